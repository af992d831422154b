/** The pictures of a site family's ornaments a card e-mail uses (e-mail clients drop inline SVG). */
export const CARD_ORNAMENT_KINDS = ['divider', 'top', 'bottom', 'corner-left', 'corner-right'] as const;
export type CardOrnamentKind = (typeof CARD_ORNAMENT_KINDS)[number];

/** Their size in CSS pixels on the card; the PNG is drawn at twice that (sharp on high-density screens). */
export const CARD_ORNAMENT_SIZE: Record<CardOrnamentKind, { width: number; height: number }> = {
  divider: { width: 180, height: 18 },
  top: { width: 72, height: 36 },
  bottom: { width: 72, height: 36 },
  'corner-left': { width: 30, height: 30 },
  'corner-right': { width: 30, height: 30 },
};

/** /ornaments/{family}-{kind}-{rrggbb}.png, from `origin` ('' on our own pages). */
export function cardOrnamentUrl(origin: string, family: string, kind: CardOrnamentKind, color: string): string {
  return `${origin}/ornaments/${family}-${kind}-${color}.png`;
}

/** Reads /ornaments/{family}-{kind}-{rrggbb}.png back into its parts, or null. */
export function parseCardOrnamentFile(file: string): { family: string; kind: CardOrnamentKind; color: string } | null {
  const match = /^([a-z]+)-(divider|top|bottom|corner-left|corner-right)-([0-9a-f]{6})\.png$/.exec(file);
  return match ? { family: match[1]!, kind: match[2] as CardOrnamentKind, color: match[3]! } : null;
}
