import { formatEventSpan } from '../../../shared/i18n/format';
import { useI18n } from '../../../shared/i18n/react';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { WeddingEvent } from '../domain/events';
import { eventLocation } from '../domain/calendar-files';

function local(instant: Date, timeZone: string, pattern: string) {
  return format(new TZDate(instant.getTime(), timeZone), pattern);
}

export function EventWhen({ event, timeZone }: { event: WeddingEvent; timeZone: string }) {
  const { lang } = useI18n();
  // Outside English the page's language writes the day and hours (Intl); English keeps its own wording.
  if (lang !== 'en') {
    const when = formatEventSpan(lang, event.startsAt, event.endsAt, timeZone);
    return <time dateTime={event.startsAt.toISOString()}>{when.time ? `${when.date} · ${when.time}` : when.date}</time>;
  }
  const sameDay = local(event.startsAt, timeZone, 'yyyy-MM-dd') === local(event.endsAt, timeZone, 'yyyy-MM-dd');
  const start = local(event.startsAt, timeZone, 'EEEE, MMMM d, yyyy · h:mm a');
  const end = local(event.endsAt, timeZone, sameDay ? 'h:mm a' : 'EEEE, MMMM d, yyyy · h:mm a');
  return <time dateTime={event.startsAt.toISOString()}>{`${start} – ${end}`}</time>;
}

/** The schedule card's two lines: the date, and the times when the event ends the same day (else the date line holds the span). */
export function eventDateAndTime(event: WeddingEvent, timeZone: string): { date: string; time: string } {
  const sameDay = local(event.startsAt, timeZone, 'yyyy-MM-dd') === local(event.endsAt, timeZone, 'yyyy-MM-dd');
  if (!sameDay)
    return {
      date: `${local(event.startsAt, timeZone, 'EEEE, MMMM d, yyyy · h:mm a')} – ${local(event.endsAt, timeZone, 'EEEE, MMMM d, yyyy · h:mm a')}`,
      time: '',
    };
  return {
    date: local(event.startsAt, timeZone, 'EEEE, MMMM d, yyyy'),
    time: `${local(event.startsAt, timeZone, 'h:mm a')} – ${local(event.endsAt, timeZone, 'h:mm a')}`,
  };
}

interface ListedEvent {
  event: WeddingEvent;
  /** The household members invited, when not all of them are (blank: everyone in it). */
  forNames?: string[];
  icsUrl: string;
  googleUrl: string;
  outlookUrl: string;
}

/** The wedding's events for guests (the RSVP page), each with add-to-calendar links, in the page's language (issue 27). */
export function EventList({
  events,
  timeZone,
  allIcsUrl,
  feedUrl = null,
}: {
  events: ListedEvent[];
  timeZone: string;
  allIcsUrl: string;
  feedUrl?: string | null;
}) {
  const { lang, t } = useI18n();
  if (events.length === 0) return null;
  // The names invited: English keeps its commas; another language joins them its own way (Intl).
  const joinNames = (names: string[]) => (lang === 'en' ? names.join(', ') : new Intl.ListFormat(lang, { type: 'conjunction' }).format(names));
  return (
    <section className="event-list" aria-labelledby="event-list-heading">
      <h2 id="event-list-heading">{t('site.events')}</h2>
      <ul>
        {events.map(({ event, forNames = [], icsUrl, googleUrl, outlookUrl }) => {
          const location = eventLocation(event);
          return (
            <li key={event.id} className="event-list__item" data-event={event.id}>
              <h3>{event.title}</h3>
              {forNames.length > 0 && <p className="event-list__for">{t('site.eventFor', { names: joinNames(forNames) })}</p>}
              <p>
                <EventWhen event={event} timeZone={timeZone} />
              </p>
              {location && <p>{event.mapUrl ? <a href={event.mapUrl}>{location}</a> : location}</p>}
              {!location && event.mapUrl && (
                <p>
                  <a href={event.mapUrl}>{t('site.section.map')}</a>
                </p>
              )}
              {event.dressCode && <p>{t('site.dressCode', { dressCode: event.dressCode })}</p>}
              {event.notes && <p>{event.notes}</p>}
              <p className="event-list__calendar">
                <a href={icsUrl} download>
                  {t('site.addToCalendar')}
                </a>
                {' · '}
                <a href={googleUrl} rel="noopener noreferrer" target="_blank">
                  {t('site.googleCalendar')}
                </a>
                {' · '}
                <a href={outlookUrl} rel="noopener noreferrer" target="_blank">
                  Outlook
                </a>
              </p>
            </li>
          );
        })}
      </ul>
      {events.length > 1 && (
        <p>
          <a href={allIcsUrl} download>
            {t('site.addAllToCalendar')}
          </a>
        </p>
      )}
      {feedUrl && (
        <p>
          <a href={feedUrl.replace(/^https?:/, 'webcal:')}>{t('site.subscribeEvents')}</a>
          {` ${t('site.subscribeNote')}`}
        </p>
      )}
    </section>
  );
}
