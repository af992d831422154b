/** The 36 theme keys (site-editor.md §9): 32 daisyUI 5 themes and 4 of our own. */
export const DAISY_THEME_KEYS = [
  'light',
  'dark',
  'cupcake',
  'bumblebee',
  'emerald',
  'corporate',
  'synthwave',
  'retro',
  'cyberpunk',
  'valentine',
  'halloween',
  'garden',
  'forest',
  'aqua',
  'lofi',
  'pastel',
  'fantasy',
  'wireframe',
  'black',
  'luxury',
  'dracula',
  'cmyk',
  'autumn',
  'business',
  'acid',
  'lemonade',
  'night',
  'coffee',
  'winter',
  'dim',
  'nord',
  'sunset',
] as const;
export type DaisyThemeKey = (typeof DAISY_THEME_KEYS)[number];

/** In the spec's order. */
export const THEME_KEYS = ['aurora', ...DAISY_THEME_KEYS, 'celestial', 'celestial-noir', 'prism'] as const;
export type ThemeKey = (typeof THEME_KEYS)[number];

export const defaultTheme: ThemeKey = 'light';

export function isThemeKey(value: unknown): value is ThemeKey {
  return typeof value === 'string' && (THEME_KEYS as readonly string[]).includes(value);
}
