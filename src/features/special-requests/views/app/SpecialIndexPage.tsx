import type { SpecialQuestion } from '../../domain/model';
import type { SpecialSettings } from '../../domain/settings';
import { TRACKING_PRO_ONLY } from '../../../../shared/rsvp/texts';
import { kindLabel } from '../../../rsvp';
import { ProNotice, SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';

export interface SpecialIndexView {
  questions: SpecialQuestion[];
  settings: SpecialSettings;
  counts: { guests: number; responded: number };
  pro: boolean;
  /** The shared questions page, null before the couple has a web address. */
  questionsUrl: string | null;
  published: boolean;
}

/** /app/special-request: the questions, how many guests answered, and where to go next. */
export function SpecialIndexPage({ view }: { view: SpecialIndexView }) {
  const { questions, counts } = view;
  return (
    <div className="special">
      <SpecialRequestNav current={SPECIAL_BASE} />
      <section className="card app-card" data-testid="special-overview">
        <h2>Ask your guests</h2>
        <p>Dietary needs, song wishes, a mailing address, anything: guests answer on their own page, apart from the RSVP.</p>
        <ul className="guest-summary__counts special-counts">
          <li className="status-count">
            Questions <strong data-testid="special-count-questions">{questions.length}</strong>
          </li>
          <li className="status-count">
            Answered <strong data-testid="special-count-responded">{counts.responded}</strong> of {counts.guests} guests
          </li>
        </ul>
        {view.questionsUrl ? (
          <p>
            Share this link:{' '}
            <a href={view.questionsUrl} data-testid="special-share-link">
              {view.questionsUrl}
            </a>
            {!view.published && <span className="form-error"> Your website is offline, so guests cannot open it yet.</span>} Each guest's personal link (the
            same token as their RSVP link) opens their own answers.
          </p>
        ) : (
          <p>
            Choose your web address in <a href="/app/quick-settings">Quick settings</a> to open your questions page.
          </p>
        )}
        <p className="special__links">
          <a className="btn btn--primary" href={`${SPECIAL_BASE}/ask`}>
            {questions.length ? 'Edit questions' : 'Write your questions'}
          </a>
          <a className="btn" href={`${SPECIAL_BASE}/email`}>
            Email the link
          </a>
          <a className="btn" href={`${SPECIAL_BASE}/responses`}>
            See responses
          </a>
        </p>
        {view.settings.showInRsvp && <p className="field__hint">Guests also see these questions right after they send their RSVP.</p>}
      </section>
      {!view.pro && counts.responded > 0 && <ProNotice text={TRACKING_PRO_ONLY} />}
      <section className="card app-card">
        <h2>Your questions</h2>
        {questions.length === 0 ? (
          <p className="rsvp-questions__empty">No questions yet.</p>
        ) : (
          <ol className="special-question-list">
            {questions.map((q) => (
              <li key={q.id}>
                <strong>{q.label}</strong>{' '}
                <span className="field__hint">
                  {kindLabel(q.kind)}
                  {q.kind === 'choice' ? `: ${q.options.join(', ')}` : ''}
                  {q.required ? ' · required' : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
