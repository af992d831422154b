import { describe, expect, it } from 'vitest';
import { INVITATION_DESIGNS, INVITATION_DESIGN_KEYS, SAVE_THE_DATE_DESIGNS, SAVE_THE_DATE_DESIGN_KEYS } from './designs';
import { DEFAULT_FONTS, FONT_OPTIONS, isFontKey } from './fonts';
import { TEXT_SIZE_PX, textSizeCss } from './limits';

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
    }
  });
});

describe('text sizes', () => {
  it('clamps with 8vw up to the size in pixels', () => {
    expect(TEXT_SIZE_PX).toEqual({ xs: 20, sm: 30, reg: 50, lg: 80, xl: 150 });
    expect(textSizeCss('lg')).toBe('clamp(3rem, 8vw, 80px)');
    expect(textSizeCss('xs')).toBe('clamp(1rem, 8vw, 20px)');
  });
});
