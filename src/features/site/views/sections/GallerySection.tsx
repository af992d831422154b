import { Gallery } from './gallery';
import type { SectionProps } from './types';
import { siteI18n } from '../site/site-data';

/** Gallery (anchor gallery). */
export function GallerySection({ site }: SectionProps) {
  const { images, galleryComment, imagesLayout, dividerStyle } = site.content;
  return (
    <Gallery section="images" anchor="gallery" tagline={galleryComment} images={images} layout={imagesLayout} divider={dividerStyle} i18n={siteI18n(site)} />
  );
}
