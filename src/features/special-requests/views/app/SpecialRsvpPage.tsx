import { SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';
import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';

const RSVP = `${SPECIAL_BASE}/rsvp`;

/** /app/special-request/rsvp: whether the questions also follow the RSVP. */
export function SpecialRsvpPage({ showInRsvp, questionCount, rsvpUrl }: { showInRsvp: boolean; questionCount: number; rsvpUrl: string | null }) {
  const t = useAppText();
  return (
    <div className="special">
      <SpecialRequestNav current={RSVP} />
      <section className="card app-card">
        <h2>{t('special-requests.rsvp.heading')}</h2>
        <p>
          {richText(
            t,
            'special-requests.rsvp.explain',
            { at: rsvpUrl ? richText(t, 'special-requests.rsvp.at', { url: <a href={rsvpUrl}>{rsvpUrl}</a> }) : null },
            { count: questionCount },
          )}
        </p>
        <form method="post" action={RSVP} className="form" data-testid="special-rsvp-form">
          <label className="field field--check">
            <input type="checkbox" name="showInRsvp" value="true" defaultChecked={showInRsvp} />
            <span>{t('special-requests.rsvp.toggle')}</span>
          </label>
          <p>
            <button className="btn btn--primary" type="submit">
              {t('special-requests.save')}
            </button>
          </p>
        </form>
        {questionCount === 0 && (
          <p className="field__hint">
            {richText(t, 'special-requests.rsvp.noQuestions', { link: <a href={`${SPECIAL_BASE}/ask`}>{t('special-requests.rsvp.writeThem')}</a> })}
          </p>
        )}
      </section>
    </div>
  );
}
