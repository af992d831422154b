/** Theme palettes and the theme catalogue shown at /app/designs (site-editor.md §9). */
import { z } from 'zod';
import { CUSTOM_THEME_PALETTES } from './custom-theme-palettes';
import type { ThemePalette } from './palette';
import { DAISY_THEME_PALETTES } from './theme-palettes.generated';
import { WEDDING_PALETTES } from './wedding-palettes';
import { defaultTheme, isThemeKey, THEME_KEYS, type ThemeKey } from './theme-keys';

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
// is made for (issue 25 item 1: palettes and names chosen for a wedding, not left from a UI kit).
const CATALOGUE: [ThemeKey, string, string][] = [
  ['light', 'Ivory Crest', 'Espresso ink and an antique-gold laurel crest on ivory paper, for a classic church or hall wedding.'],
  ['dark', 'Midnight Vows', 'Pale-gold names and stars on a deep navy sky, for an evening ceremony.'],
  ['cupcake', 'Blush Peony', 'Dusty rose and blush under a painted arch, soft and romantic.'],
  ['bumblebee', 'Golden Honey', 'Warm honey and cream with sunny shapes, for a summer garden party.'],
  ['emerald', 'Emerald Garden', 'Emerald leaves drawn on white, like a ceremony under the trees.'],
  ['corporate', 'City Hall', 'Black ink, a lipstick-red accent and big date numerals: an editorial city wedding.'],
  ['synthwave', 'Neon Nights', 'Neon pink and cyan on deep violet, a night party under the stars.'],
  ['retro', 'Golden Seventies', 'Burnt orange, teal and cream in round shapes, a seventies-style celebration.'],
  ['cyberpunk', 'Confetti Party', 'Coral, cobalt and tangerine confetti on white, for a bright and playful couple.'],
  ['valentine', 'Love Letter', 'Crimson and rose on warm white, framed in arches: romantic through and through.'],
  ['halloween', 'Candlelit Gothic', 'Candle amber and oxblood on near-black with carved capitals, a gothic autumn evening.'],
  ['garden', 'Rose Garden', 'Rose petals and sage leaves on blush white, airy and floral.'],
  ['forest', 'Woodland', 'Moss and fern on deep forest green, for a wedding among the trees.'],
  ['aqua', 'Seaside Chapel', 'Deep teal on sea-glass white with a sand-gold crest, made for the coast.'],
  ['lofi', 'Pen & Paper', 'Black ink on white and nothing extra: calm and minimal.'],
  ['pastel', 'Lavender Fields', 'Lavender and sage on soft white, light as spring.'],
  ['fantasy', 'Fairy Tale', 'Plum and periwinkle with storybook capitals, a little fairy tale.'],
  ['wireframe', 'Linen', 'Warm graphite on linen, hairlines and a clean modern sans: quiet and simple.'],
  ['black', 'Noir', 'Pure black and white, dramatic and modern.'],
  ['luxury', 'Black Tie', 'Gold on black, for a black-tie affair.'],
  ['dracula', 'Velvet Plum', 'Rose gold on plum velvet under the stars, moody and romantic.'],
  ['cmyk', 'Letterpress', 'Cobalt ink on cotton paper with a coral second colour, like a printed invitation.'],
  ['autumn', 'Harvest Vineyard', 'Burgundy and rust leaves on warm cream, harvest-season warmth.'],
  ['business', 'Rooftop Evening', 'Champagne on charcoal in high-contrast serif type, a sleek city night.'],
  ['acid', 'Fiesta', 'Fuchsia, tangerine and deep teal on mint white, a loud and joyful party.'],
  ['lemonade', 'Lemon Grove', 'Olive leaves and lemon yellow on pale citrus, fresh and sunny.'],
  ['night', 'Moonlight', 'Silver and pale blue on a moonlit sky, calm and clear.'],
  ['coffee', 'Candlelight', 'Champagne and caramel on dark chocolate, cosy and warm.'],
  ['winter', 'Winter White', 'Slate blue and a silver crest on snowy white, for a winter celebration.'],
  ['dim', 'Terracotta', 'Terracotta and warm ink on sand, an editorial Mediterranean wedding.'],
  ['nord', 'Nordic Frost', 'Frost blues and muted greys, calm and clear.'],
  ['sunset', 'Desert Dusk', 'Apricot and rose glowing on a dusk-blue sky.'],
  ['aurora', 'Northern Lights', 'Northern-lights violet and teal on a cool white, made for Vowly.'],
];

const FEATURED: ReadonlySet<ThemeKey> = new Set<ThemeKey>(['aurora', 'light', 'cupcake', 'bumblebee']);

export const THEME_CATALOGUE: readonly ThemeCatalogueEntry[] = CATALOGUE.map(([key, displayedTitle, description], index) => ({
  id: index + 1,
  title: key,
  displayedTitle,
  description,
  featured: FEATURED.has(key),
  image: `/themes/${key}.webp`,
}));
