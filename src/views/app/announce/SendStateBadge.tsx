import type { GuestSendStatus } from '../../../domain/email/send-status';

/** One guest's state for this e-mail: no address, unsubscribed, not sent, queued, sent or failed. */
export function SendStateBadge({ status, formatTime }: { status: GuestSendStatus; formatTime: (iso: string) => string }) {
  let kind: string;
  let text: string;
  if (status.state === 'sent') {
    kind = 'sent';
    text = `Sent ${status.lastAt ? formatTime(status.lastAt) : ''}${status.count > 1 ? ` (${status.count}×)` : ''}`.trim();
  } else if (status.state === 'queued') {
    kind = 'queued';
    text = 'Sending';
  } else if (status.state === 'failed') {
    kind = 'failed';
    text = status.unsubscribed ? 'Not sent (unsubscribed)' : 'Failed';
  } else if (!status.email) {
    kind = 'no-email';
    text = 'No email';
  } else if (status.unsubscribed) {
    kind = 'unsubscribed';
    text = 'Unsubscribed';
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
