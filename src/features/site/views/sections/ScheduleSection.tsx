import { formatEventSpan } from '../../../../shared/i18n/format';
import type { I18n } from '../../../../shared/i18n/react';
import { type SiteEvent, siteI18n } from '../site/site-data';
import { SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';

/** One public event as a card: when, where (with its map link), dress code, notes and add-to-calendar links. */
function EventCard({ event, i18n, timeZone }: { event: SiteEvent; i18n: I18n; timeZone: string }) {
  const { lang, t } = i18n;
  const where = event.location || (event.mapUrl ? t('site.section.map') : '');
  // English keeps the events' own wording; another language writes the day and hours with Intl.
  const when = lang !== 'en' && event.endsAt ? formatEventSpan(lang, event.startsAt, event.endsAt, timeZone) : event;
  return (
    <li className="w-event" data-event={event.id}>
      <h3 className="w-event__title">{event.title}</h3>
      <p className="w-event__when">
        <time dateTime={event.startsAt}>{when.date}</time>
        {when.time && <span className="w-event__time">{when.time}</span>}
      </p>
      {where && (
        <p className="w-event__where">
          {event.mapUrl ? (
            <a href={event.mapUrl} target="_blank" rel="noopener noreferrer">
              {where}
            </a>
          ) : (
            where
          )}
        </p>
      )}
      {event.dressCode && <p className="w-event__dress">{t('site.dressCode', { dressCode: event.dressCode })}</p>}
      {event.notes && <p className="w-event__notes">{event.notes}</p>}
      <p className="w-event__calendar">
        <a href={event.icsUrl} download>
          {t('site.addToCalendar')}
        </a>
        <a href={event.googleUrl} target="_blank" rel="noopener noreferrer">
          {t('site.googleCalendar')}
        </a>
        <a href={event.outlookUrl} target="_blank" rel="noopener noreferrer">
          Outlook
        </a>
      </p>
    </li>
  );
}

/**
 * Wedding schedule: the wedding's public events as cards (when the couple added events beyond the
 * wedding day), then the couple's own timeline of items, split by heading items (e.g. 'Day 1');
 * hidden when both are empty.
 */
export function ScheduleSection({ site }: SectionProps) {
  const { tasks, dividerStyle } = site.content;
  const events = site.events ?? [];
  const items = tasks.filter((task) => task.title.trim() || task.time.trim() || task.text.trim());
  if (items.length === 0 && events.length === 0) return null;
  const i18n = siteI18n(site);
  return (
    <SectionShell section="schedule" anchor="schedule">
      <SectionHeading text={i18n.t('site.section.schedule')} divider={dividerStyle} />
      {events.length > 0 && (
        <ul className="w-events">
          {events.map((event) => (
            <EventCard key={event.id} event={event} i18n={i18n} timeZone={site.timeZone} />
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <ol className="w-schedule">
          {items.map((task, index) =>
            task.isHeading ? (
              <li key={index} className="w-schedule__heading">
                <h3>{task.title}</h3>
              </li>
            ) : (
              <li key={index} className="w-schedule__item">
                {task.time.trim() && <p className="w-schedule__time">{task.time}</p>}
                <div className="w-schedule__body">
                  {task.title.trim() && <h3 className="w-schedule__title">{task.title}</h3>}
                  {task.text.trim() && <p className="w-schedule__text">{task.text}</p>}
                </div>
              </li>
            ),
          )}
        </ol>
      )}
    </SectionShell>
  );
}
