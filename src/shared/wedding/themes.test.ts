import { describe, expect, it } from 'vitest';
import { generateDaisyPalettes } from '../../features/weddings/domain/generate-theme-palettes';
import { contrastRatio, isOklch } from './oklch';
import { COLOR_FIELDS } from './palette';
import { DAISY_THEME_PALETTES } from './theme-palettes.generated';
import { defaultTheme, isThemeKey, THEME_CATALOGUE, THEME_KEYS, themePalette, weddingThemeSchema } from './themes';

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
