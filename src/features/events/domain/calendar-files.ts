/**
 * Add to calendar (issue 16 item 4): .ics files written by the `ics` library (times in UTC, so every
 * calendar shows them at the right moment in its own zone) and Google Calendar / Outlook links.
 */
import { createEvents, type EventAttributes } from 'ics';
import { eventInLanguage, type WeddingEvent } from '../../../shared/events/event-list';
import { translator, type Lang } from '../../../shared/i18n';

export interface CalendarWedding {
  id: string;
  timeZone: string;
  title: string;
}

export function eventLocation(event: WeddingEvent): string {
  return [event.venueName, event.venueAddress].filter((part) => part.trim() !== '').join(', ');
}

/** The dress code, notes and map link, Vowly's words in the reader's language (issue 27). */
function eventDescription(event: WeddingEvent, lang: Lang): string {
  const t = translator(lang);
  return [
    event.dressCode ? t('site.dressCode', { dressCode: event.dressCode }) : '',
    event.notes,
    event.mapUrl ? `${t('site.section.map')}: ${event.mapUrl}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
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
export function icsFor(wedding: CalendarWedding, events: WeddingEvent[], siteUrl: string, options: { feed?: boolean; lang?: Lang } = {}): string {
  const lang = options.lang ?? 'en';
  const attributes: EventAttributes[] = events.map((listed) => {
    // The couple's texts in the reader's language where they wrote them (issue 27).
    const event = eventInLanguage(listed, lang);
    const location = eventLocation(event);
    const description = eventDescription(event, lang);
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
  // The ics library always writes X-PUBLISHED-TTL:PT1H and folds lines by characters, not octets.
  const lines = unfoldLines(value).filter((line) => !line.startsWith('X-PUBLISHED-TTL:'));
  if (options.feed) {
    const name = lines.findIndex((line) => line.startsWith('X-WR-CALNAME:'));
    lines.splice(name + 1, 0, `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`, `X-PUBLISHED-TTL:${FEED_REFRESH}`);
  }
  return lines.map(foldLine).join('\r\n');
}

function unfoldLines(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

const MAX_OCTETS = 75;

/** RFC 5545 §3.1: lines longer than 75 octets are split with CRLF + one space, never inside a UTF-8 character. */
function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation line starts with a space, which counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function compact(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The event as given (already in the reader's language); `lang`: Vowly's words in its details. */
export function googleCalendarUrl(wedding: CalendarWedding, event: WeddingEvent, lang: Lang = 'en'): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${event.title} · ${wedding.title}`,
    dates: `${compact(event.startsAt)}/${compact(event.endsAt)}`,
    details: eventDescription(event, lang),
    location: eventLocation(event),
    ctz: wedding.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(wedding: CalendarWedding, event: WeddingEvent, lang: Lang = 'en'): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: `${event.title} · ${wedding.title}`,
    startdt: event.startsAt.toISOString(),
    enddt: event.endsAt.toISOString(),
    body: eventDescription(event, lang),
    location: eventLocation(event),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
