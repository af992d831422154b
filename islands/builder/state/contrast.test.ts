import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToOklch } from '../../../src/shared/wedding/oklch';
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

  it('asks 3:1 of section headings (large text) and 4.5:1 of paragraphs', () => {
    const white = hexToOklch('#ffffff')!;
    const grey = hexToOklch('#888888')!; // about 3.5:1 on white
    const warnings = contrastWarnings({
      paragraphColor: grey,
      sectionColor: grey,
      backgroundColorOne: white,
      backgroundColorTwo: white,
      navColor: hexToOklch('#111111'),
    });
    expect(warnings.map((w) => w.label)).toEqual(['Paragraphs on background one', 'Paragraphs on background two']);
    expect(warnings[0]!.min).toBe(4.5);
    expect(contrastWarnings({ sectionColor: hexToOklch('#bbbbbb'), backgroundColorOne: white }).map((w) => [w.label, w.min])).toEqual([
      ['Section headings on background one', 3],
    ]);
  });

  it('is quiet for readable pairs', () => {
    expect(contrastWarnings({ paragraphColor: hexToOklch('#222222'), backgroundColorOne: hexToOklch('#ffffff') })).toEqual([]);
  });
});
