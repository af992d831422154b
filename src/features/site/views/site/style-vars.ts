/**
 * The page's CSS custom properties. The theme's palette comes from the stylesheet through
 * data-theme; only what the couple changed is set inline: colours that differ from the record's
 * default palette, sizes, alignments and fonts. Every value comes from a validated field (OKLCH
 * colours, catalogue fonts, enum sizes), so none can break out of its declaration.
 */
import type { CSSProperties } from 'react';
import {
  COLOR_FIELDS,
  type ColorField,
  defaultTheme,
  fontOption,
  isOklch,
  isThemeKey,
  retiredPalette,
  textSizeCss,
  themePalette,
  type ThemeKey,
  type ThemePalette,
  type WeddingContent,
} from '../../../../shared/wedding';
import { effectiveFonts, familyOf } from '../../../../shared/wedding/design-families';
import { inkOn } from './ink';

/** The CSS variable each colour field paints with. */
export const COLOR_VARIABLES: Record<ColorField, string> = {
  mainHeadingColor: '--w-main-heading',
  navColor: '--w-nav',
  sectionColor: '--w-section',
  paragraphColor: '--w-paragraph',
  backgroundColorOne: '--w-bg1',
  backgroundColorTwo: '--w-bg2',
  subAccentColor: '--w-sub-accent',
  mainAccentColor: '--w-accent',
};

export function themeKeyOf(value: string): ThemeKey {
  return isThemeKey(value) ? value : defaultTheme;
}

/**
 * Colours the couple set themselves. The record defaults every colour to the default theme's
 * palette, so a colour equal to that default is "not chosen" and the theme's own colour shows:
 * picking a theme changes the page without a colour reset, and a chosen colour always wins. A
 * colour of the theme's palette before its wedding redesign (written there by "Use this design")
 * is not chosen either, so the redesigned palette shows.
 */
export function customColors(content: WeddingContent, theme: string = defaultTheme): Partial<ThemePalette> {
  const defaults = themePalette(defaultTheme);
  const retired = retiredPalette(theme);
  const chosen: Partial<ThemePalette> = {};
  for (const field of COLOR_FIELDS) {
    const value = content[field];
    if (isOklch(value) && value !== defaults[field] && value !== retired?.[field]) chosen[field] = value;
  }
  return chosen;
}

/** The eight colours the page shows: the theme's, overridden by the couple's. */
export function effectivePalette(theme: string, content: WeddingContent): ThemePalette {
  return { ...themePalette(theme), ...customColors(content, theme) };
}

const FALLBACKS = { script: 'cursive', serif: 'Georgia, serif', sans: 'system-ui, sans-serif' } as const;

export function fontStack(key: string): string {
  const font = fontOption(key);
  if (!font) return FALLBACKS.serif;
  return `'${font.key}', ${FALLBACKS[font.category]}`;
}

/** Margins that put a max-width block (paragraph, divider, button row) where its text is aligned. */
export function alignMargins(align: string): { start: string; end: string } {
  if (align === 'left') return { start: '0', end: 'auto' };
  if (align === 'right') return { start: 'auto', end: '0' };
  return { start: 'auto', end: 'auto' };
}

/**
 * The page's variables. Fonts are the design's type pairing (design-families.ts) except the
 * fields the couple changed; colours, sizes and alignments are the couple's as before.
 */
export function weddingStyleVariables(content: WeddingContent, theme: string = defaultTheme): CSSProperties {
  const vars: Record<string, string> = {};
  const colors = customColors(content, theme);
  for (const field of COLOR_FIELDS) {
    const value = colors[field];
    if (value) vars[COLOR_VARIABLES[field]] = value;
  }
  if (colors.mainAccentColor) vars['--w-accent-ink'] = inkOn(colors.mainAccentColor);
  const fonts = effectiveFonts(theme, content);
  vars['--w-font-main'] = fontStack(fonts.mainFont);
  vars['--w-font-section'] = fontStack(fonts.sectionFont);
  vars['--w-font-paragraph'] = fontStack(fonts.paragraphFont);
  vars['--w-font-tagline'] = fontStack(fonts.taglineFont);
  vars['--w-font-date'] = fontStack(fonts.dateFont);
  vars['--w-size-main'] = textSizeCss(content.mainSize);
  vars['--w-size-section'] = textSizeCss(content.sectionSize);
  vars['--w-size-paragraph'] = textSizeCss(content.paragraphSize);
  vars['--w-size-tagline'] = textSizeCss(content.taglineSize);
  vars['--w-size-date'] = textSizeCss(content.dateSize);
  vars['--w-align-main'] = content.mainHeadingPosition;
  vars['--w-align-section'] = content.sectionPosition;
  vars['--w-align-paragraph'] = content.paragraphPosition;
  const paragraph = alignMargins(content.paragraphPosition);
  vars['--w-paragraph-ms'] = paragraph.start;
  vars['--w-paragraph-me'] = paragraph.end;
  return vars as CSSProperties;
}

/** The site root's attributes: palette (data-theme), design family (data-family) and the variables. */
export function weddingRootProps(site: { weddingTheme: string; content: WeddingContent }): {
  'data-theme': ThemeKey;
  'data-family': string;
  style: CSSProperties;
} {
  const theme = themeKeyOf(site.weddingTheme);
  return { 'data-theme': theme, 'data-family': familyOf(theme), style: weddingStyleVariables(site.content, theme) };
}
