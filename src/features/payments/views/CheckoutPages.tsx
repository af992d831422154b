import type { CheckoutMode } from '../domain/checkout-mode';
import { PAYMENT_MESSAGES } from '../domain/texts';
import type { Plan } from '../../../shared/plans';
import { FormError } from '../../../core/rendering/components/Form';
import { PlansTable } from './PlansTable';
import { useAppText } from '../../../shared/i18n/app';

function dollars(cents: number) {
  return `$${(cents / 100).toFixed(2)}`;
}

/** /app/payments/checkout ('Pro Features'): the plans, the user's own marked. */
export function ProFeaturesPage({ pro, weddingName }: { pro: boolean; weddingName: string }) {
  const t = useAppText();
  return (
    <div className="pro-features">
      {pro ? (
        <p className="card app-card">{t('payments.proFeatures.hasPro', { wedding: weddingName })}</p>
      ) : (
        <p className="card app-card">{t('payments.proFeatures.forOneWedding', { wedding: weddingName })}</p>
      )}
      <PlansTable upgradeHref="/app/payments/checkout/final-payment/pro" currentPlan={pro ? 'pro' : 'free'} />
    </div>
  );
}

/** /app/payments/checkout/final-payment/{id}: the order summary and the pay button. */
export function FinalPaymentPage({ plan, mode, error }: { plan: Plan; mode: CheckoutMode; error?: string | null }) {
  const t = useAppText();
  return (
    <section className="card app-card final-payment">
      <h2>{t('payments.final.title', { plan: plan.title })}</h2>
      <p className="plan__price">{dollars(plan.priceCents)}</p>
      <p>{t('payments.final.oneTime')}</p>
      <ul className="plan__benefits">
        {plan.benefits.map((benefit) => (
          <li key={benefit}>✓ {benefit}</li>
        ))}
      </ul>
      <FormError message={error} />
      {mode === 'test' && (
        <p className="test-mode-note" role="note">
          {t('payments.final.testMode')}
        </p>
      )}
      {mode === 'off' ? (
        <p className="form-error" role="alert">
          {PAYMENT_MESSAGES.checkoutOff}
        </p>
      ) : (
        <form method="post">
          <button className="btn btn--primary" type="submit">
            {t('payments.final.pay', { amount: dollars(plan.priceCents) })}
          </button>
        </form>
      )}
      <p>
        <a href="/app/payments/checkout">{t('payments.backToPlans')}</a>
      </p>
    </section>
  );
}
