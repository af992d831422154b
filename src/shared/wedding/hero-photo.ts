import { normalizePageOrder } from './sections';

/** The two stored images that can sit behind the names: the main photo section's and the Design tab's hero. */
export type HeroPhotoField = 'mainImg' | 'heroImg';

interface HeroContent {
  mainImg?: string | null;
  heroImg?: string | null;
  pageOrder?: unknown;
}

/** Whether the main photo section is the first section the page shows (the names then sit over it). */
export function mainPhotoOpensPage(content: HeroContent): boolean {
  return normalizePageOrder(content.pageOrder).find((entry) => entry.render)?.title === 'mainPhoto';
}

/**
 * Which stored image the page shows behind the names, or null when the design's drawn art is
 * there: the main photo when its section opens the page (the Design tab's hero if it has none),
 * otherwise the Design tab's hero. The public page and the builder's one hero picker both ask
 * this, so the picker always shows and changes the photo guests see (issue 25 item 6).
 */
export function heroPhotoField(content: HeroContent): HeroPhotoField | null {
  if (mainPhotoOpensPage(content)) return content.mainImg ? 'mainImg' : content.heroImg ? 'heroImg' : null;
  return content.heroImg ? 'heroImg' : null;
}

/** Where a new photo behind the names goes: the image shown now, else the one the page would show. */
export function heroPhotoTarget(content: HeroContent): HeroPhotoField {
  return heroPhotoField(content) ?? (mainPhotoOpensPage(content) ? 'mainImg' : 'heroImg');
}
