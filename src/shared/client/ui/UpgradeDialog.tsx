import { appText, useAppText } from '../../i18n/app';
import { PLANS } from '../../plans';

export const UPGRADE_TITLE = appText('payments.upgrade.title');

/**
 * The upgrade dialog: offers the plans; the free plan closes it, the other plan goes to
 * /app/payments/checkout/final-payment/{plan id} (product.md §4).
 */
export function UpgradeDialog({ message, onClose }: { message?: string; onClose: () => void }) {
  const t = useAppText();
  return (
    <div className="upgrade">
      {message && <p className="upgrade__message">{message}</p>}
      <div className="upgrade__plans">
        {PLANS.map((plan) => (
          <section key={plan.id} className={`card plan${plan.popular ? ' plan--popular' : ''}`}>
            {plan.popular && <p className="plan__badge">{t('payments.plans.popular')}</p>}
            <h3>{plan.title}</h3>
            <p className="plan__price">{plan.heading}</p>
            <ul className="plan__benefits">
              {plan.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            {plan.id === 'free' ? (
              <button type="button" className="btn" onClick={onClose}>
                {t('payments.upgrade.stayFree')}
              </button>
            ) : (
              <a className="btn btn--primary" href={`/app/payments/checkout/final-payment/${plan.id}`}>
                {t('payments.plans.upgrade')}
              </a>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
