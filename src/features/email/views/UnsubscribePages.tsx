import { AuthCard } from '../../../core/rendering/components/Form';

export type UnsubscribeView =
  | { kind: 'invalid' }
  | { kind: 'preview' }
  | { kind: 'ask'; token: string; names: string; maskedEmail: string; alreadyUnsubscribed: boolean }
  | { kind: 'done'; token: string; names: string; unsubscribed: boolean };

const INVALID_TEXT = 'This unsubscribe link is not valid. Copy the whole link from the email, or reply to the couple to be taken off their list.';

/** /unsubscribe and /unsubscribe/confirm: no login, the link's token says who. */
export function UnsubscribePage({ view }: { view: UnsubscribeView }) {
  if (view.kind === 'invalid') {
    return (
      <AuthCard title="Unsubscribe">
        <p data-testid="unsubscribe-invalid">{INVALID_TEXT}</p>
      </AuthCard>
    );
  }
  if (view.kind === 'preview') {
    return (
      <AuthCard title="Unsubscribe">
        <p data-testid="unsubscribe-preview">
          This link is from a test email. Each guest's email has their own link here, which stops further emails to that guest. Nothing was changed.
        </p>
      </AuthCard>
    );
  }
  if (view.kind === 'ask') {
    return (
      <AuthCard title="Unsubscribe">
        {view.alreadyUnsubscribed ? (
          <p>{`${view.maskedEmail} is already unsubscribed from emails about ${view.names}'s wedding.`}</p>
        ) : (
          <>
            <p>{`Stop emails about ${view.names}'s wedding to ${view.maskedEmail}?`}</p>
            <form method="post" action={`/unsubscribe?token=${encodeURIComponent(view.token)}`}>
              <input type="hidden" name="token" value={view.token} />
              <button className="btn btn--primary" type="submit">
                Unsubscribe
              </button>
            </form>
          </>
        )}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={view.unsubscribed ? 'You are unsubscribed' : 'You are subscribed'}>
      {view.unsubscribed ? (
        <>
          <p data-testid="unsubscribe-done">{`You will not get any more emails about ${view.names}'s wedding through Vowly.`}</p>
          <form method="post" action="/unsubscribe/confirm">
            <input type="hidden" name="token" value={view.token} />
            <input type="hidden" name="action" value="resubscribe" />
            <button className="btn" type="submit">
              Unsubscribed by mistake? Subscribe again
            </button>
          </form>
        </>
      ) : (
        <>
          <p data-testid="unsubscribe-resubscribed">{`You will get emails about ${view.names}'s wedding again.`}</p>
          <form method="post" action={`/unsubscribe?token=${encodeURIComponent(view.token)}`}>
            <input type="hidden" name="token" value={view.token} />
            <button className="btn" type="submit">
              Unsubscribe
            </button>
          </form>
        </>
      )}
    </AuthCard>
  );
}

export { INVALID_TEXT };
