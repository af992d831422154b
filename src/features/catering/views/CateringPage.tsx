import { richText } from '../../../shared/i18n';
import { useAppText } from '../../../shared/i18n/app';
import type { CateringEvent } from '../domain/sheet';

// Print: only the sheet, each event starting on a new page.
const PRINT_CSS = `
@media print{
  body *{visibility:hidden}
  .catering,.catering *{visibility:visible}
  .catering{position:absolute;inset:0 auto auto 0;width:100%}
  .catering__screen-only{display:none}
  .catering__event{break-before:page;page-break-before:always;border:0;box-shadow:none}
  .catering__event:first-of-type{break-before:auto;page-break-before:auto}
}`;

/** /app/catering: per event the head counts, the meal and dietary tallies and who answered what; printable. */
export function CateringPage({ events, canShare }: { events: CateringEvent[]; canShare: boolean }) {
  const t = useAppText();
  return (
    <div className="catering" data-testid="catering">
      <style>{PRINT_CSS}</style>
      <section className="card app-card catering__screen-only">
        <p>{t('catering.intro')}</p>
        <div className="catering__actions">
          <a className="btn" href="/app/catering/sheet.csv" download>
            {t('catering.downloadCsv')}
          </a>
        </div>
        <p className="field__hint">{t('catering.printHint')}</p>
        {canShare ? <p className="field__hint">{t('catering.shareHint')}</p> : null}
      </section>
      {events.map((event) => (
        <section key={event.id} className="card app-card catering__event" data-event={event.id}>
          <h2>{event.title}</h2>
          {event.when ? <p className="catering__when">{event.when}</p> : null}
          <ul className="catering__counts">
            <li>{richText(t, 'catering.attending', { count: <strong>{event.attending}</strong> })}</li>
            <li>
              <strong>{event.adults}</strong> {t('catering.adults', { count: event.adults })}
            </li>
            {event.children !== null ? (
              <li>
                <strong>{event.children}</strong> {t('catering.children', { count: event.children })}
              </li>
            ) : null}
          </ul>
          {event.questions.map((question) => (
            <p key={question.id} className="catering__tally">
              <strong>{question.label}:</strong>{' '}
              {question.tally.length === 0 ? t('catering.noAnswers') : question.tally.map((entry) => `${entry.value} ${entry.count}`).join(' · ')}
            </p>
          ))}
          {event.people.length === 0 ? (
            <p>{t('catering.nobody')}</p>
          ) : (
            <div className="catering__table">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('catering.name')}</th>
                    {event.questions.map((question) => (
                      <th key={question.id} scope="col">
                        {question.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {event.people.map((person, i) => (
                    <tr key={`${person.name}-${i}`}>
                      <td>
                        {person.name}
                        {person.guestOf ? <span className="catering__note">{t('catering.guestOf', { name: person.guestOf })}</span> : null}
                        {person.child ? <span className="catering__note">{t('catering.child')}</span> : null}
                      </td>
                      {event.questions.map((question) => (
                        <td key={question.id}>{person.answers[question.id] ?? ''}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
