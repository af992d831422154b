/**
 * What the public wedding page (and the builder preview) renders from: the parsed page content
 * plus the account-level fields. Plain data, no request context, so the builder can build it
 * from its draft.
 */
import type { Lang } from '../../../../shared/i18n/languages';
import { ENGLISH, type I18n } from '../../../../shared/i18n/react';
import type { SiteGuestPhotos } from '../../../../shared/photos/site-photos';
import { localizeContent, type WeddingContent } from '../../../../shared/wedding';

export interface WeddingSiteData {
  content: WeddingContent;
  weddingUrl: string | null;
  weddingTheme: string;
  weddingDate: Date | null;
  timeZone: string;
  /** The owner is Pro: only then may the footer branding be hidden. */
  ownerPro: boolean;
  /** The server clock at render time (countdown first paint). */
  now: Date;
  /** RSVP takes answers (switch on, deadline not passed): the top bar shows its RSVP button. Unknown counts as open. */
  rsvpOpen?: boolean;
  /**
   * The wedding's events for everyone, shown as cards in the schedule section (issue 16): plain
   * text and links made by the server. Left out (the builder preview, a wedding with only the
   * wedding day read from its date): the section shows the couple's schedule items only.
   */
  events?: SiteEvent[];
  /**
   * The guest photos section (issue 26): the newest shared photos and the album's address, made by the server
   * only while the album is open to guests and has a photo; left out otherwise (the section then stays hidden).
   */
  guestPhotos?: SiteGuestPhotos;
  /**
   * The builder's preview: a text section the couple has not written yet shows with its hint (and
   * the map section says why it has no map); on the public page such sections stay hidden.
   */
  editing?: boolean;
  /**
   * The page's language and its translator (issue 27), set by the server for the negotiated language; left out (the
   * builder preview), the page is in English. A function, not a hook: the menu asks sections whether they render by
   * calling them outside React.
   */
  i18n?: I18n;
  /** The site's languages, its default first (the switcher and hreflang); left out: one language, no switcher. */
  languages?: readonly Lang[];
  /**
   * The names' own small font file (issue 25 item 8, font-faces.ts prepareNamesFont), made by the server for the
   * wedding page and the design demos; left out, the names use their face's core file.
   */
  namesFont?: NamesFont;
}

/** The names' face: its file (preloaded), its @font-face rule and the font stack the names are set in. */
export interface NamesFont {
  url: string;
  css: string;
  stack: string;
}

/** One public event as the schedule section shows it: texts already in the wedding's time zone. */
export interface SiteEvent {
  id: string;
  title: string;
  /** The start, for <time datetime>. */
  startsAt: string;
  /** The end (another language writes the day and hours from both with Intl). */
  endsAt?: string;
  /** 'Saturday, June 12, 2027' (or the whole span when it ends on another day). */
  date: string;
  /** '4:00 PM – 7:00 PM' (blank when the date line holds the span). */
  time: string;
  /** Venue name and address. */
  location: string;
  mapUrl: string;
  dressCode: string;
  notes: string;
  icsUrl: string;
  googleUrl: string;
  outlookUrl: string;
}

/** The stored wedding's fields the page needs (a domain Wedding has them; the builder island imports this file, so no server type). */
type StoredWeddingFields = Pick<WeddingSiteData, 'content' | 'weddingUrl' | 'weddingTheme' | 'weddingDate' | 'timeZone'>;

export function siteDataFromWedding(
  wedding: StoredWeddingFields,
  options: {
    ownerPro: boolean;
    now?: Date;
    rsvpOpen?: boolean;
    events?: SiteEvent[];
    guestPhotos?: SiteGuestPhotos;
    i18n?: I18n;
    languages?: readonly Lang[];
  },
): WeddingSiteData {
  return {
    // The couple's texts in the page's language, the default text where they wrote none (issue 27 item 2).
    content: localizeContent(wedding.content, options.i18n?.lang),
    weddingUrl: wedding.weddingUrl,
    weddingTheme: wedding.weddingTheme,
    weddingDate: wedding.weddingDate,
    timeZone: wedding.timeZone,
    ownerPro: options.ownerPro,
    now: options.now ?? new Date(),
    rsvpOpen: options.rsvpOpen,
    ...(options.events ? { events: options.events } : {}),
    ...(options.guestPhotos ? { guestPhotos: options.guestPhotos } : {}),
    ...(options.i18n ? { i18n: options.i18n } : {}),
    ...(options.languages ? { languages: options.languages } : {}),
  };
}

/** The page's language and translator: the negotiated one, or English. */
export function siteI18n(site: Pick<WeddingSiteData, 'i18n'>): I18n {
  return site.i18n ?? ENGLISH;
}

/**
 * What links within the site add so the next page stays in the language the visitor reads (`?lang=es`): nothing in
 * the site's default language (it is what a plain link opens).
 */
export function langQuery(site: Pick<WeddingSiteData, 'i18n' | 'languages'>): string {
  const lang = siteI18n(site).lang;
  return lang !== (site.languages?.[0] ?? 'en') ? `?lang=${lang}` : '';
}

/** The RSVP link of the mini-card: /{weddingUrl}/rsvp with slashes trimmed, or /rsvp; `query` keeps the language. */
export function rsvpHref(weddingUrl: string | null, query = ''): string {
  const slug = (weddingUrl ?? '').replace(/^\/+|\/+$/g, '');
  return `${slug ? `/${slug}/rsvp` : '/rsvp'}${query}`;
}
