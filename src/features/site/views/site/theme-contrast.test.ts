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
});
