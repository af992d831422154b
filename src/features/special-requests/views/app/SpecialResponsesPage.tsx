import { answerText } from '../../domain/model';
import type { SpecialResponses } from '../../domain/responses';
import { TRACKING_PRO_ONLY } from '../../../../shared/rsvp/texts';
import { AnswerTally } from '../../../questions';
import { ProNotice, SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';

const RESPONSES = `${SPECIAL_BASE}/responses`;
const SOURCES: Record<string, string> = { questions: 'questions page', rsvp: 'with the RSVP', 'new-guest': 'added themselves' };

function Locked({ counts }: { counts: { guests: number; responded: number } }) {
  return (
    <section className="card app-card" data-testid="special-responses-locked">
      <ProNotice text={TRACKING_PRO_ONLY} />
      <p>
        <strong>{counts.responded}</strong>
        {` of ${counts.guests} guests have answered. Every answer is kept: upgrade to read them, by guest and by question, and to download them as a spreadsheet.`}
      </p>
    </section>
  );
}

/** /app/special-request/responses: answers per guest and per question, and the CSV (Pro). */
export function SpecialResponsesPage({
  data,
  counts,
  formatTime,
}: {
  data: SpecialResponses | null;
  counts: { guests: number; responded: number };
  formatTime: (date: Date) => string;
}) {
  return (
    <div className="special">
      <SpecialRequestNav current={RESPONSES} />
      {!data ? (
        <Locked counts={counts} />
      ) : (
        <>
          <section className="card app-card">
            <p>
              <strong data-testid="special-responded">{data.responded}</strong> of {data.guests} guests have answered.{' '}
              <a className="btn" href={`${RESPONSES}.csv`} data-testid="special-csv">
                Download CSV
              </a>
            </p>
          </section>
          <section className="card app-card">
            <h2>By guest</h2>
            {data.questions.length === 0 ? (
              <p className="rsvp-questions__empty">
                No questions yet. <a href={`${SPECIAL_BASE}/ask`}>Write your questions</a>.
              </p>
            ) : (
              <div className="rsvp-table-wrap">
                <table className="table guest-table special-table" data-testid="special-responses-table">
                  <thead>
                    <tr>
                      <th scope="col">Guest</th>
                      {data.questions.map((q) => (
                        <th scope="col" key={q.id}>
                          {q.label}
                        </th>
                      ))}
                      <th scope="col">Answered</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((row) => (
                      <tr key={row.guestId} data-guest={row.guestId} className={row.submittedAt ? undefined : 'special-table__waiting'}>
                        <td>
                          <span className="guest-table__name">{row.name}</span>
                          {row.household && <span className="guest-table__plus">{row.household}</span>}
                        </td>
                        {data.questions.map((q) => (
                          <td key={q.id}>{row.answers[q.id] === undefined ? '' : answerText(row.answers[q.id]!)}</td>
                        ))}
                        <td>{row.updatedAt ? `${formatTime(row.updatedAt)}${row.source ? ` · ${SOURCES[row.source] ?? row.source}` : ''}` : 'Not yet'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          {data.tallies.length > 0 && (
            <section className="card app-card">
              <h2>By question</h2>
              <div className="special-tallies">
                {data.tallies.map((tally) => (
                  <div className="rsvp-question-summary" key={tally.question.id} data-question={tally.question.id}>
                    <h3>{tally.question.label}</h3>
                    <p className="field__hint">{tally.answered} answered</p>
                    <AnswerTally counts={tally.counts} texts={tally.texts} />
                  </div>
                ))}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}
