/** Theme palettes and the theme catalogue shown at /app/designs (site-editor.md §9). */
import { z } from 'zod';
import { CUSTOM_THEME_PALETTES } from './custom-theme-palettes';
import type { ThemePalette } from './palette';
import { DAISY_THEME_PALETTES } from './theme-palettes.generated';
import { defaultTheme, isThemeKey, THEME_KEYS, type ThemeKey } from './theme-keys';

export { defaultTheme, isThemeKey, THEME_KEYS } from './theme-keys';
export type { ThemeKey } from './theme-keys';

const PALETTES: Record<ThemeKey, ThemePalette> = { ...DAISY_THEME_PALETTES, ...CUSTOM_THEME_PALETTES };

/** The eight colours of a theme; an unknown key falls back to the default theme. */
export function themePalette(key: string): ThemePalette {
  return { ...PALETTES[isThemeKey(key) ? key : defaultTheme] };
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

// The catalogue is the 32 daisyUI themes in the spec's order (ids 1..32) plus aurora as id 33.
// celestial, celestial-noir and prism stay valid weddingTheme values but are not offered here:
// the spec pins aurora to id 33 and counts 33 entries, which leaves no place for the other three.
const CATALOGUE: [ThemeKey, string, string][] = [
  ['light', 'Light', 'Crisp white with indigo and rose accents: clean and timeless.'],
  ['dark', 'Dark', 'Slate backgrounds and bright accents for an evening celebration.'],
  ['cupcake', 'Cupcake', 'Soft pastels on warm cream, sweet and cheerful.'],
  ['bumblebee', 'Bumblebee', 'Sunny yellow and warm amber for a bright summer day.'],
  ['emerald', 'Emerald', 'Fresh green accents on white, like a garden ceremony.'],
  ['corporate', 'Corporate', 'Calm blues and neat greys for a polished, understated page.'],
  ['synthwave', 'Synthwave', 'Neon pink and cyan on deep purple, a retro-futurist party.'],
  ['retro', 'Retro', 'Vintage cream with muted coral and teal, a nod to the seventies.'],
  ['cyberpunk', 'Cyberpunk', 'Electric yellow and hot pink for a bold, playful couple.'],
  ['valentine', 'Valentine', 'Blush pinks and rose, romantic through and through.'],
  ['halloween', 'Halloween', 'Pumpkin orange on near-black for an autumn night wedding.'],
  ['garden', 'Garden', 'Petal pink and leafy green on white, airy and floral.'],
  ['forest', 'Forest', 'Deep woodland greens for a wedding among the trees.'],
  ['aqua', 'Aqua', 'Ocean blues and lilac, made for a seaside celebration.'],
  ['lofi', 'Lo-fi', 'Monochrome and minimal: black, white and nothing extra.'],
  ['pastel', 'Pastel', 'Gentle lavender and mint, light as spring.'],
  ['fantasy', 'Fantasy', 'Magenta and violet touches on white, a little fairy tale.'],
  ['wireframe', 'Wireframe', 'Sketch-like greys for a deliberately simple page.'],
  ['black', 'Black', 'Pure black and white, dramatic and modern.'],
  ['luxury', 'Luxury', 'Gold on black, for a black-tie affair.'],
  ['dracula', 'Dracula', 'Moody purples and pinks on charcoal.'],
  ['cmyk', 'CMYK', 'Print-inspired cyan, magenta and yellow on white.'],
  ['autumn', 'Autumn', 'Burgundy and rust on warm grey, harvest-season warmth.'],
  ['business', 'Business', 'Dark slate with steel blue, sleek and serious.'],
  ['acid', 'Acid', 'Vivid magenta and lime for a loud, joyful party.'],
  ['lemonade', 'Lemonade', 'Zesty lime and lemon on white, fresh and sunny.'],
  ['night', 'Night', 'Midnight blue with sky accents, under the stars.'],
  ['coffee', 'Coffee', 'Espresso browns and caramel, cosy and warm.'],
  ['winter', 'Winter', 'Icy whites and cool blues for a snowy celebration.'],
  ['dim', 'Dim', 'Soft dark greys with coral and green, gentle on the eyes.'],
  ['nord', 'Nord', 'Nordic frost blues and muted greys, calm and clear.'],
  ['sunset', 'Sunset', 'Warm orange and pink glowing on deep blue dusk.'],
  ['aurora', 'Aurora', 'Northern-lights violet and teal on a cool white, made for Vowly.'],
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
