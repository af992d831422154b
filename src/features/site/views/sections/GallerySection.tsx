import { Gallery } from './gallery';
import type { SectionProps } from './types';

/** Gallery (anchor gallery). */
export function GallerySection({ site }: SectionProps) {
  const { images, galleryComment, imagesLayout, dividerStyle } = site.content;
  return <Gallery section="images" anchor="gallery" tagline={galleryComment} images={images} layout={imagesLayout} divider={dividerStyle} />;
}
