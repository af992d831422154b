import { contrastRatio, parseOklch } from '../../domain/wedding';

const WHITE = 'oklch(100% 0 0)';
const INK = 'oklch(20% 0.01 280)';

/** White or near-black text, whichever reads better on `background` (button labels on the accent). */
export function inkOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

export function isDarkBackground(background: string): boolean {
  return (parseOklch(background)?.l ?? 1) < 0.5;
}
