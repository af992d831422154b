/** The 20 page sections (site-editor.md §2, §3; the guests' photos of issue 26) and the stored page order. */
import { appText } from '../i18n/app';
import { z } from 'zod';

export const SECTION_KEYS = [
  'mainPhoto',
  'ourStory',
  'images',
  'weddingParty',
  'schedule',
  'content',
  'fancyCard',
  'customOne',
  'customTwo',
  'customThree',
  'customFour',
  'customFive',
  'customSix',
  'customSeven',
  'customEight',
  'customNine',
  'customTen',
  'rsvpMini',
  'infoTiles',
  /** The newest photos guests shared (issue 26 item 6). */
  'guestPhotos',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const SECTION_TOGGLE_FIELDS = [
  'mainPhotoSection',
  'ourStorySection',
  'imagesSection',
  'weddingPartySection',
  'scheduleSection',
  'contentSection',
  'fancyCardSection',
  'customOneSection',
  'customTwoSection',
  'customThreeSection',
  'customFourSection',
  'customFiveSection',
  'customSixSection',
  'customSevenSection',
  'customEightSection',
  'customNineSection',
  'customTenSection',
  'rsvpMiniSection',
  'infoTilesSection',
  'guestPhotosSection',
] as const;
export type SectionToggleField = (typeof SECTION_TOGGLE_FIELDS)[number];

export interface SectionDefinition {
  /** Fixed id 1..20, the position in the spec's list (20: the guests' photos, issue 26). */
  id: number;
  key: SectionKey;
  displayName: string;
  toggleField: SectionToggleField;
  /** Fragment id on the public page, where the spec names one. */
  anchor: string | null;
  proOnly: boolean;
}

/**
 * What the couple reads in the builder (issue 25 item 6): the section in their own words, not the
 * spec's developer names ('Left Align Heading', 'General Section #2', 'Fancy Card #1'), which
 * docs/decisions.md maps to these. Travel & Stay keeps the spec's name. The words are the app's catalogue's.
 */
const DISPLAY_NAMES = {
  mainPhoto: 'builder.section.mainPhoto',
  ourStory: 'builder.section.ourStory',
  images: 'builder.section.images',
  weddingParty: 'builder.section.weddingParty',
  schedule: 'builder.section.schedule',
  content: 'builder.section.content',
  fancyCard: 'builder.section.fancyCard',
  customOne: 'builder.section.customOne',
  customTwo: 'builder.section.customTwo',
  customThree: 'builder.section.customThree',
  customFour: 'builder.section.customFour',
  customFive: 'builder.section.customFive',
  customSix: 'builder.section.customSix',
  customSeven: 'builder.section.customSeven',
  customEight: 'builder.section.customEight',
  customNine: 'builder.section.customNine',
  customTen: 'builder.section.customTen',
  rsvpMini: 'builder.section.rsvpMini',
  infoTiles: 'builder.section.infoTiles',
  guestPhotos: 'builder.section.guestPhotos',
} as const satisfies Record<SectionKey, `builder.section.${string}`>;

/**
 * Fragment ids on the public page: the spec's six, and one for every other section with a heading,
 * so the site's menu can list each of them (issue 25 item 3). The main photo and the info tiles have
 * no heading and no anchor.
 */
const ANCHORS: Partial<Record<SectionKey, string>> = {
  ourStory: 'our-story',
  images: 'gallery',
  customTwo: 'gallery-two',
  schedule: 'schedule',
  weddingParty: 'wedding-party',
  content: 'content',
  fancyCard: 'celebration',
  customOne: 'travel',
  customThree: 'a-few-words',
  customFour: 'good-to-know',
  customFive: 'map',
  customSix: 'highlight',
  customSeven: 'countdown',
  customEight: 'link',
  customNine: 'link-two',
  customTen: 'more',
  rsvpMini: 'rsvp',
  guestPhotos: 'guest-photos',
};

// Only the map is Pro-only: it is the one section the spec names as paid, and gating more
// sections would take away from free users something the spec never says they lack.
const PRO_ONLY: ReadonlySet<SectionKey> = new Set<SectionKey>(['customFive']);

export const SECTIONS: readonly SectionDefinition[] = SECTION_KEYS.map((key, index) => ({
  id: index + 1,
  key,
  displayName: appText(DISPLAY_NAMES[key]),
  toggleField: SECTION_TOGGLE_FIELDS[index]!,
  anchor: ANCHORS[key] ?? null,
  proOnly: PRO_ONLY.has(key),
}));

const SECTION_BY_KEY = new Map(SECTIONS.map((section) => [section.key, section]));

export function isSectionKey(value: unknown): value is SectionKey {
  return typeof value === 'string' && SECTION_BY_KEY.has(value as SectionKey);
}

export function sectionByKey(key: SectionKey): SectionDefinition {
  return SECTION_BY_KEY.get(key)!;
}

export const sectionKeySchema = z.enum(SECTION_KEYS);

export const pageOrderEntrySchema = z.object({
  id: z.number().int().min(1).max(SECTION_KEYS.length),
  title: sectionKeySchema,
  sidebarActive: z.boolean(),
  render: z.boolean(),
});
export type PageOrderEntry = z.infer<typeof pageOrderEntrySchema>;

const DEFAULT_ACTIVE_IDS = new Set([1, 2, 3, 5, 6]);
const DEFAULT_RENDERED_IDS = new Set([2, 3, 5, 6]);

export function defaultPageOrder(): PageOrderEntry[] {
  return SECTIONS.map(({ id, key }) => ({
    id,
    title: key,
    sidebarActive: DEFAULT_ACTIVE_IDS.has(id),
    render: DEFAULT_RENDERED_IDS.has(id),
  }));
}

/**
 * A complete order of all 20 sections: stored entries first in their order (unknown titles and
 * repeats dropped, ids re-derived from the key), missing sections appended inactive. An inactive
 * section is never rendered (site-editor.md §4: "on save an inactive section is stored as not rendered").
 */
export function normalizePageOrder(order: unknown): PageOrderEntry[] {
  const seen = new Set<SectionKey>();
  const result: PageOrderEntry[] = [];
  for (const raw of Array.isArray(order) ? order : []) {
    if (!raw || typeof raw !== 'object') continue;
    const { title, sidebarActive, render } = raw as Record<string, unknown>;
    if (!isSectionKey(title) || seen.has(title)) continue;
    seen.add(title);
    const active = sidebarActive === true;
    result.push({ id: sectionByKey(title).id, title, sidebarActive: active, render: active && render === true });
  }
  for (const { id, key } of SECTIONS) {
    if (!seen.has(key)) result.push({ id, title: key, sidebarActive: false, render: false });
  }
  return result;
}

/** Pro-only sections whose active state differs between two orders (picks the Pro update route). */
export function changedProOnlySections(before: PageOrderEntry[], after: PageOrderEntry[]): SectionKey[] {
  const activeIn = (order: PageOrderEntry[], key: SectionKey) => order.some((e) => e.title === key && e.sidebarActive);
  return SECTIONS.filter((s) => s.proOnly && activeIn(before, s.key) !== activeIn(after, s.key)).map((s) => s.key);
}
