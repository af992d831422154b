import type { GuestSendStatus } from '../../../domain/email/send-status';

/** One guest's state for this e-mail: no address, unsubscribed, not sent, queued, sent or failed. */
export function SendStateBadge({ status, formatTime }: { status: GuestSendStatus; formatTime: (iso: string) => string }) {
  let kind: string;
  let text: string;
  // An unsubscribed guest gets nothing more: say so first, whatever was sent before.
  if (status.unsubscribed && status.email) {
    kind = 'unsubscribed';
    text = status.state === 'sent' && status.lastAt ? `Unsubscribed (sent ${formatTime(status.lastAt)})` : 'Unsubscribed';
  } else if (status.state === 'sent') {
    kind = 'sent';
    text = `Sent ${status.lastAt ? formatTime(status.lastAt) : ''}${status.count > 1 ? ` (${status.count}×)` : ''}`.trim();
  } else if (status.state === 'queued') {
    kind = 'queued';
    text = 'Sending';
  } else if (status.state === 'failed') {
    kind = 'failed';
    text = 'Failed';
  } else if (!status.email) {
    kind = 'no-email';
    text = 'No email';
  } else {
    kind = 'not-sent';
    text = 'Not sent';
  }
  return (
    <span className={`send-state send-state--${kind}`} data-state={kind}>
      {text}
    </span>
  );
}

export function UpsellNotice({ text }: { text: string }) {
  return (
    <div className="announce__upsell" role="note" data-testid="email-upsell">
      <p>
        <strong>{text}</strong>
      </p>
      <a className="btn btn--primary" href="/app/payments/checkout">
        Upgrade to Pro
      </a>
    </div>
  );
}
