/** The demo wedding of /designs/{id}: the seeded demo couple with every section filled and shown. */
import { demoWeddingContent, demoWeddingDate, DEMO_WEDDING_URL } from '../../db/seed/demo-wedding';
import { parseWeddingContent, SECTIONS, type SectionKey, type WeddingContent } from '../../domain/wedding';
import { demoImageUrl } from './demo-images';
import type { WeddingSiteData } from './site-data';

// Every section but the map, whose Google frame would only show a blank box offline.
const DEMO_ORDER: SectionKey[] = [
  'mainPhoto',
  'ourStory',
  'customSeven',
  'images',
  'fancyCard',
  'schedule',
  'weddingParty',
  'customOne',
  'customSix',
  'customTwo',
  'infoTiles',
  'customThree',
  'customFour',
  'customEight',
  'customTen',
  'content',
  'rsvpMini',
];

export function demoContent(): WeddingContent {
  const shown = new Set(DEMO_ORDER);
  const parsed = parseWeddingContent({
    ...demoWeddingContent,
    pageOrder: [
      ...DEMO_ORDER.map((key) => ({ title: key, sidebarActive: true, render: true })),
      ...SECTIONS.filter((s) => !shown.has(s.key)).map((s) => ({ title: s.key, sidebarActive: false, render: false })),
    ],
    customEightLink: 'https://example.com/registry',
  });
  // Our own illustrations live under /designs/images/, outside what a couple may store.
  return {
    ...parsed,
    mainImg: demoImageUrl('hero'),
    mainImgFilter: 'none',
    images: (['one', 'two', 'three', 'four', 'five', 'six'] as const).map(demoImageUrl),
    customTwoImages: (['seven', 'three', 'five'] as const).map(demoImageUrl),
    fixedImg: demoImageUrl('overlay'),
  };
}

export function demoSiteData(theme: string, now = new Date()): WeddingSiteData {
  return {
    content: demoContent(),
    weddingUrl: DEMO_WEDDING_URL,
    weddingTheme: theme,
    weddingDate: demoWeddingDate(now),
    timeZone: 'America/Los_Angeles',
    ownerPro: true,
    now,
  };
}
