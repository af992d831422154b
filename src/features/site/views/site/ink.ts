import { contrastRatio, parseOklch, type ThemePalette } from '../../../../shared/wedding';

const WHITE = 'oklch(100% 0 0)';
const INK = 'oklch(20% 0.01 280)';

/** White or near-black text, whichever reads better on `background` (button labels on the accent). */
export function inkOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

export function isDarkBackground(background: string): boolean {
  return (parseOklch(background)?.l ?? 1) < 0.5;
}

export interface InkPair {
  /** What is drawn, as the stylesheet draws it. */
  what: string;
  foreground: string;
  background: string;
  /** WCAG 2: 4.5 for text, 3 for large text, lines, borders, ornaments and controls. */
  min: number;
}

/**
 * Every colour pair a wedding page draws from its palette (wedding.css, base.css,
 * wedding-gallery.css), with the contrast WCAG AA asks of it. Sections alternate bg1 and bg2, so
 * each pair is checked on both. theme-contrast.test.ts holds every theme to these.
 */
export function inkPairs(palette: ThemePalette): InkPair[] {
  const pairs: InkPair[] = [];
  const grounds = [
    ['bg1', palette.backgroundColorOne],
    ['bg2', palette.backgroundColorTwo],
  ] as const;
  for (const [ground, background] of grounds) {
    const on = (what: string, foreground: string, min: number) => pairs.push({ what: `${what} on ${ground}`, foreground, background, min });
    on('body text (paragraph)', palette.paragraphColor, 4.5);
    on('menu links, kicker, footer, event calendar links (nav)', palette.navColor, 4.5);
    on('section headings, slider arrows (section)', palette.sectionColor, 4.5);
    on('names, countdown and its labels (main heading)', palette.mainHeadingColor, 4.5);
    on('schedule times, event dates (accent as text)', palette.mainAccentColor, 4.5);
    on('tile tops, focus rings, chosen answers (accent)', palette.mainAccentColor, 3);
    on('dividers, ornaments, card and countdown outlines, slider buttons (sub-accent)', palette.subAccentColor, 3);
  }
  pairs.push({ what: 'button labels on the accent', foreground: inkOn(palette.mainAccentColor), background: palette.mainAccentColor, min: 4.5 });
  return pairs;
}
