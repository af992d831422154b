import { DEFAULT_DATE_FORMAT, formatWeddingDate, NO_DATE_FORMAT } from '../../../../shared/wedding';
import { Fragment } from 'react';
import type { WeddingContent } from '../../../../shared/wedding';
import { DATE_FULL, DATE_LONG, formatDate } from '../../../../shared/i18n/format';
import { siteI18n, type WeddingSiteData } from '../site/site-data';

/**
 * The date line: none for 'No date'; the couple's typed displayedDate when there is one (it
 * replaces the formatted date); otherwise the wedding date in the chosen format, or in the
 * default format for the empty ('Default') one, in the wedding's time zone.
 */
export function displayedDate(site: WeddingSiteData): { text: string; iso?: string } | null {
  const { dateFormat, displayedDate: typed } = site.content;
  if (dateFormat === NO_DATE_FORMAT) return null;
  const iso = site.weddingDate ? site.weddingDate.toISOString() : undefined;
  if (typed.trim()) return { text: typed, iso };
  const { lang } = siteI18n(site);
  // Another language than English writes the date its own way (Intl), with the weekday when the chosen format has it.
  if (lang !== 'en' && site.weddingDate && iso) {
    const withWeekday = (dateFormat || DEFAULT_DATE_FORMAT).includes('EEE');
    return { text: formatDate(lang, site.weddingDate, site.timeZone, withWeekday ? DATE_FULL : DATE_LONG), iso };
  }
  const formatted = formatWeddingDate(site.weddingDate, dateFormat || DEFAULT_DATE_FORMAT, site.timeZone);
  return formatted && iso ? { text: formatted, iso } : null;
}

export function DateText({ site }: { site: WeddingSiteData }) {
  const date = displayedDate(site);
  if (!date) return null;
  return <p className="w-date">{date.iso ? <time dateTime={date.iso}>{date.text}</time> : date.text}</p>;
}

/**
 * The couple's names with the joiner in a box of its own, spaced from both names so that no
 * names font's swash touches it (issue 25 item 2); the text stays "Amelia & Jonah".
 */
export function CoupleNames({ content, className = 'w-names' }: { content: WeddingContent; className?: string }) {
  const names = [content.brideGroomOneName.trim(), content.brideGroomTwoName.trim()].filter(Boolean);
  if (names.length === 0) return null;
  return (
    <h1 className={className}>
      {names.length === 2 ? (
        <>
          {`${names[0]} `}
          <span className="w-names__joiner">{content.joiner}</span>
          {` ${names[1]}`}
        </>
      ) : (
        names[0]
      )}
    </h1>
  );
}

/**
 * The place line split at its " · ": each part a piece of its own, so a narrow screen puts the
 * parts on lines of their own instead of leaving a "·" at a line's end (wedding.css).
 */
export function PlaceLine({ text }: { text: string }) {
  const parts = text
    .split(/\s+·\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <p className="w-tagline w-header__tagline">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span className="w-place__sep"> · </span>}
          <span className="w-place__part">{part}</span>
        </Fragment>
      ))}
    </p>
  );
}

/** Names, header line, date and tagline: the top of every wedding page. */
export function WeddingHeader({ site }: { site: WeddingSiteData }) {
  const { content } = site;
  return (
    <header className="w-header">
      {content.weddingHeader.trim() && <p className="w-header__kicker">{content.weddingHeader}</p>}
      <CoupleNames content={content} />
      <DateText site={site} />
      {content.weddingLocation.trim() && <PlaceLine text={content.weddingLocation} />}
    </header>
  );
}
