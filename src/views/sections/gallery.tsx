import GallerySlider from '../../../islands/GallerySlider';
import type { GALLERY_LAYOUTS, SectionKey } from '../../domain/wedding';
import { Island } from '../../hydration/Island';
import { ResponsiveImage, SectionHeading, SectionShell, type ImageBox } from './parts';

export const GALLERY_BOX: ImageBox = { width: 960, height: 640, sizes: '(min-width: 768px) 33vw, 100vw' };
const STACKED_BOX: ImageBox = { width: 1600, height: 1067, sizes: '(min-width: 960px) 960px, 100vw' };

/**
 * A gallery in one of its layouts: the slider is the one island (3 per view, swipe, keys);
 * columns and stacked are plain HTML. Hidden while it has no images.
 */
export function Gallery({
  section,
  anchor,
  tagline,
  images,
  layout,
  divider,
}: {
  section: SectionKey;
  anchor: string;
  tagline: string;
  images: string[];
  layout: (typeof GALLERY_LAYOUTS)[number];
  divider: Parameters<typeof SectionHeading>[0]['divider'];
}) {
  if (images.length === 0) return null;
  const label = tagline.trim() || 'Photo gallery';
  return (
    <SectionShell section={section} anchor={anchor} className={`w-gallery w-gallery--${layout}`}>
      <SectionHeading text={tagline} divider={divider} />
      {layout === 'slider' ? (
        <Island island={GallerySlider} props={{ images, label }} />
      ) : (
        <ul className={layout === 'columns' ? 'w-gallery__columns' : 'w-gallery__stack'}>
          {images.map((src, index) => (
            <li key={`${index}-${src}`} className="w-gallery__item">
              <ResponsiveImage
                src={src}
                alt={`${label}, photo ${index + 1} of ${images.length}`}
                box={layout === 'columns' ? GALLERY_BOX : STACKED_BOX}
                className="w-gallery__img"
              />
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}
