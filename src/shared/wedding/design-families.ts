/**
 * Design families (visual-design.md "How a design is built here"): every theme key is a whole
 * design = its palette (themes.ts) + a family (layout, hero composition, ornament set, section
 * treatments; CSS under [data-family] in src/styles/families/) + a type pairing. Designs inside a
 * family share layout and ornaments and differ in palette and type: no two catalogue designs of
 * one family share a names font (design-families.test.ts).
 *
 * The couple's own choices win: while all five font fields hold the record's defaults
 * (DEFAULT_FONTS) the couple has chosen no font and the design's pairing shows; once they choose
 * one, their five fonts show. Pure data: the builder preview bundles it.
 */
import { appText } from '../i18n/app';
import { DEFAULT_FONTS, FONT_FIELDS, type FontField } from './fonts';
import { defaultTheme, isThemeKey, THEME_KEYS, type ThemeKey } from './theme-keys';

export const DESIGN_FAMILIES = ['classic', 'botanical', 'editorial', 'minimal', 'celestial', 'romantic', 'playful'] as const;
export type DesignFamily = (typeof DESIGN_FAMILIES)[number];

export type TypePairing = Record<FontField, string>;

export interface FamilyInfo {
  key: DesignFamily;
  label: string;
  /** One line for the catalogue and docs. */
  description: string;
  /** The hero drawn when there is no photo (src/features/site/views/site/hero-art). */
  hero: 'crest' | 'botanical' | 'split' | 'hairline' | 'night' | 'arch' | 'shapes';
  /** The family's default type pairing; a design may change some of it. */
  type: TypePairing;
}

/** A type pairing, its fonts in the order of FontField: names, section titles, paragraphs, tagline, date. */
function pairing(mainFont: string, sectionFont: string, paragraphFont: string, taglineFont: string, dateFont: string): TypePairing {
  return { mainFont, sectionFont, paragraphFont, taglineFont, dateFont };
}

/** Each family as label, hero, description and default type pairing; FAMILIES adds the key. */
const FAMILY_INFO: Record<DesignFamily, Omit<FamilyInfo, 'key'>> = {
  classic: {
    label: appText('builder.family.classic'),
    hero: 'crest',
    description: appText('builder.family.classic.description'),
    type: pairing('Pinyon Script', 'Cormorant Garamond', 'EB Garamond', 'Cinzel', 'Cinzel'),
  },
  botanical: {
    label: appText('builder.family.botanical'),
    hero: 'botanical',
    description: appText('builder.family.botanical.description'),
    type: pairing('Allura', 'Cormorant Infant', 'Lora', 'Josefin Sans', 'Josefin Sans'),
  },
  editorial: {
    label: appText('builder.family.editorial'),
    hero: 'split',
    description: appText('builder.family.editorial.description'),
    type: pairing('DM Serif Display', 'Playfair Display', 'Jost', 'Jost', 'Tenor Sans'),
  },
  minimal: {
    label: appText('builder.family.minimal'),
    hero: 'hairline',
    description: appText('builder.family.minimal.description'),
    type: pairing('Italiana', 'Italiana', 'Lato', 'Tenor Sans', 'Tenor Sans'),
  },
  celestial: {
    label: appText('builder.family.celestial'),
    hero: 'night',
    description: appText('builder.family.celestial.description'),
    type: pairing('Corinthia', 'Cinzel', 'Spectral', 'Marcellus', 'Cinzel'),
  },
  romantic: {
    label: appText('builder.family.romantic'),
    hero: 'arch',
    description: appText('builder.family.romantic.description'),
    type: pairing('Alex Brush', 'Gilda Display', 'Lora', 'Cormorant Garamond', 'Cormorant Garamond'),
  },
  playful: {
    label: appText('builder.family.playful'),
    hero: 'shapes',
    description: appText('builder.family.playful.description'),
    type: pairing('Yeseva One', 'Yeseva One', 'Nunito Sans', 'Quicksand', 'Quicksand'),
  },
};

export const FAMILIES = Object.fromEntries(
  DESIGN_FAMILIES.map((key) => {
    const { label, description, hero, type } = FAMILY_INFO[key];
    return [key, { key, label, description, hero, type }];
  }),
) as Record<DesignFamily, FamilyInfo>;

/** The theme keys of each family, in catalogue order (the catalogue's 33 and the three extra keys). */
const FAMILY_THEMES: Record<DesignFamily, readonly ThemeKey[]> = {
  classic: ['light', 'aqua', 'luxury', 'coffee', 'winter'],
  botanical: ['emerald', 'garden', 'forest', 'autumn', 'lemonade'],
  editorial: ['corporate', 'cmyk', 'business', 'dim'],
  minimal: ['lofi', 'wireframe', 'black', 'nord'],
  celestial: ['dark', 'synthwave', 'halloween', 'dracula', 'night', 'sunset', 'celestial', 'celestial-noir'],
  romantic: ['cupcake', 'valentine', 'pastel', 'fantasy', 'aurora'],
  playful: ['bumblebee', 'retro', 'cyberpunk', 'acid', 'prism'],
};

/** Every theme key's family. */
export const THEME_FAMILY = Object.fromEntries(DESIGN_FAMILIES.flatMap((family) => FAMILY_THEMES[family].map((theme) => [theme, family]))) as Record<
  ThemeKey,
  DesignFamily
>;

/** Designs whose type differs from their family's pairing (names first: they carry a design). */
const TYPE_OVERRIDES: Partial<Record<ThemeKey, Partial<TypePairing>>> = {
  aqua: { mainFont: 'Parisienne', sectionFont: 'Marcellus' },
  luxury: { mainFont: 'Cinzel Decorative', sectionFont: 'Cinzel', paragraphFont: 'Cormorant Garamond' },
  coffee: { mainFont: 'Great Vibes', sectionFont: 'Libre Baskerville', paragraphFont: 'Crimson Text' },
  winter: { mainFont: 'Petit Formal Script', sectionFont: 'Prata' },
  garden: { mainFont: 'Sacramento', taglineFont: 'Raleway', dateFont: 'Raleway' },
  forest: { mainFont: 'Italianno', sectionFont: 'Cormorant Garamond' },
  autumn: { mainFont: 'Rouge Script', sectionFont: 'Libre Baskerville', paragraphFont: 'Crimson Text' },
  lemonade: { mainFont: 'Dancing Script', taglineFont: 'Quicksand', dateFont: 'Quicksand' },
  cmyk: { mainFont: 'Yeseva One', paragraphFont: 'Montserrat', taglineFont: 'Montserrat' },
  business: { mainFont: 'Bodoni Moda', sectionFont: 'Bodoni Moda', dateFont: 'Jost' },
  dim: { mainFont: 'Prata', sectionFont: 'Prata', paragraphFont: 'Nunito Sans' },
  wireframe: { mainFont: 'Josefin Sans', sectionFont: 'Josefin Sans', paragraphFont: 'Josefin Sans', taglineFont: 'Josefin Sans' },
  black: { mainFont: 'Forum', sectionFont: 'Forum', paragraphFont: 'Raleway' },
  nord: { mainFont: 'Tenor Sans', sectionFont: 'Tenor Sans', paragraphFont: 'Nunito Sans' },
  // A neon sign's monoline script over a clean sans: a night party.
  synthwave: { mainFont: 'Sacramento', sectionFont: 'Josefin Sans', paragraphFont: 'Raleway', taglineFont: 'Josefin Sans', dateFont: 'Josefin Sans' },
  halloween: { mainFont: 'Cinzel Decorative', paragraphFont: 'Crimson Text' },
  night: { mainFont: 'Pinyon Script', sectionFont: 'Cormorant Garamond', paragraphFont: 'EB Garamond', taglineFont: 'Marcellus', dateFont: 'Marcellus' },
  dracula: { mainFont: 'Imperial Script', sectionFont: 'Cormorant Garamond', paragraphFont: 'Cormorant Garamond' },
  sunset: { mainFont: 'Luxurious Script', sectionFont: 'Forum', taglineFont: 'Forum' },
  'celestial-noir': { mainFont: 'WindSong', sectionFont: 'Italiana', taglineFont: 'Italiana' },
  cupcake: { mainFont: 'Great Vibes', sectionFont: 'Playfair Display' },
  valentine: { mainFont: 'Arizonia', sectionFont: 'Playfair Display' },
  pastel: { mainFont: 'Ephesis', sectionFont: 'Cormorant Garamond', taglineFont: 'Quicksand', dateFont: 'Quicksand' },
  fantasy: { mainFont: 'Birthstone', sectionFont: 'Cinzel Decorative', taglineFont: 'Cinzel', dateFont: 'Cinzel' },
  aurora: { mainFont: 'Parisienne', sectionFont: 'Cormorant Garamond', paragraphFont: 'Raleway', taglineFont: 'Raleway', dateFont: 'Raleway' },
  retro: { mainFont: 'Cookie', sectionFont: 'Yeseva One', paragraphFont: 'Lato' },
  cyberpunk: { mainFont: 'Satisfy', sectionFont: 'Jost', paragraphFont: 'Jost', taglineFont: 'Jost', dateFont: 'Jost' },
  acid: { mainFont: 'Dancing Script', sectionFont: 'Montserrat', taglineFont: 'Montserrat', dateFont: 'Montserrat' },
  prism: { mainFont: 'Sacramento', sectionFont: 'DM Serif Display', paragraphFont: 'Raleway' },
};

export function familyOf(theme: string): DesignFamily {
  return THEME_FAMILY[isThemeKey(theme) ? theme : defaultTheme];
}

/** The design's own type pairing (before the couple's choices). */
export function designType(theme: string): TypePairing {
  const key = isThemeKey(theme) ? theme : defaultTheme;
  return { ...FAMILIES[THEME_FAMILY[key]].type, ...TYPE_OVERRIDES[key] };
}

/** The couple never chose a font: all five fields still hold the record's defaults. */
export function fontsUntouched(content: Record<FontField, string>): boolean {
  return FONT_FIELDS.every((field) => content[field] === DEFAULT_FONTS[field]);
}

/**
 * The fonts the page shows: the design's type pairing while the couple has not chosen any font,
 * otherwise exactly the couple's five fonts. The builder writes the design's pairing into the
 * fields with the couple's first choice, so every later choice (even a record default) shows.
 */
export function effectiveFonts(theme: string, content: Record<FontField, string>): TypePairing {
  if (fontsUntouched(content)) return designType(theme);
  const fonts = {} as TypePairing;
  for (const field of FONT_FIELDS) fonts[field] = content[field];
  return fonts;
}

/** Theme keys per family, in catalogue order of THEME_KEYS (docs and tests). */
export function familyMembers(family: DesignFamily): ThemeKey[] {
  return THEME_KEYS.filter((key) => THEME_FAMILY[key] === family);
}
