/** The eight colour fields of a wedding page and what each one paints. */
export const COLOR_FIELDS = [
  'mainHeadingColor', // the couple's names and page header
  'navColor', // navigation links
  'sectionColor', // section headings
  'paragraphColor', // body text
  'backgroundColorOne', // page and odd sections
  'backgroundColorTwo', // alternate sections and cards
  'subAccentColor', // secondary accents: dividers, tags
  'mainAccentColor', // buttons and highlights
] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

/** OKLCH strings keyed by colour field. */
export type ThemePalette = Record<ColorField, string>;

/**
 * Colours the default theme shipped with before its palette met WCAG AA. Every wedding record
 * stores its eight colours and a colour equal to the default theme's counts as "not chosen", so
 * stored records carrying one of these are read as the current default (record.ts).
 */
export const RETIRED_DEFAULT_COLOURS: Partial<ThemePalette> = {
  sectionColor: 'oklch(65% 0.241 354.308)',
};
