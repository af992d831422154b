/**
 * The demo's pictures: SVG scenes drawn by the project (demo-scenes.ts), rendered to WebP and AVIF
 * at 480, 960 and 1600 px (src/seed/demo-images-render.ts). The design demos (/designs/{id})
 * show them from /designs/images/{scene}/w{width}.{format}; the seeded /demo wedding gets its own
 * copies in the uploads store, like any couple's photos. See docs/image-sources.md.
 */
import type { DesignFamily } from '../../../../shared/wedding/design-families';
import { DEMO_SCENES, type DemoSceneName } from './demo-scenes';

export const DEMO_IMAGE_PREFIX = '/designs/images/';
export const DEMO_IMAGE_WIDTHS = [480, 960, 1600] as const;

/** Where each picture goes on the demo site. */
export const DEMO_PICTURES = {
  hero: 'hero',
  gallery: ['table', 'bouquet', 'arch', 'skyline', 'rings', 'beach'],
  galleryTwo: ['forest', 'toast', 'lake'],
  overlay: 'lights',
} as const satisfies {
  hero: DemoSceneName;
  gallery: readonly DemoSceneName[];
  galleryTwo: readonly DemoSceneName[];
  overlay: DemoSceneName;
};

/**
 * The design demos open on a picture that suits the family (hills for classic, a forest path for
 * botanical, a skyline for editorial…); that scene then leaves the galleries to the classic hills.
 */
export const FAMILY_HERO: Record<DesignFamily, DemoSceneName> = {
  classic: 'hero',
  botanical: 'forest',
  editorial: 'skyline',
  minimal: 'lake',
  celestial: 'lights',
  romantic: 'hero',
  playful: 'beach',
};
/** Scenes drawn at 1600 px as well, because they can fill a hero. */
export const WIDE_SCENES: ReadonlySet<DemoSceneName> = new Set([...Object.values(FAMILY_HERO), DEMO_PICTURES.overlay]);

/** The demo's wedding party, each with an illustrated portrait. */
export const DEMO_PARTY = [
  { id: 'demo0001', name: 'Clara Whitfield', caption: 'Maid of honour, bookshop witness', scene: 'clara' },
  { id: 'demo0002', name: 'Marcus Hale', caption: 'Best man since kindergarten', scene: 'marcus' },
  { id: 'demo0003', name: 'Priya Hale', caption: 'Bridesmaid and keeper of the playlist', scene: 'priya' },
  { id: 'demo0004', name: 'Theo Brandt', caption: 'Groomsman, in charge of the rings', scene: 'theo' },
] as const satisfies readonly { id: string; name: string; caption: string; scene: DemoSceneName }[];

export const DEMO_SCENE_NAMES = Object.keys(DEMO_SCENES) as DemoSceneName[];

export function isDemoSceneName(value: string): value is DemoSceneName {
  return Object.hasOwn(DEMO_SCENES, value);
}

/** The address a page stores: the largest WebP, from which responsiveImage() makes the srcset. */
export function demoImageUrl(name: DemoSceneName): string {
  return `${DEMO_IMAGE_PREFIX}${name}/w1600.webp`;
}

/** 'w960.avif' → true; only the files the renderer writes. */
export function isDemoImageFile(file: string): boolean {
  const match = file.match(/^w(\d+)\.(webp|avif)$/);
  return Boolean(match && (DEMO_IMAGE_WIDTHS as readonly number[]).includes(Number(match[1])));
}

export type DemoImageUrls = Record<DemoSceneName, string>;

/** The demo's page content fields that hold pictures, from one address per scene; `hero` swaps the opening picture. */
export function demoImageContent(url: (name: DemoSceneName) => string, hero: DemoSceneName = DEMO_PICTURES.hero) {
  const swap = (name: DemoSceneName) => (name === hero ? DEMO_PICTURES.hero : name);
  return {
    mainImg: url(hero),
    mainImgFilter: 'none' as const,
    images: DEMO_PICTURES.gallery.map(swap).map(url),
    customTwoImages: DEMO_PICTURES.galleryTwo.map(swap).map(url),
    fixedImg: url(swap(DEMO_PICTURES.overlay)),
    weddingParty: DEMO_PARTY.map(({ scene, ...member }) => ({ ...member, image: url(scene) })),
  };
}
