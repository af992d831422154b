/** Building blocks shared by the public sections. Every text is rendered as a React text node (escaped). */
import type { CSSProperties, ReactNode } from 'react';
import { responsiveImage } from '../../../../shared/images/responsive';
import { type DIVIDER_STYLES, type SectionKey, sectionByKey } from '../../../../shared/wedding';
import { type HintedTextField, TEXT_HINTS } from '../../../../shared/wedding/record';
import { Ornament } from '../site/ornaments/symbols';
import type { WeddingSiteData } from '../site/site-data';
import { alignMargins } from '../site/style-vars';

export function SectionShell({
  section,
  anchor,
  className,
  style,
  children,
}: {
  section: SectionKey;
  anchor?: string | null;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <section
      className={`w-section w-section--${section}${className ? ` ${className}` : ''}`}
      id={anchor ?? sectionByKey(section).anchor ?? undefined}
      data-section={section}
      style={style}
    >
      <div className="w-section__inner">{children}</div>
    </section>
  );
}

export function Divider({ style }: { style: (typeof DIVIDER_STYLES)[number] }) {
  if (style === 'none') return null;
  // 'basic' (the record's default) is the design's own divider ornament.
  if (style === 'basic') {
    return (
      <div className="w-divider w-divider--basic" aria-hidden="true">
        <Ornament kind="divider" />
      </div>
    );
  }
  return <div className={`w-divider w-divider--${style}`} aria-hidden="true" />;
}

/** A section heading and the page's divider under it; nothing when the heading is blank. */
export function SectionHeading({
  text,
  divider,
  align,
  level = 2,
}: {
  text: string;
  divider: (typeof DIVIDER_STYLES)[number];
  align?: 'left' | 'center' | 'right';
  level?: 2 | 3;
}) {
  if (!text.trim()) return null;
  const Tag = level === 2 ? 'h2' : 'h3';
  const style = align ? ({ '--w-align-section': align } as CSSProperties) : undefined;
  return (
    <div className="w-heading" style={style}>
      <Tag className="w-heading__text">{text}</Tag>
      <Divider style={divider} />
    </div>
  );
}

/**
 * Couple-written prose; line breaks are kept by CSS (white-space: pre-line), never parsed. `hint`:
 * what an empty text shows in the builder's preview (guidance for the couple; guests never get one).
 */
export function Paragraph({
  text,
  className = 'w-paragraph',
  align,
  hint,
}: {
  text: string;
  className?: string;
  align?: 'left' | 'center' | 'right';
  hint?: string;
}) {
  const empty = !text.trim();
  if (empty && !hint) return null;
  const margins = align ? alignMargins(align) : null;
  const style = margins ? ({ '--w-align-paragraph': align, '--w-paragraph-ms': margins.start, '--w-paragraph-me': margins.end } as CSSProperties) : undefined;
  return (
    <p className={empty ? `${className} w-hint` : className} style={style}>
      {empty ? hint : text}
    </p>
  );
}

/**
 * A text section's paragraph and whether the section shows (issue 22 item 12): to guests only once
 * the couple wrote its text; in the builder's preview always, the empty text as its hint.
 */
export function sectionText(site: WeddingSiteData, field: HintedTextField): { shows: boolean; hint?: string } {
  const written = site.content[field].trim() !== '';
  if (site.editing) return { shows: true, hint: TEXT_HINTS[field] };
  return { shows: written };
}

export interface ImageBox {
  /** Nominal intrinsic size: the image is cropped into this ratio, so nothing shifts as it loads. */
  width: number;
  height: number;
  sizes: string;
}

export function ResponsiveImage({
  src,
  alt,
  box,
  className,
  style,
  eager = false,
}: {
  src: string;
  alt: string;
  box: ImageBox;
  className?: string;
  style?: CSSProperties;
  eager?: boolean;
}) {
  const image = responsiveImage(src);
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? box.sizes : undefined}
      width={box.width}
      height={box.height}
      alt={alt}
      style={style}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  if (!image.avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={box.sizes} />
      {img}
    </picture>
  );
}

export function ExternalButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="w-button" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
