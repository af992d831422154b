import { richText } from '../../../shared/i18n';
import { useAppText } from '../../../shared/i18n/app';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';

/** The stand-in for Stripe's hosted page when STRIPE_SECRET_KEY is not set: labelled on every line. */
export function TestCheckoutPage({ sessionId, amountCents, weddingName }: { sessionId: string; amountCents: number; weddingName: string }) {
  const t = useAppText();
  const amount = `$${(amountCents / 100).toFixed(2)}`;
  return (
    <HomeLayout>
      <section className="test-checkout card px-6 py-12 max-w-xl mx-auto">
        <p className="test-checkout__banner" role="alert">
          {t('payments.test.banner')}
        </p>
        <h1>{t('payments.test.heading', { amount })}</h1>
        <p>{richText(t, 'payments.test.explain', { wedding: <strong>{weddingName}</strong> })}</p>
        <form method="post" action={`/payments/test-checkout/${sessionId}/pay`}>
          <button className="btn btn--primary" type="submit">
            {t('payments.test.pay', { amount })}
          </button>
        </form>
        <form method="post" action={`/payments/test-checkout/${sessionId}/cancel`}>
          <button className="btn" type="submit">
            {t('payments.test.cancel')}
          </button>
        </form>
      </section>
    </HomeLayout>
  );
}
