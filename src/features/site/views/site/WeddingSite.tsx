import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { sectionByKey, type SectionKey } from '../../../../shared/wedding';
import { Island } from '../../../../core/rendering/hydration/Island';
import { SECTION_COMPONENTS } from '../sections';
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

/** The couple's own heading names a menu entry when it is short enough for a menu. */
function navLabel(site: WeddingSiteData, key: SectionKey, anchor: string): string {
  const heading = key === 'ourStory' ? site.content.ourStoryHeading : key === 'content' ? site.content.contentHeading : '';
  const own = heading.trim();
  return own && own.length <= 18 ? own : (NAV_LABELS[anchor] ?? anchor);
}

/** Whether a node puts anything on the page, following function components down to the first element. */
function rendersSomething(node: ReactNode, depth = 0): boolean {
  if (node == null || typeof node === 'boolean' || node === '') return false;
  if (Array.isArray(node)) return node.some((child) => rendersSomething(child as ReactNode, depth));
  if (!isValidElement(node)) return true;
  if (node.type === Fragment) return rendersSomething((node.props as { children?: ReactNode }).children, depth);
  // Host elements show; an island is never called here (it registers itself with the page).
  if (typeof node.type !== 'function' || node.type === Island || depth > 8) return true;
  try {
    return rendersSomething((node.type as (props: unknown) => ReactNode)(node.props), depth + 1);
  } catch {
    // A component that needs React's render context (hooks): assume it shows something.
    return true;
  }
}

/**
 * Whether a section puts anything on the page: the components return null when they have
 * nothing to show (a gallery without photos, a party without members…), so ask them.
 */
function sectionRenders(site: WeddingSiteData, key: SectionKey): boolean {
  return rendersSomething(createElement(SECTION_COMPONENTS[key], { site }));
}

/** The menu's entries: anchored sections that render, in page order. */
export function navEntries(site: WeddingSiteData): { anchor: string; label: string }[] {
  const entries: { anchor: string; label: string }[] = [];
  for (const key of renderedSections(site)) {
    const anchor = sectionByKey(key).anchor;
    if (!anchor || !sectionRenders(site, key)) continue;
    entries.push({ anchor, label: navLabel(site, key, anchor) });
  }
  return entries;
}

/** "A & J": the first letter of each name with the couple's joiner. */
function monogram(site: WeddingSiteData): string {
  const letters = [site.content.brideGroomOneName, site.content.brideGroomTwoName].map((name) => name.trim().charAt(0).toUpperCase()).filter(Boolean);
  return letters.join(` ${site.content.joiner.trim() || '&'} `);
}

export const MENU_ID = 'w-menu';

/**
 * The sticky top bar: the couple's monogram, the sections menu and, while RSVP is open, the RSVP
 * button. On phones the menu folds behind a Menu link that opens it with :target (no JavaScript);
 * picking a section moves the target, which closes it.
 */
function WeddingNav({ site }: { site: WeddingSiteData }) {
  const entries = navEntries(site);
  const rsvp = site.rsvpOpen !== false;
  if (entries.length === 0 && !rsvp) return null;
  const initials = monogram(site);
  return (
    <div className="w-bar">
      <div className="w-bar__inner">
        {entries.length > 0 && (
          <a className="w-bar__toggle" href={`#${MENU_ID}`} aria-controls={MENU_ID}>
            <svg className="w-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
            </svg>
            <span>Menu</span>
          </a>
        )}
        {initials && (
          <a className="w-bar__monogram" href="#w-top" aria-label={`${initials}, back to top`}>
            {initials}
          </a>
        )}
        {entries.length > 0 && (
          <nav className="w-bar__menu" id={MENU_ID} aria-label="Sections">
            <ul className="w-bar__links">
              {entries.map(({ anchor, label }) => (
                <li key={anchor}>
                  <a href={`#${anchor}`}>{label}</a>
                </li>
              ))}
            </ul>
            <a className="w-bar__close" href="#w-menu-closed">
              Close menu
            </a>
          </nav>
        )}
        {/* biome-ignore lint/a11y/useAnchorContent: the dimmed page behind the open menu; a tap on it closes the menu (the visible Close menu link is the accessible way) */}
        {entries.length > 0 && <a className="w-bar__backdrop" href="#w-menu-closed" aria-hidden="true" tabIndex={-1} />}
        {rsvp && (
          <a className="w-button w-bar__rsvp" href={rsvpHref(site.weddingUrl)}>
            RSVP
          </a>
        )}
      </div>
    </div>
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
    <div className="wsite" id="w-top" {...weddingRootProps(site)}>
      <WeddingNav site={site} />
      <SectionList site={site} />
      {showsFooter(site) && <WeddingFooter />}
    </div>
  );
}
