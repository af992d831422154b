import { Gallery } from './gallery';
import type { SectionProps } from './types';
import { siteI18n } from '../site/site-data';

/** Second gallery, custom two (anchor gallery-two). */
export function GalleryTwoSection({ site }: SectionProps) {
  const { customTwoImages, customTwoComment, customTwoLayout, dividerStyle } = site.content;
  return (
    <Gallery
      section="customTwo"
      anchor="gallery-two"
      tagline={customTwoComment}
      images={customTwoImages}
      layout={customTwoLayout}
      divider={dividerStyle}
      i18n={siteI18n(site)}
    />
  );
}
