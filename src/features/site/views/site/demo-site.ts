/** The demo wedding of /designs/{id}: the seeded demo couple with every section filled and shown. */
import { DEMO_TIME_ZONE, demoWeddingContent, demoWeddingDate, DEMO_WEDDING_URL } from '../../../../seed/demo-wedding';
import { parseWeddingContent, type WeddingContent } from '../../../../shared/wedding';
import { familyOf } from '../../../../shared/wedding/design-families';
import { demoImageContent, demoImageUrl, FAMILY_HERO } from './demo-images';
import type { WeddingSiteData } from './site-data';

export function demoContent(theme?: string): WeddingContent {
  // Our own drawn pictures live under /designs/images/, outside what a couple may store; the
  // opening picture suits the design's family.
  const hero = theme ? FAMILY_HERO[familyOf(theme)] : undefined;
  return { ...parseWeddingContent(demoWeddingContent), ...demoImageContent(demoImageUrl, hero) };
}

export function demoSiteData(theme: string, now = new Date()): WeddingSiteData {
  return {
    content: demoContent(theme),
    weddingUrl: DEMO_WEDDING_URL,
    weddingTheme: theme,
    weddingDate: demoWeddingDate(now),
    timeZone: DEMO_TIME_ZONE,
    ownerPro: true,
    now,
  };
}
