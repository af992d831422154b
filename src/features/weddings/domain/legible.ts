/**
 * Moves a colour's lightness (keeping its hue, and its chroma where sRGB allows) until it reaches a
 * contrast against every given background. Used where theme palettes are made, so every theme's
 * text, lines and buttons stay legible (WCAG 2 AA) without changing its character.
 */
import { contrastRatio, formatOklch, hexToOklch, oklchToHex, parseOklch } from '../../../shared/wedding/oklch';

const WHITE = 'oklch(100% 0 0)';
const BLACK = 'oklch(0% 0 0)';

/** The colour as sRGB shows it: out-of-gamut values are clipped, so the contrast we compute is the one rendered. */
function displayed(l: number, c: number, h: number): string {
  return hexToOklch(oklchToHex(formatOklch({ l, c, h, alpha: 1 }))!)!;
}

export function minContrast(colour: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(colour, background)));
}

/**
 * `colour` unchanged when it already reaches `ratio` on every background; otherwise the nearest
 * lightness (darker on light backgrounds, lighter on dark ones) that does.
 */
export function legibleOn(colour: string, backgrounds: readonly string[], ratio: number): string {
  if (minContrast(colour, backgrounds) >= ratio) return colour;
  const start = parseOklch(colour);
  if (!start) throw new Error(`Invalid OKLCH colour: ${colour}`);
  const lighten = minContrast(WHITE, backgrounds) > minContrast(BLACK, backgrounds);
  for (let step = 1; step <= 200; step += 1) {
    const l = lighten ? start.l + (step / 200) * (1 - start.l) : start.l * (1 - step / 200);
    // Chroma eases off towards black and white, where sRGB has little room for it.
    const c = start.c * Math.min(1, 4 * Math.min(l, 1 - l) + 0.25);
    const candidate = displayed(l, c, start.h);
    if (minContrast(candidate, backgrounds) >= ratio + 0.05) return candidate;
  }
  return lighten ? WHITE : BLACK;
}

/**
 * The colour pairs a wedding page draws (src/styles/wedding.css, base.css, wedding-gallery.css):
 * text colours and the accent (as text: schedule times) on both section backgrounds at 4.5:1;
 * the sub-accent (dividers, borders, ornaments, slider and countdown outlines) at 3:1.
 * Button labels on the accent are chosen by inkOn (src/features/site/views/site/ink.ts).
 */
export const TEXT_FIELDS = ['paragraphColor', 'navColor', 'sectionColor', 'mainHeadingColor', 'mainAccentColor'] as const;
export const LINE_FIELDS = ['subAccentColor'] as const;

/** The palette with every text and line colour moved just far enough to meet its contrast. */
export function legiblePalette<
  P extends Record<(typeof TEXT_FIELDS)[number] | (typeof LINE_FIELDS)[number] | 'backgroundColorOne' | 'backgroundColorTwo', string>,
>(palette: P): P {
  const backgrounds = [palette.backgroundColorOne, palette.backgroundColorTwo];
  const next = { ...palette };
  for (const field of TEXT_FIELDS) next[field] = legibleOn(palette[field], backgrounds, 4.5) as P[typeof field];
  for (const field of LINE_FIELDS) next[field] = legibleOn(palette[field], backgrounds, 3) as P[typeof field];
  return next;
}
