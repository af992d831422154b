/**
 * The look of one card design as data, so twenty designs share a handful of e-mail-safe layouts.
 * Fonts are system stacks only (no web fonts reach an inbox reliably); gradients always carry a
 * solid fallback colour for clients that drop background images (Outlook).
 */
export type CardLayout =
  /** Everything centred on the card, optional hero image on top. */
  | 'centered'
  /** Full-bleed photo, then a panel of its own colour holding the text. */
  | 'photo-top'
  /** Two columns: photo (or monogram) left, text right. */
  | 'split'
  /** A circular photo (or monogram) at the centre of a glow. */
  | 'circle-photo'
  /** The date in large numerals is the centrepiece. */
  | 'big-date'
  /** Left-aligned blocks with a bold accent bar; with a photo, the photo in a right-hand column. */
  | 'left-aligned'
  /** The photo full bleed with the names over it (a dark scrim; Outlook shows the scrim's colour). */
  | 'overlay'
  /** The photo framed in an arched window above the text. */
  | 'arch'
  /** Names first, the photo as a wide band in the middle, then the details. */
  | 'band'
  /** The photo as a print in a white frame with the date as its caption. */
  | 'polaroid';

import type { CardArtName } from './card-art';

/** The drawings a design's description promises (card-art.ts), where they go on the card. */
export interface CardArt {
  /** Full-width pictures along the top and bottom edges (peonies, confetti, gold foil). */
  bands?: [CardArtName, CardArtName];
  /** A tile under the text (kraft paper, velvet, shimmer, aged paper), over the card's colour. */
  texture?: CardArtName;
  /** The divider in place of the family's (twine, a wave). */
  divider?: CardArtName;
  /** The frame's corners in place of the family's (art-deco fans). */
  corners?: [CardArtName, CardArtName];
  /** A picture in place of the base band's colour (sand). */
  base?: CardArtName;
}

export interface Ornament {
  glyphs: { glyph: string; color: string }[];
  size: number;
}

export interface CardStyle {
  layout: CardLayout;
  /** Around the card. */
  pageBg: string;
  cardBg: string;
  /** CSS background-image drawn over cardBg where supported. */
  cardGradient?: string;
  /** Colour of the text panel in photo-top and the sandy base band in coastal. */
  panelBg?: string;
  ink: string;
  muted: string;
  accent: string;
  buttonBg: string;
  buttonInk: string;
  /** The card's outer border (CSS), e.g. '3px double #222'. */
  border?: string;
  /** A second frame inside the card. */
  innerBorder?: string;
  namesFont: string;
  /**
   * Which face of the site family's type pairing sets the names (drawn as a picture, names-image.ts):
   * its names font, or its section or tagline serif where the design sets names in spaced capitals.
   */
  namesFace: 'main' | 'section' | 'tagline';
  /** The family font named by namesFace (cardStyleFor fills it in): the names picture's face. */
  namesImageFont?: string;
  namesSize: number;
  namesItalic?: boolean;
  namesUppercase?: boolean;
  namesLetterSpacing?: string;
  headingFont: string;
  headingUppercase?: boolean;
  headingLetterSpacing?: string;
  bodyFont: string;
  /** Divider under the names/date: solid, dashed (twine), wave (text glyphs) or none. */
  rule: { kind: 'line' | 'dashed' | 'wave' | 'none'; color: string; width: number };
  ornamentTop?: Ornament;
  ornamentBottom?: Ornament;
  /** Heart or crest monogram of the initials above the names. */
  monogram?: { joiner: string; border: string; color: string };
  /** Corner glyphs at the top of the frame (art-deco fans). */
  corners?: { left: string; right: string; color: string };
  /** A band of another colour at the bottom of the card (coastal sand). */
  baseBand?: string;
  /** The site family's web fonts named first in the stacks above (loaded where a client allows @font-face). */
  webFonts?: string[];
  /** The site family's divider ornament as a picture (absolute on e-mails), drawn in the rule's colour. */
  ornamentSrc?: string;
  /** The site family's corner flourishes as pictures, in place of the glyphs of ornamentTop/Bottom and corners. */
  ornamentTopSrc?: string;
  ornamentBottomSrc?: string;
  cornerSrcs?: { left: string; right: string };
  art?: CardArt;
  /** The art's pictures, from the card's origin (withOrnament). */
  artSrcs?: { top?: string; bottom?: string; texture?: string; base?: string };
}

export const FONTS = {
  script: "'Snell Roundhand', 'Apple Chancery', 'Segoe Script', 'Brush Script MT', 'Lucida Handwriting', cursive",
  serif: "Georgia, 'Times New Roman', Times, serif",
  didone: "Didot, 'Bodoni 72', 'Bodoni MT', Georgia, 'Times New Roman', serif",
  garamond: "Garamond, 'EB Garamond', Baskerville, 'Baskerville Old Face', Georgia, serif",
  sans: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  rounded: "'Trebuchet MS', 'Segoe UI', Helvetica, Arial, sans-serif",
  typewriter: "'American Typewriter', 'Courier New', Courier, monospace",
} as const;

/**
 * A card design as its differences from the usual card: centred; the button in the accent colour
 * with white text; headings in the body font, in capitals; a line rule in the accent colour.
 */
export interface CardSpec extends Partial<Pick<CardStyle, 'layout' | 'cardGradient' | 'border' | 'innerBorder' | 'monogram' | 'corners' | 'baseBand' | 'art'>> {
  colors: Pick<CardStyle, 'pageBg' | 'cardBg' | 'ink' | 'muted' | 'accent'> & Partial<Pick<CardStyle, 'panelBg' | 'buttonBg' | 'buttonInk'>>;
  names: { font: string; size: number; italic?: true; uppercase?: true; letterSpacing?: string; face?: 'section' | 'tagline' };
  heading: { font?: string; uppercase?: false; letterSpacing: string };
  body: string;
  rule: Partial<CardStyle['rule']> & { width: number };
  /** Flourishes above and below the text: their size and glyphs, each followed by its colour ('❦#5f7a45 ❦#7c9660'). */
  ornaments?: { size: number; top: string; bottom: string };
}

function ornament(size: number, glyphs: string): Ornament {
  return { size, glyphs: glyphs.split(' ').map((item) => ({ glyph: item.slice(0, item.indexOf('#')), color: item.slice(item.indexOf('#')) })) };
}

export function cardStyle({ colors, names, heading, body, rule, ornaments, layout = 'centered', ...frame }: CardSpec): CardStyle {
  return {
    layout,
    ...colors,
    buttonBg: colors.buttonBg ?? colors.accent,
    buttonInk: colors.buttonInk ?? '#ffffff',
    ...frame,
    namesFont: names.font,
    namesFace: names.face ?? 'main',
    namesSize: names.size,
    namesItalic: names.italic,
    namesUppercase: names.uppercase,
    namesLetterSpacing: names.letterSpacing,
    headingFont: heading.font ?? body,
    headingUppercase: heading.uppercase ?? true,
    headingLetterSpacing: heading.letterSpacing,
    bodyFont: body,
    rule: { kind: rule.kind ?? 'line', color: rule.color ?? colors.accent, width: rule.width },
    ornamentTop: ornaments && ornament(ornaments.size, ornaments.top),
    ornamentBottom: ornaments && ornament(ornaments.size, ornaments.bottom),
  };
}
