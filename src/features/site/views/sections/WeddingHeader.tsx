import { DEFAULT_DATE_FORMAT, formatWeddingDate, NO_DATE_FORMAT } from '../../../../shared/wedding';
import { coupleNames, type WeddingSiteData } from '../site/site-data';

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
  const formatted = formatWeddingDate(site.weddingDate, dateFormat || DEFAULT_DATE_FORMAT, site.timeZone);
  return formatted && iso ? { text: formatted, iso } : null;
}

export function DateText({ site }: { site: WeddingSiteData }) {
  const date = displayedDate(site);
  if (!date) return null;
  return <p className="w-date">{date.iso ? <time dateTime={date.iso}>{date.text}</time> : date.text}</p>;
}

/** Names, header line, date and tagline: the top of every wedding page. */
export function WeddingHeader({ site }: { site: WeddingSiteData }) {
  const { content } = site;
  const names = coupleNames(content);
  return (
    <header className="w-header">
      {content.weddingHeader.trim() && <p className="w-header__kicker">{content.weddingHeader}</p>}
      {names && <h1 className="w-names">{names}</h1>}
      <DateText site={site} />
      {content.weddingLocation.trim() && <p className="w-tagline w-header__tagline">{content.weddingLocation}</p>}
    </header>
  );
}
