import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToOklch } from '../../../src/domain/wedding/oklch';
import { contrastWarnings, nearestPassingShade } from './contrast';

describe('contrast check', () => {
  it('warns about pale text on white and suggests the nearest shade that passes AA', () => {
    const white = hexToOklch('#ffffff')!;
    const pale = hexToOklch('#bbbbbb')!;
    const warnings = contrastWarnings({ paragraphColor: pale, backgroundColorOne: white, sectionColor: hexToOklch('#111111'), backgroundColorTwo: white });
    expect(warnings.map((w) => w.label)).toContain('Paragraphs on background one');
    const suggestion = nearestPassingShade(pale, white)!;
    expect(contrastRatio(suggestion, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(suggestion, white)).toBeLessThan(5);
  });

  it('is quiet for readable pairs', () => {
    expect(contrastWarnings({ paragraphColor: hexToOklch('#222222'), backgroundColorOne: hexToOklch('#ffffff') })).toEqual([]);
  });
});
