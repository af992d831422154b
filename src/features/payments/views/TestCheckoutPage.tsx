import { HomeLayout } from '../../../core/rendering/components/HomeLayout';

/** The stand-in for Stripe's hosted page when STRIPE_SECRET_KEY is not set: labelled on every line. */
export function TestCheckoutPage({ sessionId, amountCents, weddingName }: { sessionId: string; amountCents: number; weddingName: string }) {
  const amount = `$${(amountCents / 100).toFixed(2)}`;
  return (
    <HomeLayout>
      <section className="test-checkout card px-6 py-12 max-w-xl mx-auto">
        <p className="test-checkout__banner" role="alert">
          TEST CHECKOUT — no real payment
        </p>
        <h1>{`Vowly Pro · ${amount}`}</h1>
        <p>
          This server has no Stripe key, so this page stands in for Stripe's checkout. Paying here charges nothing and upgrades <strong>{weddingName}</strong>{' '}
          to Pro, exactly as a real payment would.
        </p>
        <form method="post" action={`/payments/test-checkout/${sessionId}/pay`}>
          <button className="btn btn--primary" type="submit">
            {`Pay ${amount} (test)`}
          </button>
        </form>
        <form method="post" action={`/payments/test-checkout/${sessionId}/cancel`}>
          <button className="btn" type="submit">
            Cancel
          </button>
        </form>
      </section>
    </HomeLayout>
  );
}
