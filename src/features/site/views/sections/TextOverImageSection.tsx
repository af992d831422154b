import { Paragraph, ResponsiveImage, SectionShell, type ImageBox } from './parts';
import type { SectionProps } from './types';
import { Ornament } from '../site/ornaments/symbols';

const BACKGROUND_BOX: ImageBox = { width: 1600, height: 900, sizes: '100vw' };

/**
 * Text over image (custom six): Darken Image lays a dark scrim over the photo and White Text
 * turns the words white. Without a photo both are ignored: white text on the page background
 * would be unreadable.
 */
export function TextOverImageSection({ site }: SectionProps) {
  const { customSixHeading, customSixComment, fixedImg, defaultFixedImg, darkTextOverImg, textWhite } = site.content;
  const image = fixedImg || defaultFixedImg;
  const classes = ['w-overlay', image ? 'w-overlay--image' : 'w-overlay--plain'];
  if (image && darkTextOverImg) classes.push('w-overlay--darken');
  if (image && textWhite) classes.push('w-overlay--white');
  return (
    <SectionShell section="customSix" className={classes.join(' ')}>
      {image && <ResponsiveImage src={image} alt="" box={BACKGROUND_BOX} className="w-overlay__img" />}
      <div className="w-overlay__content">
        <Ornament kind="divider" className="w-overlay__orn" />
        {customSixHeading.trim() && <h2 className="w-overlay__heading">{customSixHeading}</h2>}
        <Paragraph text={customSixComment} className="w-overlay__text" />
      </div>
    </SectionShell>
  );
}
