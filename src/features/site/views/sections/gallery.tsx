import GallerySlider, { type GalleryTexts } from '../../../../../islands/GallerySlider';
import type { GALLERY_LAYOUTS, SectionKey } from '../../../../shared/wedding';
import { Island } from '../../../../core/rendering/hydration/Island';
import type { I18n } from '../../../../shared/i18n/react';
import { SectionHeading, SectionShell } from './parts';

/** A message's changing part left as a `{slot}` for the island to fill. */
const slots = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/** The island's words in the page's language, their changing parts left as `{slots}` it fills. */
function galleryTexts({ t }: I18n): GalleryTexts {
  return {
    photo: t('site.gallery.photo', slots('label', 'number', 'count')),
    position: t('site.gallery.position', slots('number', 'count')),
    range: t('site.gallery.range', slots('first', 'last', 'count')),
    previousPhoto: t('site.gallery.previousPhoto'),
    nextPhoto: t('site.gallery.nextPhoto'),
    close: t('site.gallery.close'),
    previousPhotos: t('site.gallery.previousPhotos'),
    nextPhotos: t('site.gallery.nextPhotos'),
  };
}

/**
 * A gallery in one of its layouts (slider, columns, stacked), hidden while it has no images.
 * Every photo is a link to its large image, so it opens without JavaScript; the GallerySlider
 * island (hydrated when scrolled near) opens it in a lightbox instead and pages the slider.
 * On phones the slider and the columns show one large photo per view.
 */
export function Gallery({
  section,
  anchor,
  tagline,
  images,
  layout,
  divider,
  i18n,
}: {
  section: SectionKey;
  anchor: string;
  tagline: string;
  images: string[];
  layout: (typeof GALLERY_LAYOUTS)[number];
  divider: Parameters<typeof SectionHeading>[0]['divider'];
  /** The page's language: the gallery's words (and the island's) are the guests'. */
  i18n: I18n;
}) {
  if (images.length === 0) return null;
  const label = tagline.trim() || i18n.t('site.photoGallery');
  return (
    <SectionShell section={section} anchor={anchor} className={`w-gallery w-gallery--${layout}`}>
      <SectionHeading text={tagline} divider={divider} />
      <Island island={GallerySlider} props={{ images, label, layout, texts: galleryTexts(i18n) }} />
    </SectionShell>
  );
}
