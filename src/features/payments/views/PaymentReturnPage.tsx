import type { PaymentStatus } from '../domain/session-status';
import { PAYMENT_MESSAGES } from '../domain/texts';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';
import { useAppText } from '../../../shared/i18n/app';

const TEXT: Record<PaymentStatus, string> = { paid: PAYMENT_MESSAGES.paid, open: PAYMENT_MESSAGES.pending, expired: PAYMENT_MESSAGES.notCompleted };

/** /payments/return?session_id=…: where the checkout sends the buyer back. */
export function PaymentReturnPage({ status }: { status: PaymentStatus }) {
  const t = useAppText();
  const text = TEXT[status];
  return (
    <HomeLayout>
      <section className="payment-return text-center px-6 py-24" data-status={status}>
        <h1 className="text-4xl font-semibold mb-4">{t(`payments.return.${status}`)}</h1>
        <p className="mb-8">{text}</p>
        {status === 'expired' ? (
          <a className="btn btn--primary" href="/app/payments/checkout">
            {t('payments.backToPlans')}
          </a>
        ) : (
          <a className="btn btn--primary" href="/app">
            {t('payments.return.dashboard')}
          </a>
        )}
      </section>
    </HomeLayout>
  );
}
