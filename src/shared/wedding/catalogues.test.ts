import { describe, expect, it } from 'vitest';
import { INVITATION_DESIGNS, INVITATION_DESIGN_KEYS, SAVE_THE_DATE_DESIGNS, SAVE_THE_DATE_DESIGN_KEYS } from './designs';
import { DEFAULT_FONTS, FONT_OPTIONS, isFontKey } from './fonts';
import { TEXT_SIZE_PX, TEXT_SIZES, textSizeCss } from './limits';

describe('fonts', () => {
  it('offers about 50 unique script, serif and sans families', () => {
    expect(FONT_OPTIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(FONT_OPTIONS.map((f) => f.key)).size).toBe(FONT_OPTIONS.length);
    expect(FONT_OPTIONS.filter((f) => f.category === 'script').length).toBeGreaterThan(15);
    expect(FONT_OPTIONS.filter((f) => f.category === 'serif').length).toBeGreaterThan(15);
  });

  it('has defaults that are in the list', () => {
    for (const font of Object.values(DEFAULT_FONTS)) expect(isFontKey(font)).toBe(true);
  });
});

describe('card designs', () => {
  it('has the ten save-the-date and ten invitation designs, each described', () => {
    expect(SAVE_THE_DATE_DESIGNS.map((d) => d.key)).toEqual([...SAVE_THE_DATE_DESIGN_KEYS]);
    expect(INVITATION_DESIGNS.map((d) => d.key)).toEqual([...INVITATION_DESIGN_KEYS]);
    for (const design of [...SAVE_THE_DATE_DESIGNS, ...INVITATION_DESIGNS]) {
      expect(design.label).not.toBe('');
      expect(design.description.length).toBeGreaterThan(20);
      // From the app's catalogue: a missing message would read as its key.
      expect([design.label, design.description].filter((text) => text.startsWith('builder.'))).toEqual([]);
    }
  });
});

describe('text sizes', () => {
  /** The size in px a clamp(min rem, k vw, max px) gives at a viewport width. */
  const rendered = (css: string, viewport: number) => {
    const [, min, vw, max] = /^clamp\(([\d.]+)rem, ([\d.]+)vw, (\d+)px\)$/.exec(css)!.map(Number) as [number, number, number, number];
    return Math.min(max, Math.max(min * 16, (vw * viewport) / 100));
  };

  it('clamps up to the size in pixels', () => {
    expect(TEXT_SIZE_PX).toEqual({ xs: 20, sm: 30, reg: 50, lg: 80, xl: 150 });
    expect(textSizeCss('lg')).toBe('clamp(2.75rem, 6.67vw, 80px)');
    expect(textSizeCss('xs')).toBe('clamp(1rem, 1.67vw, 20px)');
    for (const size of TEXT_SIZES) expect(rendered(textSizeCss(size), 1440)).toBe(TEXT_SIZE_PX[size]);
  });

  it('keeps the five sizes distinct steps at every width, each at least a fifth above the one below (issue 25 item 2)', () => {
    for (const viewport of [320, 390, 600, 768, 900, 1024, 1280, 1440]) {
      const px = TEXT_SIZES.map((size) => rendered(textSizeCss(size), viewport));
      for (let i = 1; i < px.length; i += 1) expect(px[i]! / px[i - 1]!, `${TEXT_SIZES[i]} at ${viewport} px: ${px.join(' / ')}`).toBeGreaterThanOrEqual(1.2);
    }
  });
});
