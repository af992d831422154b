import type { GuestSendStatus } from '../../../email';
import { DELIVERY_STATUS_LABELS, EMAIL_PROBLEM_LABELS } from '../../../../shared/email/delivery-labels';
import { useAppText } from '../../../../shared/i18n/app';

/** Reported after sending (Resend's webhooks, the local outbox's simulation) or kept by the outbox: shown instead of plain "Sent". */
const REPORTED = new Set(['kept', 'delayed', 'delivered', 'opened', 'bounced', 'complained']);

/** One guest's state for this e-mail: no address, unsubscribed, not sent, queued, sent (then delivered, opened, bounced…) or failed. */
export function SendStateBadge({ status, formatTime }: { status: GuestSendStatus; formatTime: (iso: string) => string }) {
  const t = useAppText();
  /** "(3×)" after a label when the guest got it more than once. */
  const times = (label: string) => (status.count > 1 ? t('announce.state.times', { label, count: status.count }) : label);
  let kind: string;
  let text: string;
  const delivery = status.state === 'sent' && status.delivery && REPORTED.has(status.delivery) ? status.delivery : null;
  // A spam complaint unsubscribes the guest too: say what happened rather than only "Unsubscribed".
  if (delivery === 'complained') {
    kind = 'complained';
    text = DELIVERY_STATUS_LABELS.complained;
  } else if (status.emailProblem && delivery !== 'bounced') {
    // Not sent to again until the couple edits the address (issue 22 item 9); this e-mail's own bounce says more below.
    kind = status.emailProblem;
    text = EMAIL_PROBLEM_LABELS[status.emailProblem];
  } else if (status.unsubscribed && status.email) {
    // An unsubscribed guest gets nothing more: say so first, whatever was sent before.
    kind = 'unsubscribed';
    text =
      status.state === 'sent' && status.lastAt ? t('announce.state.unsubscribedSent', { when: formatTime(status.lastAt) }) : t('announce.state.unsubscribed');
  } else if (delivery === 'kept') {
    // Never left the server: not "sent" (issue 28 item 2).
    kind = 'kept';
    const label = DELIVERY_STATUS_LABELS.kept;
    text = times(status.lastAt ? t('announce.state.at', { label, when: formatTime(status.lastAt) }) : label);
  } else if (delivery) {
    kind = delivery;
    const label = DELIVERY_STATUS_LABELS[delivery];
    text = times(status.lastAt ? t('announce.state.sentAt', { label, when: formatTime(status.lastAt) }) : label);
  } else if (status.state === 'sent') {
    kind = 'sent';
    text = times(status.lastAt ? t('announce.state.sentWhen', { when: formatTime(status.lastAt) }) : t('announce.state.sent'));
  } else if (status.state === 'queued') {
    kind = 'queued';
    text = DELIVERY_STATUS_LABELS.queued;
  } else if (status.state === 'failed') {
    kind = 'failed';
    text = DELIVERY_STATUS_LABELS.failed;
  } else if (!status.email) {
    kind = 'no-email';
    text = t('announce.state.noEmail');
  } else {
    kind = 'not-sent';
    text = t('announce.state.notSent');
  }
  return (
    <span className={`send-state send-state--${kind}`} data-state={kind}>
      {text}
    </span>
  );
}

/** What a free account cannot do here, with the way to Pro (the special-request pages pass their own class and test id). */
export function UpsellNotice({ text, className = 'announce__upsell', testId = 'email-upsell' }: { text: string; className?: string; testId?: string }) {
  const t = useAppText();
  return (
    <div className={className} role="note" data-testid={testId}>
      <p>
        <strong>{text}</strong>
      </p>
      <a className="btn btn--primary" href="/app/payments/checkout">
        {t('announce.upgrade')}
      </a>
    </div>
  );
}
