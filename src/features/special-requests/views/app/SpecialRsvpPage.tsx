import { SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';

const RSVP = `${SPECIAL_BASE}/rsvp`;

/** /app/special-request/rsvp: whether the questions also follow the RSVP. */
export function SpecialRsvpPage({ showInRsvp, questionCount, rsvpUrl }: { showInRsvp: boolean; questionCount: number; rsvpUrl: string | null }) {
  return (
    <div className="special">
      <SpecialRequestNav current={RSVP} />
      <section className="card app-card">
        <h2>Ask with the RSVP</h2>
        <p>
          When this is on, a guest who sends their RSVP
          {rsvpUrl ? (
            <>
              {' '}
              (at <a href={rsvpUrl}>{rsvpUrl}</a>)
            </>
          ) : null}{' '}
          finds your {questionCount} {questionCount === 1 ? 'question' : 'questions'} right after it, on the RSVP's confirmation page, with the answers they
          gave before. Their answers are stored exactly as on the questions page.
        </p>
        <form method="post" action={RSVP} className="form" data-testid="special-rsvp-form">
          <label className="field field--check">
            <input type="checkbox" name="showInRsvp" value="true" defaultChecked={showInRsvp} />
            <span>Ask these questions at the end of the RSVP</span>
          </label>
          <p>
            <button className="btn btn--primary" type="submit">
              Save
            </button>
          </p>
        </form>
        {questionCount === 0 && (
          <p className="field__hint">
            You have no questions yet: <a href={`${SPECIAL_BASE}/ask`}>write them</a> first.
          </p>
        )}
      </section>
    </div>
  );
}
