// Theme colours moved just far enough to be legible (WCAG 2 AA), on plain values (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseOklch } from '../../../shared/wedding/oklch';
import { LINE_FIELDS, legibleOn, legiblePalette, minContrast, TEXT_FIELDS } from './legible';

const WHITE = 'oklch(100% 0 0)';
const CREAM = 'oklch(97% 0.02 90)';
const NIGHT = 'oklch(20% 0.03 260)';

describe('legibleOn', () => {
  it('keeps a colour that already reaches the ratio', () => {
    const ink = 'oklch(30% 0.05 30)';
    expect(minContrast(ink, [WHITE, CREAM])).toBeGreaterThan(4.5);
    expect(legibleOn(ink, [WHITE, CREAM], 4.5)).toBe(ink);
  });

  it('darkens a pale colour on light backgrounds to just past the ratio, keeping its hue', () => {
    const pale = 'oklch(80% 0.1 20)';
    const moved = legibleOn(pale, [WHITE, CREAM], 4.5);
    expect(minContrast(moved, [WHITE, CREAM])).toBeGreaterThanOrEqual(4.5);
    expect(minContrast(moved, [WHITE, CREAM])).toBeLessThan(5.5);
    const [before, after] = [parseOklch(pale)!, parseOklch(moved)!];
    expect(after.l).toBeLessThan(before.l);
    expect(Math.abs(after.h - before.h)).toBeLessThan(5);
  });

  it('lightens a dark colour on a dark background', () => {
    const moved = legibleOn('oklch(35% 0.08 260)', [NIGHT], 3);
    expect(parseOklch(moved)!.l).toBeGreaterThan(0.35);
    expect(contrastRatio(moved, NIGHT)).toBeGreaterThanOrEqual(3);
  });

  it('refuses a colour that is not OKLCH', () => {
    expect(() => legibleOn('#ffffff', [WHITE], 4.5)).toThrow('Invalid OKLCH colour: #ffffff');
  });
});

describe('legiblePalette', () => {
  it('holds text colours to 4.5:1 and lines to 3:1 on both backgrounds, and leaves the backgrounds', () => {
    const pale = 'oklch(85% 0.08 60)';
    const palette = {
      backgroundColorOne: WHITE,
      backgroundColorTwo: CREAM,
      paragraphColor: pale,
      navColor: pale,
      sectionColor: pale,
      mainHeadingColor: pale,
      mainAccentColor: pale,
      subAccentColor: pale,
    };
    const next = legiblePalette(palette);
    for (const field of TEXT_FIELDS) expect(minContrast(next[field], [WHITE, CREAM])).toBeGreaterThanOrEqual(4.5);
    for (const field of LINE_FIELDS) {
      expect(minContrast(next[field], [WHITE, CREAM])).toBeGreaterThanOrEqual(3);
      expect(minContrast(next[field], [WHITE, CREAM])).toBeLessThan(4.5);
    }
    expect([next.backgroundColorOne, next.backgroundColorTwo]).toEqual([WHITE, CREAM]);
  });
});
