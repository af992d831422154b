import type { CheckoutMode } from '../domain/checkout-mode';
import { PAYMENT_MESSAGES } from '../domain/texts';
import type { Plan } from '../../../shared/plans';
import { FormError } from '../../../core/rendering/components/Form';
import { PlansTable } from './PlansTable';

function dollars(cents: number) {
  return `$${(cents / 100).toFixed(2)}`;
}

/** /app/payments/checkout ('Pro Features'): the plans, the user's own marked. */
export function ProFeaturesPage({ pro, weddingName }: { pro: boolean; weddingName: string }) {
  return (
    <div className="pro-features">
      {pro ? (
        <p className="card app-card">This wedding has Pro: every feature below is unlocked for {weddingName} and everyone planning it. Thank you!</p>
      ) : (
        <p className="card app-card">Pro is bought for one wedding: upgrading unlocks it for {weddingName} and everyone planning it.</p>
      )}
      <PlansTable upgradeHref="/app/payments/checkout/final-payment/pro" currentPlan={pro ? 'pro' : 'free'} />
    </div>
  );
}

/** /app/payments/checkout/final-payment/{id}: the order summary and the pay button. */
export function FinalPaymentPage({ plan, mode, error }: { plan: Plan; mode: CheckoutMode; error?: string | null }) {
  return (
    <section className="card app-card final-payment">
      <h2>Vowly {plan.title}</h2>
      <p className="plan__price">{dollars(plan.priceCents)}</p>
      <p>One-time payment. No subscription, nothing renews.</p>
      <ul className="plan__benefits">
        {plan.benefits.map((benefit) => (
          <li key={benefit}>✓ {benefit}</li>
        ))}
      </ul>
      <FormError message={error} />
      {mode === 'test' && (
        <p className="test-mode-note" role="note">
          Test mode: Stripe is not configured, so the next page is a test checkout and no card is charged.
        </p>
      )}
      {mode === 'off' ? (
        <p className="form-error" role="alert">
          {PAYMENT_MESSAGES.checkoutOff}
        </p>
      ) : (
        <form method="post">
          <button className="btn btn--primary" type="submit">
            {`Pay ${dollars(plan.priceCents)}`}
          </button>
        </form>
      )}
      <p>
        <a href="/app/payments/checkout">Back to plans</a>
      </p>
    </section>
  );
}
