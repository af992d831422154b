import { displayedDate } from './WeddingHeader';
import { Paragraph, SectionShell } from './parts';
import type { SectionProps } from './types';
import { Corners } from '../site/ornaments/symbols';

/** Fancy card: an ornamented card with heading, date (its own or the wedding's), address and note. */
export function FancyCardSection({ site }: SectionProps) {
  const { fancyCardHeading, fancyCardDate, fancyCardAddress, fancyCardComment } = site.content;
  const date = fancyCardDate.trim() || displayedDate(site)?.text || '';
  return (
    <SectionShell section="fancyCard">
      <div className="w-card w-fancy-card">
        <Corners />
        {fancyCardHeading.trim() && <h2 className="w-fancy-card__heading">{fancyCardHeading}</h2>}
        {date && <p className="w-fancy-card__date">{date}</p>}
        {fancyCardAddress.trim() && <address className="w-fancy-card__address">{fancyCardAddress}</address>}
        <Paragraph text={fancyCardComment} />
      </div>
    </SectionShell>
  );
}
