import { AuthCard } from '../../../core/rendering/components/Form';
import { translator, type Lang } from '../../../shared/i18n';

export type UnsubscribeView =
  | { kind: 'invalid' }
  | { kind: 'preview' }
  | { kind: 'ask'; token: string; names: string | null; maskedEmail: string; alreadyUnsubscribed: boolean }
  | { kind: 'done'; token: string; names: string | null; unsubscribed: boolean };

/** /unsubscribe and /unsubscribe/confirm: no login, the link's token says who; in the guest's language. */
export function UnsubscribePage({ view, lang }: { view: UnsubscribeView; lang: Lang }) {
  const t = translator(lang);
  if (view.kind === 'invalid') {
    return (
      <AuthCard title={t('unsubscribe.title')}>
        <p data-testid="unsubscribe-invalid">{t('unsubscribe.invalid')}</p>
      </AuthCard>
    );
  }
  if (view.kind === 'preview') {
    return (
      <AuthCard title={t('unsubscribe.title')}>
        <p data-testid="unsubscribe-preview">{t('unsubscribe.preview')}</p>
      </AuthCard>
    );
  }
  const names = view.names ?? t('unsubscribe.theCouple');
  if (view.kind === 'ask') {
    return (
      <AuthCard title={t('unsubscribe.title')}>
        {view.alreadyUnsubscribed ? (
          <p>{t('unsubscribe.already', { email: view.maskedEmail, names })}</p>
        ) : (
          <>
            <p>{t('unsubscribe.ask', { email: view.maskedEmail, names })}</p>
            <form method="post" action={`/unsubscribe?token=${encodeURIComponent(view.token)}`}>
              <input type="hidden" name="token" value={view.token} />
              <button className="btn btn--primary" type="submit">
                {t('unsubscribe.button')}
              </button>
            </form>
          </>
        )}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t(view.unsubscribed ? 'unsubscribe.doneTitle' : 'unsubscribe.subscribedTitle')}>
      {view.unsubscribed ? (
        <>
          <p data-testid="unsubscribe-done">{t('unsubscribe.done', { names })}</p>
          <form method="post" action="/unsubscribe/confirm">
            <input type="hidden" name="token" value={view.token} />
            <input type="hidden" name="action" value="resubscribe" />
            <button className="btn" type="submit">
              {t('unsubscribe.resubscribe')}
            </button>
          </form>
        </>
      ) : (
        <>
          <p data-testid="unsubscribe-resubscribed">{t('unsubscribe.resubscribed', { names })}</p>
          <form method="post" action={`/unsubscribe?token=${encodeURIComponent(view.token)}`}>
            <input type="hidden" name="token" value={view.token} />
            <button className="btn" type="submit">
              {t('unsubscribe.button')}
            </button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
