import { sectionByKey } from '../../domain/wedding';
import { SectionList, renderedSections } from './SectionList';
import { rsvpHref, type WeddingSiteData } from './site-data';
import { weddingRootProps } from './style-vars';

const NAV_LABELS: Record<string, string> = {
  'our-story': 'Our Story',
  gallery: 'Gallery',
  'gallery-two': 'More Photos',
  schedule: 'Schedule',
  'wedding-party': 'Wedding Party',
  content: 'Details',
};

function WeddingNav({ site }: { site: WeddingSiteData }) {
  const keys = renderedSections(site);
  const anchors = keys.map((key) => sectionByKey(key).anchor).filter((anchor): anchor is string => Boolean(anchor));
  const withRsvp = keys.includes('rsvpMini');
  if (anchors.length + (withRsvp ? 1 : 0) < 2) return null;
  return (
    <nav className="w-nav" aria-label="Sections">
      <ul>
        {anchors.map((anchor) => (
          <li key={anchor}>
            <a href={`#${anchor}`}>{NAV_LABELS[anchor] ?? anchor}</a>
          </li>
        ))}
        {withRsvp && (
          <li>
            <a href={rsvpHref(site.weddingUrl)}>RSVP</a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** Branding shows unless a Pro owner switched the footer off. */
export function showsFooter(site: WeddingSiteData): boolean {
  return site.content.enableFooter || !site.ownerPro;
}

function WeddingFooter() {
  return (
    <footer className="w-footer">
      <a href="/" className="w-footer__brand">
        Made with Vowly
      </a>
    </footer>
  );
}

/** The whole public wedding page body, themed by data-theme and the couple's own styles. */
export function WeddingSite({ site }: { site: WeddingSiteData }) {
  return (
    <div className="wsite" {...weddingRootProps(site)}>
      <WeddingNav site={site} />
      <SectionList site={site} />
      {showsFooter(site) && <WeddingFooter />}
    </div>
  );
}
