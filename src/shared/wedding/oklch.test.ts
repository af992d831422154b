import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToOklch, isOklch, oklchToHex, parseOklch } from './oklch';

describe('isOklch', () => {
  it('accepts plain OKLCH strings', () => {
    for (const value of ['oklch(62.5% 0.2 260)', 'oklch(100% 0 0)', 'oklch(0.5 0.1 120)', 'oklch(50% 0.1 120 / 0.5)', 'oklch(50% .1 120deg)']) {
      expect(isOklch(value), value).toBe(true);
    }
  });

  it('rejects anything else', () => {
    for (const value of [
      '#ffffff',
      'red',
      'oklch(62.5% 0.2)',
      'oklch(120% 0.2 260)',
      'oklch(50% 0.9 260)',
      'oklch(50% 0.2 400)',
      'oklch(50% 0.2 260); background: url(x)',
      'oklch(var(--x) 0.2 260)',
      'rgb(0 0 0)',
      '',
      null,
      42,
    ]) {
      expect(isOklch(value), String(value)).toBe(false);
    }
  });

  it('parses lightness as a fraction', () => {
    expect(parseOklch('oklch(62.5% 0.2 260)')).toEqual({ l: 0.625, c: 0.2, h: 260, alpha: 1 });
  });
});

describe('hex conversion for the colour pickers', () => {
  it('round-trips through OKLCH', () => {
    for (const hex of ['#ffffff', '#000000', '#c0392b', '#2e86de', '#f5e6cc']) {
      const oklch = hexToOklch(hex)!;
      expect(isOklch(oklch), oklch).toBe(true);
      expect(oklchToHex(oklch)).toBe(hex);
    }
  });

  it('knows white and black', () => {
    expect(hexToOklch('#fff')).toBe('oklch(100% 0 0)');
    expect(oklchToHex('oklch(0% 0 0)')).toBe('#000000');
    expect(hexToOklch('nope')).toBeNull();
  });

  it('measures contrast like WCAG', () => {
    expect(contrastRatio('oklch(100% 0 0)', 'oklch(0% 0 0)')).toBeCloseTo(21, 1);
    expect(contrastRatio('oklch(50% 0.1 200)', 'oklch(50% 0.1 200)')).toBe(1);
  });
});
