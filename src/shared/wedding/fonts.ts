/**
 * Font choices of the style fields. The key is the Google Fonts family name itself, so the stored
 * value can go straight into CSS and a fonts request without a lookup.
 */
export type FontCategory = 'script' | 'serif' | 'sans';

export interface FontOption {
  key: string;
  label: string;
  category: FontCategory;
}

const SCRIPT = [
  'Great Vibes',
  'Alex Brush',
  'Allura',
  'Parisienne',
  'Pinyon Script',
  'Tangerine',
  'Dancing Script',
  'Sacramento',
  'Petit Formal Script',
  'Italianno',
  'Rouge Script',
  'Mr De Haviland',
  'Monsieur La Doulaise',
  'Herr Von Muellerhoff',
  'Arizonia',
  'Lovers Quarrel',
  'Satisfy',
  'Cookie',
  'Corinthia',
  'Ephesis',
  'Imperial Script',
  'WindSong',
  'Birthstone',
  'Luxurious Script',
];

const SERIF = [
  'Playfair Display',
  'Cormorant Garamond',
  'Cormorant Infant',
  'EB Garamond',
  'Lora',
  'Libre Baskerville',
  'Cinzel',
  'Cinzel Decorative',
  'Crimson Text',
  'Marcellus',
  'Prata',
  'Bodoni Moda',
  'DM Serif Display',
  'Gilda Display',
  'Italiana',
  'Forum',
  'Yeseva One',
  'Spectral',
];

const SANS = ['Montserrat', 'Raleway', 'Josefin Sans', 'Lato', 'Quicksand', 'Jost', 'Tenor Sans', 'Nunito Sans'];

const option =
  (category: FontCategory) =>
  (family: string): FontOption => ({ key: family, label: family, category });

export const FONT_OPTIONS: readonly FontOption[] = [...SCRIPT.map(option('script')), ...SERIF.map(option('serif')), ...SANS.map(option('sans'))];

export function isFontKey(value: unknown): value is string {
  return typeof value === 'string' && FONT_OPTIONS.some((font) => font.key === value);
}

export function fontOption(key: string): FontOption | undefined {
  return FONT_OPTIONS.find((font) => font.key === key);
}

export const FONT_FIELDS = ['mainFont', 'sectionFont', 'paragraphFont', 'taglineFont', 'dateFont'] as const;
export type FontField = (typeof FONT_FIELDS)[number];

export const DEFAULT_FONTS: Record<FontField, string> = {
  mainFont: 'Great Vibes',
  sectionFont: 'Playfair Display',
  paragraphFont: 'Lora',
  taglineFont: 'Cormorant Garamond',
  dateFont: 'Cormorant Garamond',
};
