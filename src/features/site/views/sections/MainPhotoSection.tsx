import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { responsiveImage } from '../../../../shared/images/responsive';
import { familyOf } from '../../../../shared/wedding/design-families';
import { dateNumerals, HeroArt, initialsOf } from '../site/hero-art/HeroArt';
import { heroFilterCss } from './hero-filter';
import { ResponsiveImage, type ImageBox } from './parts';
import type { SectionProps } from './types';

export const HERO_BOX: ImageBox = { width: 1600, height: 1000, sizes: '100vw' };

/** The main photo, or the Design tab's hero image, with its filter. */
export function heroImage(site: SectionProps['site']): { src: string; filter: string | undefined } | null {
  const { mainImg, mainImgFilter, heroImg, heroImgFilter } = site.content;
  if (mainImg) return { src: mainImg, filter: heroFilterCss(mainImgFilter) };
  if (heroImg) return { src: heroImg, filter: heroFilterCss(heroImgFilter) };
  return null;
}

/**
 * The hero opens the page: fetch it with high priority from <head>. React puts the preload in the
 * head and merges it with its own preload of the same image, so it is asked for once.
 */
function preloadHero(src: string) {
  const image = responsiveImage(src);
  // The <picture> prefers AVIF where the host has it: preload what will be used.
  const srcSet = image.avifSrcSet ?? image.srcSet;
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: srcSet,
    imageSizes: srcSet ? HERO_BOX.sizes : undefined,
    type: image.avifSrcSet ? 'image/avif' : undefined,
  });
}

/** The design's drawn hero art for this site (names' initials, date numerals). */
export function SiteHeroArt({ site }: SectionProps) {
  const { content } = site;
  return (
    <HeroArt
      family={familyOf(site.weddingTheme)}
      initials={initialsOf([content.brideGroomOneName, content.brideGroomTwoName])}
      numerals={dateNumerals(site.weddingDate, site.timeZone)}
    />
  );
}

/** The header without any photo: over the design's own hero art, never an empty band. */
export function DrawnHeader({ site, children }: SectionProps & { children: ReactNode }) {
  return (
    <div className="w-section w-section--header w-hero--art">
      <SiteHeroArt site={site} />
      <div className="w-hero__overlay">{children}</div>
    </div>
  );
}

/** Main photo: a full-width hero; when it opens the page the names sit over it (children). */
export function MainPhotoSection({ site, children }: SectionProps & { children?: ReactNode }) {
  const hero = heroImage(site);
  if (!hero) {
    return children ? (
      <section className="w-section w-section--mainPhoto w-hero w-hero--plain w-hero--art" data-section="mainPhoto">
        <SiteHeroArt site={site} />
        <div className="w-hero__overlay">{children}</div>
      </section>
    ) : null;
  }
  if (children) preloadHero(hero.src);
  return (
    <section className={`w-section w-section--mainPhoto w-hero${children ? ' w-hero--titled' : ''}`} data-section="mainPhoto">
      <ResponsiveImage src={hero.src} alt="" box={HERO_BOX} className="w-hero__img" style={hero.filter ? { filter: hero.filter } : undefined} eager />
      {children && <div className="w-hero__frame" aria-hidden="true" />}
      {children && <div className="w-hero__overlay">{children}</div>}
    </section>
  );
}
