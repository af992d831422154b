/**
 * Add to calendar (issue 16 item 4): .ics files written by the `ics` library (times in UTC, so every
 * calendar shows them at the right moment in its own zone) and Google Calendar / Outlook links.
 */
import { createEvents, type EventAttributes } from 'ics';
import type { WeddingEvent } from './events';

export interface CalendarWedding {
  id: string;
  timeZone: string;
  title: string;
}

export function eventLocation(event: WeddingEvent): string {
  return [event.venueName, event.venueAddress].filter((part) => part.trim() !== '').join(', ');
}

function eventDescription(event: WeddingEvent): string {
  return [event.dressCode ? `Dress code: ${event.dressCode}` : '', event.notes, event.mapUrl ? `Map: ${event.mapUrl}` : ''].filter(Boolean).join('\n\n');
}

function uid(wedding: CalendarWedding, event: WeddingEvent): string {
  return `${event.derived ? `${wedding.id}-${event.id}` : event.id}@vowly`;
}

/** How often a subscribed calendar should read a guest's feed again (RFC 7986 REFRESH-INTERVAL, Outlook's X-PUBLISHED-TTL). */
const FEED_REFRESH = 'PT6H';

/**
 * One VCALENDAR with the given events. UIDs are stable per event, so a calendar that reads the file
 * again (a subscribed feed: `feed`) updates the events it has instead of adding copies.
 */
export function icsFor(wedding: CalendarWedding, events: WeddingEvent[], siteUrl: string, options: { feed?: boolean } = {}): string {
  const attributes: EventAttributes[] = events.map((event) => {
    const location = eventLocation(event);
    const description = eventDescription(event);
    return {
      uid: uid(wedding, event),
      title: `${event.title} · ${wedding.title}`,
      start: event.startsAt.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: event.endsAt.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      ...(location ? { location } : {}),
      ...(description ? { description } : {}),
      url: siteUrl,
      status: 'CONFIRMED',
      busyStatus: 'BUSY',
    };
  });
  const { error, value } = createEvents(attributes, { productId: 'vowly/events', calName: wedding.title, method: 'PUBLISH' });
  if (error || !value) throw error ?? new Error('Calendar file could not be written');
  if (!options.feed) return value;
  // The ics library writes no refresh hints: add them after the calendar's name.
  return value.replace(/(X-WR-CALNAME:[^\r\n]*\r\n)/, `$1REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}\r\nX-PUBLISHED-TTL:${FEED_REFRESH}\r\n`);
}

function compact(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function googleCalendarUrl(wedding: CalendarWedding, event: WeddingEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${event.title} · ${wedding.title}`,
    dates: `${compact(event.startsAt)}/${compact(event.endsAt)}`,
    details: eventDescription(event),
    location: eventLocation(event),
    ctz: wedding.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(wedding: CalendarWedding, event: WeddingEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: `${event.title} · ${wedding.title}`,
    startdt: event.startsAt.toISOString(),
    enddt: event.endsAt.toISOString(),
    body: eventDescription(event),
    location: eventLocation(event),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
