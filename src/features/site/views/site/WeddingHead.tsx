import { responsiveImage } from '../../../../shared/images/responsive';
import { displayedDate, heroImage } from '../sections';
import { effectiveFonts } from '../../../../shared/wedding/design-families';
import { fontFaces, fontsUsedBy } from './font-faces';
import { LanguageAlternates } from './LanguageSwitcher';
import { coupleNames } from '../../../../shared/wedding/couple-names';
import { langQuery, siteI18n, type WeddingSiteData } from './site-data';

export function weddingTitle(site: WeddingSiteData): string {
  return coupleNames(site.content) || siteI18n(site).t('site.pageTitle.ourWedding');
}

/** "We are getting married · Saturday, June 14th, 2026 · Napa Valley": the preview text of a shared link. */
export function weddingDescription(site: WeddingSiteData): string {
  const { weddingHeader, weddingLocation } = site.content;
  return [weddingHeader.trim(), displayedDate(site)?.text, weddingLocation.trim()].filter(Boolean).join(' · ');
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Fonts (only those the page uses, the names' file preloaded), robots and the
 * Open Graph / Twitter tags. The @font-face text comes from the font packages, never from the
 * couple: font fields only hold catalogue keys.
 */
export function WeddingHead({ site, origin, path, indexable = false }: { site: WeddingSiteData; origin: string; path: string; indexable?: boolean }) {
  const hero = heroImage(site);
  const heroResponsive = hero ? responsiveImage(hero.src) : null;
  const title = weddingTitle(site);
  const description = weddingDescription(site);
  return (
    <>
      <meta name="robots" content={indexable ? 'index, follow' : 'noindex, nofollow'} />
      <link rel="canonical" href={`${absolute(origin, path)}${langQuery(site)}`} />
      <LanguageAlternates site={site} href={absolute(origin, path)} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={`${absolute(origin, path)}${langQuery(site)}`} />
      <meta property="og:site_name" content="Vowly" />
      {heroResponsive && <meta property="og:image" content={absolute(origin, heroResponsive.src)} />}
      <meta name="twitter:card" content={heroResponsive ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      {heroResponsive && <meta name="twitter:image" content={absolute(origin, heroResponsive.src)} />}
      <WeddingFonts site={site} />
    </>
  );
}

/**
 * Only the wedding's fonts: for pages in its design that share nothing about it (the password gate, the offline pages).
 * One file is preloaded: the names' face (the first screen's largest text); the others load as the page's text asks
 * for them, so they do not share the phone's first bandwidth with it and the hero picture.
 */
export function WeddingFonts({ site }: { site: WeddingSiteData }) {
  const fonts = fontsUsedBy(site.content, site.weddingTheme)
    .map((key) => fontFaces(key))
    .filter((faces) => faces !== null);
  const names = fontFaces(effectiveFonts(site.weddingTheme, site.content).mainFont);
  // The names' own file where the server made one (prepareNamesFont): a few KB instead of the face's core file.
  const own = site.namesFont;
  const preload = own?.url ?? names?.preload;
  const css = [...fonts.map((faces) => faces.css), ...(own ? [own.css, `:root { --w-font-names: ${own.stack}; }`] : [])];
  return (
    <>
      {preload && <link rel="preload" as="font" type="font/woff2" href={preload} crossOrigin="anonymous" />}
      {css.length > 0 && <style data-fonts="" dangerouslySetInnerHTML={{ __html: css.join('\n') }} />}
    </>
  );
}
