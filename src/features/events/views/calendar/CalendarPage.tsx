import { format } from 'date-fns/format';
import { CALENDAR_THEMES } from '../../../../core/db/schema';
import { localDay, localTime, monthGrid, shiftMonth, type CalendarEntry } from '../../domain/calendar/calendar';
import { FormError } from '../../../../core/rendering/components/Form';
import { useAppText } from '../../../../shared/i18n/app';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

function monthTitle(month: string) {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  return format(new Date(year, monthIndex - 1, 1), 'MMMM yyyy');
}

function Entry({ entry, timeZone }: { entry: CalendarEntry; timeZone: string }) {
  const t = useAppText();
  return (
    <li className={`cal-event cal-event--${entry.theme.toLowerCase()}`}>
      <span className="cal-event__title">{entry.allDay ? entry.title : `${localTime(entry.startsAt, timeZone)} ${entry.title}`}</span>
      {!entry.fixed && (
        <form method="post" action={`/app/calendar/${entry.id}/delete`} className="cal-event__delete">
          <button type="submit" className="btn btn--ghost" aria-label={t('events.calendar.deleteEntry', { title: entry.title })}>
            ×
          </button>
        </form>
      )}
    </li>
  );
}

/** /app/calendar: a month grid (Monday first) with the couple's events, the wedding day and RSVP deadline. */
export function CalendarPage({
  month,
  entries,
  timeZone,
  today,
  error,
}: {
  month: string;
  entries: CalendarEntry[];
  timeZone: string;
  today: string;
  error?: string | null;
}) {
  const t = useAppText();
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const day = localDay(entry.startsAt, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  return (
    <div className="calendar">
      <nav className="calendar__nav" aria-label={t('events.calendar.months')}>
        <a className="btn" href={`/app/calendar?month=${shiftMonth(month, -1)}`}>
          {t('events.calendar.previous')}
        </a>
        <h2 className="calendar__title">{monthTitle(month)}</h2>
        <a className="btn" href={`/app/calendar?month=${shiftMonth(month, 1)}`}>
          {t('events.calendar.next')}
        </a>
      </nav>
      <table className="calendar__grid">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                {t(`events.calendar.weekday.${day}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, cell) => (
                <td key={day || `pad-${cell}`} className={day === today ? 'calendar__day calendar__day--today' : 'calendar__day'} data-day={day || undefined}>
                  {day && (
                    <>
                      <span className="calendar__date">{Number(day.slice(8))}</span>
                      <ul className="calendar__events">
                        {(byDay.get(day) ?? []).map((entry) => (
                          <Entry key={entry.id} entry={entry} timeZone={timeZone} />
                        ))}
                      </ul>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <section className="card app-card">
        <h2>{t('events.calendar.addTitle')}</h2>
        <form method="post" action={`/app/calendar?month=${month}`} className="form calendar__form">
          <FormError message={error} />
          <label className="field">
            <span className="field__label">{t('events.calendar.title')}</span>
            <input className="field__input" name="title" maxLength={120} required placeholder={t('events.calendar.titleExample')} />
          </label>
          <label className="field">
            <span className="field__label">{t('events.calendar.date')}</span>
            <input className="field__input" type="date" name="date" required defaultValue={`${month}-01`} />
          </label>
          <label className="field">
            <span className="field__label">{t('events.calendar.from')}</span>
            <input className="field__input" type="time" name="time" />
          </label>
          <label className="field">
            <span className="field__label">{t('events.calendar.to')}</span>
            <input className="field__input" type="time" name="endTime" />
          </label>
          <label className="field">
            <span className="field__label">{t('events.calendar.colour')}</span>
            <select className="field__input" name="theme" defaultValue="BLUE">
              {CALENDAR_THEMES.map((theme) => (
                <option key={theme} value={theme}>
                  {t(`events.calendar.theme.${theme}`)}
                </option>
              ))}
            </select>
          </label>
          <button className="btn btn--primary" type="submit">
            {t('events.calendar.add')}
          </button>
        </form>
        <p className="field__hint">{t('events.calendar.timeZoneHint', { timeZone })}</p>
      </section>
    </div>
  );
}
