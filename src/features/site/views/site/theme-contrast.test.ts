import { describe, expect, it } from 'vitest';
import { contrastRatio, THEME_KEYS, themePalette } from '../../../../shared/wedding';
import { inkPairs } from './ink';
import { themePalettes } from './theme-css';

describe('every theme meets WCAG AA contrast (issue 11 §9)', () => {
  it.each(THEME_KEYS)('%s: text 4.5:1, lines and controls 3:1 on both section backgrounds', (key) => {
    const failures = inkPairs(themePalette(key))
      .map((pair) => ({ ...pair, ratio: Number(contrastRatio(pair.foreground, pair.background).toFixed(2)) }))
      .filter((pair) => pair.ratio < pair.min)
      .map((pair) => `${pair.what}: ${pair.ratio}:1 < ${pair.min}:1 (${pair.foreground} on ${pair.background})`);
    expect(failures).toEqual([]);
  });

  it('the stylesheet paints the checked palettes', () => {
    const palettes = themePalettes();
    for (const key of THEME_KEYS) expect(palettes[key]).toEqual(themePalette(key));
  });

  it('the retired default colour reads as the current default', async () => {
    const { parseWeddingContent } = await import('../../../../shared/wedding');
    expect(parseWeddingContent({ sectionColor: 'oklch(65% 0.241 354.308)' }).sectionColor).toBe(themePalette('light').sectionColor);
    expect(parseWeddingContent({ sectionColor: 'oklch(40% 0.1 20)' }).sectionColor).toBe('oklch(40% 0.1 20)');
  });

  it('colours a record holds from a theme before its wedding redesign read as not chosen (issue 25 item 1)', async () => {
    const { parseWeddingContent, retiredPalette } = await import('../../../../shared/wedding');
    const { effectivePalette } = await import('./style-vars');
    // Every older record holds the old default (light) palette: it reads as the new default, so any theme shows its own.
    const oldDefault = parseWeddingContent({ ...retiredPalette('light') });
    expect(effectivePalette('garden', oldDefault)).toEqual(themePalette('garden'));
    // "Use this design" wrote the theme's old palette: the redesigned one shows.
    const oldDark = parseWeddingContent({ ...retiredPalette('dark') });
    expect(effectivePalette('dark', oldDark)).toEqual(themePalette('dark'));
    // A colour the couple chose still wins.
    const chosen = parseWeddingContent({ ...retiredPalette('dark'), mainHeadingColor: 'oklch(40% 0.1 20)' });
    expect(effectivePalette('dark', chosen).mainHeadingColor).toBe('oklch(40% 0.1 20)');
    expect(retiredPalette('lofi')).toBeUndefined();
  });
});
