import { answerText } from '../../domain/model';
import type { SpecialResponses } from '../../domain/responses';
import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';
import { AnswerTally } from '../../../questions/web';
import { ProNotice, SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';

const RESPONSES = `${SPECIAL_BASE}/responses`;
const SOURCES = ['questions', 'rsvp', 'new-guest'] as const;

function Locked({ counts }: { counts: { guests: number; responded: number } }) {
  const t = useAppText();
  return (
    <section className="card app-card" data-testid="special-responses-locked">
      <ProNotice text={t('special-requests.trackingProOnly')} />
      <p>{richText(t, 'special-requests.responses.locked', { count: <strong>{counts.responded}</strong> }, { guests: counts.guests })}</p>
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
  const t = useAppText();
  const source = (name: string) => (SOURCES.includes(name as never) ? t(`special-requests.responses.source.${name as (typeof SOURCES)[number]}`) : name);
  return (
    <div className="special">
      <SpecialRequestNav current={RESPONSES} />
      {!data ? (
        <Locked counts={counts} />
      ) : (
        <>
          <section className="card app-card">
            <p>
              {richText(
                t,
                'special-requests.responses.answered',
                { count: <strong data-testid="special-responded">{data.responded}</strong> },
                { guests: data.guests },
              )}{' '}
              <a className="btn" href={`${RESPONSES}.csv`} data-testid="special-csv">
                {t('special-requests.responses.csv')}
              </a>
            </p>
          </section>
          <section className="card app-card">
            <h2>{t('special-requests.responses.byGuest')}</h2>
            {data.questions.length === 0 ? (
              <p className="rsvp-questions__empty">
                {richText(t, 'special-requests.responses.noQuestions', {
                  link: <a href={`${SPECIAL_BASE}/ask`}>{t('special-requests.writeQuestions')}</a>,
                })}
              </p>
            ) : (
              <div className="rsvp-table-wrap">
                <table className="table guest-table special-table" data-testid="special-responses-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('special-requests.responses.guest')}</th>
                      {data.questions.map((q) => (
                        <th scope="col" key={q.id}>
                          {q.label}
                        </th>
                      ))}
                      <th scope="col">{t('special-requests.responses.answeredAt')}</th>
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
                        <td>
                          {row.updatedAt
                            ? `${formatTime(row.updatedAt)}${row.source ? ` · ${source(row.source)}` : ''}`
                            : t('special-requests.responses.notYet')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          {data.tallies.length > 0 && (
            <section className="card app-card">
              <h2>{t('special-requests.responses.byQuestion')}</h2>
              <div className="special-tallies">
                {data.tallies.map((tally) => (
                  <div className="rsvp-question-summary" key={tally.question.id} data-question={tally.question.id}>
                    <h3>{tally.question.label}</h3>
                    <p className="field__hint">{t('special-requests.responses.tallyAnswered', { count: tally.answered })}</p>
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
