// The site's menu (issue 25 item 3): every rendered section with a heading, in page order, less the
// ones the couple hid; and, for tablets and small laptops, which entries fit in one row of the top
// bar at each width (the rest go under "More").
import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { sectionByKey, type SectionKey, type WeddingContent } from '../../../../shared/wedding';
import { Island } from '../../../../core/rendering/hydration/Island';
import { SECTION_COMPONENTS } from '../sections';
import { renderedSections } from './SectionList';
import type { MessageKey } from '../../../../shared/i18n/locales/en';
import { siteI18n, type WeddingSiteData } from './site-data';

/** The couple's heading that names each section's entry; sections without one have a fixed name. */
const HEADING_FIELDS: Partial<Record<SectionKey, keyof WeddingContent>> = {
  ourStory: 'ourStoryHeading',
  content: 'contentHeading',
  fancyCard: 'fancyCardHeading',
  customOne: 'customOneHeading',
  customThree: 'customThreeHeading',
  customFour: 'customFourHeading',
  customFive: 'customFiveHeading',
  customSix: 'customSixHeading',
  customSeven: 'customSevenHeading',
  customEight: 'customEightHeading',
  customNine: 'customNineHeading',
  customTen: 'customTenHeading',
  rsvpMini: 'rsvpMiniHeading',
};

/** Each entry's name when the couple's heading is too long for a menu, or when the section has none. */
const SHORT_LABELS: Partial<Record<SectionKey, MessageKey>> = {
  ourStory: 'site.section.ourStory',
  images: 'site.section.gallery',
  customTwo: 'site.section.morePhotos',
  schedule: 'site.section.schedule',
  weddingParty: 'site.section.weddingParty',
  content: 'site.section.details',
  fancyCard: 'site.section.theDay',
  customOne: 'site.section.travel',
  customThree: 'site.section.aFewWords',
  customFour: 'site.section.goodToKnow',
  customFive: 'site.section.map',
  customSix: 'site.section.highlights',
  customSeven: 'site.section.countdown',
  customEight: 'site.section.registry',
  customNine: 'site.section.whereToStay',
  customTen: 'site.section.thingsToDo',
  rsvpMini: 'site.section.rsvp',
};

const LABEL_MAX = 18;

/** The entry's name: the couple's heading when short enough, else the short name; null when the heading is blank. */
function navLabel(site: WeddingSiteData, key: SectionKey): string | null {
  const field = HEADING_FIELDS[key];
  const short = SHORT_LABELS[key];
  const fallback = short ? siteI18n(site).t(short) : sectionByKey(key).displayName;
  if (!field) return fallback;
  const heading = String(site.content[field] ?? '').trim();
  if (!heading) return null;
  return heading.length <= LABEL_MAX ? heading : fallback;
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

export interface NavEntry {
  key: SectionKey;
  anchor: string;
  label: string;
}

/** The menu's entries: sections with an anchor and a heading that render, in page order, less the hidden ones. */
export function navEntries(site: WeddingSiteData): NavEntry[] {
  const hidden = new Set(site.content.navHidden);
  const entries: NavEntry[] = [];
  for (const key of renderedSections(site)) {
    const anchor = sectionByKey(key).anchor;
    if (!anchor || hidden.has(key)) continue;
    const label = navLabel(site, key);
    if (!label || !sectionRenders(site, key)) continue;
    entries.push({ key, anchor, label });
  }
  return entries;
}

// ── One row from 768 px up ──────────────────────────────────────────────────────────────────
/** The widths from which the bar shows its links in a row (below 768 px: the phone menu). */
export const NAV_TIERS = [768, 1024, 1280] as const;
export type NavTier = (typeof NAV_TIERS)[number];

// The links are set in capitals at 0.95rem with 0.08em tracking in the design's button face: at most
// about 11 px a character (measured over the designs' faces), and 1.5rem between links.
const CHAR_PX = 11;
const LINK_GAP_PX = 24;
// Beside the links: the bar's padding, the monogram, the RSVP button, the gaps between them, and "More".
const BAR_MAX_PX = 1200;
const BAR_PADDING_PX = 48;
const MONOGRAM_PX = 110;
const RSVP_PX = 100;
const GAPS_PX = 3 * 24;
const MORE_PX = 90;

const linkWidth = (label: string) => label.length * CHAR_PX + LINK_GAP_PX;

/**
 * The smallest tier from which each entry fits in the row (null: only under "More"), the entries
 * kept in page order (an entry never jumps ahead of one that went under "More"). A conservative
 * estimate; the browser test measures the row over every design at 768, 900, 1024 and 1279 px.
 */
export function navTiers(entries: NavEntry[]): (NavTier | null)[] {
  const total = entries.reduce((sum, e) => sum + linkWidth(e.label), 0);
  const tiers: (NavTier | null)[] = entries.map(() => null);
  for (const tier of [...NAV_TIERS].reverse()) {
    const room = Math.min(tier, BAR_MAX_PX) - BAR_PADDING_PX - MONOGRAM_PX - RSVP_PX - GAPS_PX;
    // Everything fits: no "More" at this width.
    const budget = total <= room ? room : room - MORE_PX;
    let used = 0;
    for (const [index, entry] of entries.entries()) {
      used += linkWidth(entry.label);
      if (used > budget) break;
      tiers[index] = tier;
    }
  }
  return tiers;
}

/** The tiers at which some entry is left for "More". */
export function moreTiers(tiers: (NavTier | null)[]): NavTier[] {
  return NAV_TIERS.filter((tier) => tiers.some((from) => from === null || from > tier));
}
