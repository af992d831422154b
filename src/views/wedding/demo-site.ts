/** The demo wedding of /designs/{id}: the seeded demo couple with every section filled and shown. */
import { demoWeddingContent, demoWeddingDate, DEMO_WEDDING_URL } from '../../db/seed/demo-wedding';
import { parseWeddingContent, type WeddingContent } from '../../domain/wedding';
import { demoImageContent, demoImageUrl } from './demo-images';
import type { WeddingSiteData } from './site-data';

export function demoContent(): WeddingContent {
  // Our own drawn pictures live under /designs/images/, outside what a couple may store.
  return { ...parseWeddingContent(demoWeddingContent), ...demoImageContent(demoImageUrl) };
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
