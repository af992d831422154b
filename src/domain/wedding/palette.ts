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
