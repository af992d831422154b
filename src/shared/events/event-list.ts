// A wedding's events as everyone reads them (issue 16 item 1): the stored rows, and the main wedding day read
// from the wedding's date until the couple saves it (three hours from the wedding's time), in time order. Pure
// (no database): the events feature, the RSVP form, the seating charts and the cards read the list the same way.
import { appText } from '../i18n/app';
import { EVERYONE, type EventAudience } from './audience';
import { localizeRecord, readTranslations, type Translations } from '../wedding/translations';
import { translator } from '../i18n/catalogues';
import { toLang } from '../i18n/languages';

/** The id the main wedding day has while it is read from the wedding's date. */
export const MAIN_EVENT_ID = 'wedding-day';
const MAIN_LENGTH_MS = 3 * 60 * 60 * 1000;

/** The event's texts the couple may write in the wedding's other languages (issue 27 item 2), with their limits. */
const EVENT_TEXT_LIMITS: Readonly<Record<string, number>> = { title: 120, venueName: 200, venueAddress: 500, dressCode: 200, notes: 2000 };
export const eventTextLimit = (path: string) => (Object.hasOwn(EVENT_TEXT_LIMITS, path) ? EVENT_TEXT_LIMITS[path] : undefined);

/** What the couple writes for an event: its time, place and texts (stored, listed and saved alike). */
export interface EventDetails {
  title: string;
  startsAt: Date;
  endsAt: Date;
  venueName: string;
  venueAddress: string;
  mapUrl: string;
  dressCode: string;
  notes: string;
}

/** An event as stored (the wedding_events row's columns this list reads). */
export interface StoredEvent extends EventDetails {
  id: string;
  main: boolean;
  forEveryone: boolean;
  inviteTags: string[];
  inviteGuestIds: string[];
  translations: unknown;
}

export interface WeddingEvent extends EventDetails {
  id: string;
  main: boolean;
  /** Read from the wedding's date, not stored yet. */
  derived: boolean;
  audience: EventAudience;
  /** Its texts in the wedding's other languages (issue 27 item 2). */
  translations: Translations;
}

export interface WeddingForEvents {
  id: string;
  timeZone: string;
  weddingDate: Date | null;
  /** The site's content: its 'weddingLocation' is the derived wedding day's place. */
  content?: unknown;
}

export function siteLocation(content: unknown): string {
  const value = content && typeof content === 'object' ? (content as Record<string, unknown>).weddingLocation : undefined;
  return typeof value === 'string'
    ? value
        .replace(/\s*\n+\s*/g, ', ')
        .trim()
        .slice(0, 500)
    : '';
}

export function fromRow(row: StoredEvent): WeddingEvent {
  return {
    id: row.id,
    main: row.main,
    derived: false,
    title: row.title,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    venueName: row.venueName,
    venueAddress: row.venueAddress,
    mapUrl: row.mapUrl,
    dressCode: row.dressCode,
    notes: row.notes,
    audience: { everyone: row.forEveryone, tags: row.inviteTags, guestIds: row.inviteGuestIds },
    translations: readTranslations(row.translations, eventTextLimit),
  };
}

/** The event as a guest reading `lang` sees it: the couple's translations, the default text where there is none. */
export function localizeEvent(event: WeddingEvent, lang: string | undefined): WeddingEvent {
  return localizeRecord(event, lang, event.translations);
}

/**
 * The event as a guest reading `lang` sees it anywhere (pages, e-mails, calendar files; issue 27): the couple's
 * translations, the default text where there is none, and the wedding day Vowly made up in Vowly's words.
 */
export function eventInLanguage(event: WeddingEvent, lang: string | undefined): WeddingEvent {
  const localized = localizeEvent(event, lang);
  const language = toLang(lang);
  return event.derived && language ? { ...localized, title: translator(language)('site.weddingDay') } : localized;
}

export function derivedMain(weddingDate: Date, location: string): WeddingEvent {
  return {
    id: MAIN_EVENT_ID,
    main: true,
    derived: true,
    title: appText('events.weddingDay'),
    startsAt: weddingDate,
    endsAt: new Date(weddingDate.getTime() + MAIN_LENGTH_MS),
    venueName: '',
    venueAddress: location,
    mapUrl: '',
    dressCode: '',
    notes: '',
    audience: EVERYONE,
    translations: {},
  };
}

/** The wedding's events in time order (issue 22 item 7: welcome drinks before the wedding day, everywhere), from its stored rows. */
export function eventsOf(rows: StoredEvent[], wedding: WeddingForEvents): WeddingEvent[] {
  const stored = rows.map(fromRow);
  const main = stored.find((e) => e.main) ?? (wedding.weddingDate ? derivedMain(wedding.weddingDate, siteLocation(wedding.content)) : null);
  const all = [...(main ? [main] : []), ...stored.filter((e) => !e.main)];
  return all.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
