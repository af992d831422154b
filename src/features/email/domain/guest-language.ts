// A guest e-mail's language (issue 27): the guest's preferred language, else the wedding's default. Vowly's own
// words follow it (the catalogues of src/shared/i18n); the couple's texts stay as they wrote them. English keeps
// the formats it always had (date-fns: "Sunday, June 14th, 2026 at 4:00 PM"); every other language is written by
// Intl in the wedding's zone.
import { formatDate, siteLanguages, toLang, translator, type Lang, type Translate } from '../../../shared/i18n';
import { zonedFormatter } from '../../../shared/wedding/zoned-format';

export function guestLanguage(guest: { language?: string | null } | null | undefined, wedding: object): Lang {
  return toLang(guest?.language) ?? siteLanguages(wedding).defaultLanguage;
}

/** The couple's own text in the reader's language: the one field until the wedding holds per-language texts (issue 27 item 2). */
export function coupleText(value: string, _lang: Lang): string {
  return value;
}

export interface GuestDates {
  lang: Lang;
  t: Translate;
  /** "Sunday, June 14, 2026" / "domingo, 14 de junio de 2026". */
  day(moment: Date | string): string;
  /** "4:00 PM" / "16:00". */
  time(moment: Date | string): string;
  /** "Sunday, June 14, 2026, 4:00 PM". */
  dayTime(moment: Date | string): string;
  /** "Sun, Jun 14, 2026, 4:00 PM" (a short one for tables). */
  shortDayTime(moment: Date | string): string;
}

/** Dates and the translator for one reader, in the wedding's zone. */
export function guestDates(lang: Lang, timeZone: string): GuestDates {
  if (lang === 'en') {
    return {
      lang,
      t: translator(lang),
      day: zonedFormatter(timeZone, 'EEEE, MMMM d, yyyy'),
      time: zonedFormatter(timeZone, 'h:mm a'),
      dayTime: zonedFormatter(timeZone, 'EEEE, MMMM d, yyyy, h:mm a'),
      shortDayTime: zonedFormatter(timeZone, 'EEE, MMM d, yyyy, h:mm a'),
    };
  }
  return {
    lang,
    t: translator(lang),
    day: (moment) => formatDate(lang, moment, timeZone, { dateStyle: 'full' }),
    time: (moment) => formatDate(lang, moment, timeZone, { timeStyle: 'short' }),
    dayTime: (moment) => formatDate(lang, moment, timeZone, { dateStyle: 'full', timeStyle: 'short' }),
    shortDayTime: (moment) => formatDate(lang, moment, timeZone, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

/** "Saturday, June 13, 2026, 6:00 PM – 9:00 PM" (both days when it ends on another day). */
export function whenText(dates: GuestDates, startsAt: Date | string, endsAt: Date | string): string {
  const sameDay = dates.day(startsAt) === dates.day(endsAt);
  return `${dates.dayTime(startsAt)} – ${sameDay ? dates.time(endsAt) : dates.dayTime(endsAt)}`;
}
