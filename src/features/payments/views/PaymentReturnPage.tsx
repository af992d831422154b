import type { PaymentStatus } from '../domain/session-status';
import { PAYMENT_MESSAGES } from '../domain/texts';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';

const TEXT: Record<PaymentStatus, { title: string; text: string }> = {
  paid: { title: 'Thank you!', text: PAYMENT_MESSAGES.paid },
  open: { title: 'Almost there', text: PAYMENT_MESSAGES.pending },
  expired: { title: 'Payment not completed', text: PAYMENT_MESSAGES.notCompleted },
};

/** /payments/return?session_id=…: where the checkout sends the buyer back. */
export function PaymentReturnPage({ status }: { status: PaymentStatus }) {
  const { title, text } = TEXT[status];
  return (
    <HomeLayout>
      <section className="payment-return text-center px-6 py-24" data-status={status}>
        <h1 className="text-4xl font-semibold mb-4">{title}</h1>
        <p className="mb-8">{text}</p>
        {status === 'expired' ? (
          <a className="btn btn--primary" href="/app/payments/checkout">
            Back to plans
          </a>
        ) : (
          <a className="btn btn--primary" href="/app">
            Go to your dashboard
          </a>
        )}
      </section>
    </HomeLayout>
  );
}
