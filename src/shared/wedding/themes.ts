/** Theme palettes and the theme catalogue shown at /app/designs (site-editor.md §9). */
import { z } from 'zod';
import { appText } from '../i18n/app';
import { CUSTOM_THEME_PALETTES } from './custom-theme-palettes';
import type { ThemePalette } from './palette';
import { DAISY_THEME_PALETTES } from './theme-palettes.generated';
import { WEDDING_PALETTES } from './wedding-palettes';
import { DAISY_THEME_KEYS, defaultTheme, isThemeKey, THEME_KEYS, type ThemeKey } from './theme-keys';

export { defaultTheme, isThemeKey, THEME_KEYS } from './theme-keys';
export type { ThemeKey } from './theme-keys';

const PALETTES: Record<ThemeKey, ThemePalette> = { ...DAISY_THEME_PALETTES, ...WEDDING_PALETTES, ...CUSTOM_THEME_PALETTES };

/** The eight colours of a theme; an unknown key falls back to the default theme. */
export function themePalette(key: string): ThemePalette {
  return { ...PALETTES[isThemeKey(key) ? key : defaultTheme] };
}

/**
 * The colours a redesigned theme had before issue 25 (daisyUI's palette), or none. Records hold
 * them where the old default (light) was stored or "Use this design" wrote the theme's palette;
 * such a colour is no choice of the couple's, so the current palette shows (style-vars.ts).
 */
export function retiredPalette(key: string): ThemePalette | undefined {
  return isThemeKey(key) && key in WEDDING_PALETTES ? { ...DAISY_THEME_PALETTES[key as keyof typeof WEDDING_PALETTES] } : undefined;
}

export const weddingThemeSchema = z.enum(THEME_KEYS).default(defaultTheme);

export interface ThemeCatalogueEntry {
  id: number;
  /** The theme key, as stored in weddingTheme. */
  title: ThemeKey;
  displayedTitle: string;
  description: string;
  featured: boolean;
  image: string;
}

// The catalogue is the 32 daisyUI theme keys in the spec's order (ids 1..32) plus aurora as id 33.
// celestial, celestial-noir and prism stay valid weddingTheme values but are not offered here:
// the spec pins aurora to id 33 and counts 33 entries, which leaves no place for the other three.
// The key stays the spec's `title`; what a couple reads is the design's wedding name and what it
// is made for (issue 25 item 1: palettes and names chosen for a wedding, not left from a UI kit), in the app's
// catalogue (builder.theme.<key>).
const CATALOGUE = [...DAISY_THEME_KEYS, 'aurora'] as const satisfies readonly ThemeKey[];

const FEATURED: ReadonlySet<ThemeKey> = new Set<ThemeKey>(['aurora', 'light', 'cupcake', 'bumblebee']);

export const THEME_CATALOGUE: readonly ThemeCatalogueEntry[] = CATALOGUE.map((key, index) => ({
  id: index + 1,
  title: key,
  displayedTitle: appText(`builder.theme.${key}`),
  description: appText(`builder.theme.${key}.description`),
  featured: FEATURED.has(key),
  image: `/themes/${key}.webp`,
}));
