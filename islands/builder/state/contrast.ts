import { contrastRatio, formatOklch, isOklch, parseOklch } from '../../../src/shared/wedding/oklch';
import type { ColorField } from '../../../src/shared/wedding/palette';
import { appText } from '../../../src/shared/i18n/app';

export const AA_NORMAL_TEXT = 4.5;
/** WCAG AA for large text (section headings are at least 20 px script or 30 px and up). */
export const AA_LARGE_TEXT = 3;

/** The text/background pairs a guest reads (colour field names), each with its AA threshold. */
export const CONTRAST_PAIRS = [
  { text: 'paragraphColor', background: 'backgroundColorOne', label: appText('builder.contrast.paragraphsOne'), min: AA_NORMAL_TEXT },
  { text: 'paragraphColor', background: 'backgroundColorTwo', label: appText('builder.contrast.paragraphsTwo'), min: AA_NORMAL_TEXT },
  { text: 'navColor', background: 'backgroundColorOne', label: appText('builder.contrast.menuOne'), min: AA_NORMAL_TEXT },
  { text: 'sectionColor', background: 'backgroundColorOne', label: appText('builder.contrast.headingsOne'), min: AA_LARGE_TEXT },
  { text: 'sectionColor', background: 'backgroundColorTwo', label: appText('builder.contrast.headingsTwo'), min: AA_LARGE_TEXT },
] as const;

/**
 * The nearest shade of `text` (same hue and chroma, lightness moved the least) that reaches WCAG
 * AA on `background`, or null when none does.
 */
export function nearestPassingShade(text: string, background: string, target = AA_NORMAL_TEXT): string | null {
  const colour = parseOklch(text);
  if (!colour || !isOklch(background)) return null;
  for (let step = 1; step <= 100; step++) {
    for (const direction of [-1, 1]) {
      const l = colour.l + (direction * step) / 100;
      if (l < 0 || l > 1) continue;
      const candidate = formatOklch({ ...colour, l });
      if (contrastRatio(candidate, background) >= target) return candidate;
    }
  }
  return null;
}

export interface ContrastWarning {
  label: string;
  text: ColorField;
  ratio: number;
  /** The ratio AA asks for this pair. */
  min: number;
  suggestion: string | null;
}

export function contrastWarnings(colours: Partial<Record<ColorField, unknown>>): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const text = colours[pair.text];
    const background = colours[pair.background];
    if (!isOklch(text) || !isOklch(background)) continue;
    const ratio = contrastRatio(text, background);
    if (ratio < pair.min)
      warnings.push({ label: pair.label, text: pair.text, ratio, min: pair.min, suggestion: nearestPassingShade(text, background, pair.min) });
  }
  return warnings;
}
