import { PLANS } from '../../../shared/plans';
import { useAppText } from '../../../shared/i18n/app';

/** The two plans; in the app, `currentPlan` marks the user's plan instead of offering it. */
export function PlansTable({ upgradeHref = '/register', currentPlan }: { upgradeHref?: string; currentPlan?: 'free' | 'pro' }) {
  const t = useAppText();
  return (
    <div className="plans grid gap-6 md:grid-cols-2 max-w-4xl mx-auto">
      {PLANS.map((plan) => (
        <section key={plan.id} className={`plan card ${plan.popular ? 'plan--popular' : ''}`} aria-label={t('payments.plans.label', { plan: plan.title })}>
          {plan.popular && <p className="plan__badge">{t('payments.plans.popular')}</p>}
          <h3 className="plan__title text-2xl font-semibold">{plan.title}</h3>
          {/* The price, not the plan's name again ("Free / Free"): $0 for the free plan, each with what it costs over time. */}
          <p className="plan__price text-4xl font-bold my-2">
            {plan.priceCents === 0 ? '$0' : plan.heading}
            <span className="plan__per text-base font-normal opacity-80"> {t(plan.priceCents === 0 ? 'payments.plans.forever' : 'payments.plans.once')}</span>
          </p>
          <p className="plan__text opacity-80">{plan.text}</p>
          <ul className="plan__benefits my-4 space-y-1">
            {plan.benefits.map((b) => (
              <li key={b}>✓ {b}</li>
            ))}
          </ul>
          {currentPlan === plan.id ? (
            <p className="plan__current">{t('payments.plans.current')}</p>
          ) : currentPlan === 'pro' ? null : plan.popular ? (
            <a className="btn btn--primary" href={upgradeHref}>
              {t('payments.plans.upgrade')}
            </a>
          ) : (
            <a className="btn" href={currentPlan ? '/app' : '/register'}>
              {t(currentPlan ? 'payments.plans.keepFree' : 'payments.plans.startFree')}
            </a>
          )}
        </section>
      ))}
    </div>
  );
}
