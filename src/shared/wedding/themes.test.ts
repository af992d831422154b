import { describe, expect, it } from 'vitest';
import { generateDaisyPalettes } from '../../features/weddings/domain/generate-theme-palettes';
import { contrastRatio, isOklch, parseOklch } from './oklch';
import { COLOR_FIELDS } from './palette';
import { DAISY_THEME_PALETTES } from './theme-palettes.generated';
import { defaultTheme, isThemeKey, THEME_CATALOGUE, THEME_KEYS, type ThemeKey, themePalette, weddingThemeSchema } from './themes';

describe('theme keys', () => {
  it('has the 36 keys of the spec and light as default', () => {
    expect(THEME_KEYS).toHaveLength(36);
    expect(new Set(THEME_KEYS).size).toBe(36);
    expect(defaultTheme).toBe('light');
    expect(isThemeKey('celestial-noir')).toBe(true);
    expect(isThemeKey('silk')).toBe(false);
    expect(weddingThemeSchema.parse(undefined)).toBe('light');
    expect(weddingThemeSchema.safeParse('silk').success).toBe(false);
  });
});

describe('theme palettes', () => {
  it.each(THEME_KEYS)('%s has 8 valid OKLCH colours with legible text', (key) => {
    const palette = themePalette(key);
    expect(Object.keys(palette).sort()).toEqual([...COLOR_FIELDS].sort());
    for (const field of COLOR_FIELDS) expect(isOklch(palette[field]), `${key}.${field}`).toBe(true);
    expect(contrastRatio(palette.paragraphColor, palette.backgroundColorOne)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.mainHeadingColor, palette.backgroundColorOne)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(palette.sectionColor, palette.backgroundColorOne)).toBeGreaterThanOrEqual(3);
  });

  it('falls back to the default theme for an unknown key and returns a copy', () => {
    expect(themePalette('nope')).toEqual(themePalette('light'));
    themePalette('light').navColor = 'changed';
    expect(themePalette('light').navColor).not.toBe('changed');
  });

  it('matches what the generator makes from the installed daisyUI', () => {
    expect(generateDaisyPalettes()).toEqual(DAISY_THEME_PALETTES);
  });
});

describe('theme catalogue', () => {
  it('has 33 entries with ids 1..33 and the four featured themes', () => {
    expect(THEME_CATALOGUE).toHaveLength(33);
    expect(THEME_CATALOGUE.map((t) => t.id)).toEqual(Array.from({ length: 33 }, (_, i) => i + 1));
    expect(
      THEME_CATALOGUE.filter((t) => t.featured)
        .map((t) => t.title)
        .sort(),
    ).toEqual(['aurora', 'bumblebee', 'cupcake', 'light']);
    expect(THEME_CATALOGUE.find((t) => t.title === 'aurora')?.id).toBe(33);
    expect(new Set(THEME_CATALOGUE.map((t) => t.title)).size).toBe(33);
  });

  it('describes each entry and points at its image', () => {
    for (const entry of THEME_CATALOGUE) {
      expect(isThemeKey(entry.title)).toBe(true);
      expect(entry.displayedTitle).not.toBe('');
      expect(entry.description).not.toBe('');
      expect(entry.image).toBe(`/themes/${entry.title}.webp`);
    }
  });
});

describe('designs chosen for a wedding (issue 25 item 1)', () => {
  const colour = (key: ThemeKey, field: (typeof COLOR_FIELDS)[number]) => parseOklch(themePalette(key)[field])!;
  const hueIn = (key: ThemeKey, field: (typeof COLOR_FIELDS)[number], from: number, to: number) => {
    const { h } = colour(key, field);
    return h >= from && h <= to;
  };

  it('gives every catalogue design a wedding name of its own, not the UI kit theme name', () => {
    const names = THEME_CATALOGUE.map((entry) => entry.displayedTitle);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of THEME_CATALOGUE) {
      expect(entry.displayedTitle.toLowerCase().replace(/[^a-z]/g, ''), entry.title).not.toBe(entry.title.replace(/[^a-z]/g, ''));
      expect(entry.description.length, entry.title).toBeGreaterThan(30);
    }
  });

  it('has no neon UI-kit colours in any text, line or accent of a catalogue design', () => {
    for (const { title } of THEME_CATALOGUE) {
      for (const field of COLOR_FIELDS) expect(colour(title, field).c, `${title}.${field}`).toBeLessThanOrEqual(0.2);
    }
  });

  it('fixes the designs the issue names', () => {
    // Light: no electric indigo beside hot magenta.
    for (const field of COLOR_FIELDS) expect(hueIn('light', field, 250, 360) && colour('light', field).c > 0.1, `light.${field}`).toBe(false);
    // Emerald's leaves (sub-accent) and names are green, not blue.
    for (const field of ['subAccentColor', 'mainHeadingColor', 'mainAccentColor', 'sectionColor'] as const)
      expect(hueIn('emerald', field, 120, 175), field).toBe(true);
    // Bumblebee: honey on cream, not mustard on white.
    expect(hueIn('bumblebee', 'mainAccentColor', 50, 75)).toBe(true);
    expect(colour('bumblebee', 'backgroundColorOne').c).toBeGreaterThan(0.01);
    // Garden (the demo): colour on a tinted ground, not two greys.
    for (const field of ['backgroundColorOne', 'backgroundColorTwo'] as const) expect(colour('garden', field).c, field).toBeGreaterThan(0.005);
    expect(colour('garden', 'mainHeadingColor').c).toBeGreaterThan(0.08);
  });

  it('gives every design outside the monochrome minimal ones a colour of its own', () => {
    const monochrome = new Set<ThemeKey>(['lofi', 'black', 'wireframe']);
    for (const { title } of THEME_CATALOGUE) {
      if (monochrome.has(title)) continue;
      const strongest = Math.max(
        ...(['mainHeadingColor', 'sectionColor', 'mainAccentColor', 'navColor', 'subAccentColor'] as const).map((field) => colour(title, field).c),
      );
      expect(strongest, title).toBeGreaterThanOrEqual(0.05);
    }
  });
});
