import { FAMILIES, type DesignFamily } from '../../../../shared/wedding/design-families';
import {
  INVITATION_DESIGN_KEYS,
  INVITATION_FAMILY,
  isInvitationDesignKey,
  isSaveTheDateDesignKey,
  SAVE_THE_DATE_DESIGN_KEYS,
  SAVE_THE_DATE_FAMILY,
} from '../../../../shared/wedding/designs';
import type { CardProduct } from '../../domain/card-model';
import { FONT_OPTIONS } from '../../../../shared/wedding/fonts';
import { cardArtUrl, type CardArtName } from './card-art';
import { cardOrnamentUrl, type CardOrnamentKind } from './card-ornaments';
import type { CardStyle } from './card-style';
import { INVITATION_STYLES } from './invitation-styles';
import { SAVE_THE_DATE_STYLES } from './save-the-date-styles';

/** The site design family a card design belongs to (the matching suite). */
export function cardFamily(product: CardProduct, design: string): DesignFamily {
  if (product === 'savethedate') return SAVE_THE_DATE_FAMILY[isSaveTheDateDesignKey(design) ? design : SAVE_THE_DATE_DESIGN_KEYS[0]];
  return INVITATION_FAMILY[isInvitationDesignKey(design) ? design : INVITATION_DESIGN_KEYS[0]];
}

/**
 * Save-the-dates use their own catalogue; invitations and reminders the invitation catalogue. The
 * card's type is its site family's pairing (names, small capitals, text), each with the design's
 * e-mail-safe stack behind it: a client without web fonts (Gmail, Outlook) shows the fallback.
 */
export function cardStyleFor(product: CardProduct, design: string): CardStyle {
  const base =
    product === 'savethedate'
      ? SAVE_THE_DATE_STYLES[isSaveTheDateDesignKey(design) ? design : SAVE_THE_DATE_DESIGN_KEYS[0]]
      : INVITATION_STYLES[isInvitationDesignKey(design) ? design : INVITATION_DESIGN_KEYS[0]];
  const type = FAMILIES[cardFamily(product, design)].type;
  const namesImageFont = base.namesFace === 'section' ? type.sectionFont : base.namesFace === 'tagline' ? type.taglineFont : type.mainFont;
  return {
    ...base,
    namesFont: `'${namesImageFont}', ${base.namesFont}`,
    namesImageFont,
    headingFont: `'${type.taglineFont}', ${base.headingFont}`,
    bodyFont: `'${type.paragraphFont}', ${base.bodyFont}`,
    webFonts: [...new Set([namesImageFont, type.taglineFont, type.paragraphFont])],
  };
}

/** @font-face rules (Latin, regular) of a card's web fonts, served from `origin` ('' on our own pages). */
export function cardFontFaces(style: CardStyle, origin: string): string {
  return (style.webFonts ?? [])
    .map((font) => {
      const slug = font.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      return `@font-face{font-family:'${font}';font-style:normal;font-weight:400;font-display:swap;src:url(${origin}/fonts/${slug}/${slug}-latin-400-normal.woff2) format('woff2')}`;
    })
    .join('');
}

export type { CardStyle } from './card-style';

/** Whether a family font is a script face (never set in spaced capitals: issue 25 item 7). */
export function isScriptFace(font: string | undefined): boolean {
  return FONT_OPTIONS.some((option) => option.key === font && option.category === 'script');
}

const hexOf = (color: string) => color.replace('#', '').toLowerCase();

/** Colours a card's ornaments may be drawn in: the rule, ornament and corner colours of the card designs. */
export const ORNAMENT_COLORS: ReadonlySet<string> = new Set(
  [...Object.values(SAVE_THE_DATE_STYLES), ...Object.values(INVITATION_STYLES)].flatMap((style) =>
    [style.rule.color, style.ornamentTop?.glyphs[0]?.color, style.ornamentBottom?.glyphs[0]?.color, style.corners?.color]
      .filter((color): color is string => Boolean(color))
      .map(hexOf),
  ),
);

/**
 * The card's style with its site family's ornaments as pictures, served from `origin` ('' on our
 * own pages): the divider in the rule's colour, the corner flourish above and below the text and in
 * the frame's corners, each where the design had a glyph ornament, in that ornament's colour.
 */
export function withOrnament(style: CardStyle, product: CardProduct, design: string, origin: string): CardStyle {
  const family = cardFamily(product, design);
  const picture = (kind: CardOrnamentKind, color: string | undefined) => {
    const value = color ? hexOf(color) : '';
    return /^[0-9a-f]{6}$/.test(value) ? cardOrnamentUrl(origin, family, kind, value) : undefined;
  };
  const corners = style.corners && {
    left: picture('corner-left', style.corners.color),
    right: picture('corner-right', style.corners.color),
  };
  const art = style.art;
  const drawn = (name: CardArtName | undefined) => (name ? cardArtUrl(origin, name) : undefined);
  return {
    ...style,
    ornamentSrc: style.rule.kind === 'none' ? undefined : (drawn(art?.divider) ?? picture('divider', style.rule.color)),
    ornamentTopSrc: picture('top', style.ornamentTop?.glyphs[0]?.color),
    ornamentBottomSrc: picture('bottom', style.ornamentBottom?.glyphs[0]?.color),
    cornerSrcs: art?.corners
      ? { left: cardArtUrl(origin, art.corners[0]), right: cardArtUrl(origin, art.corners[1]) }
      : corners?.left && corners.right
        ? { left: corners.left, right: corners.right }
        : undefined,
    artSrcs: art && { top: drawn(art.bands?.[0]), bottom: drawn(art.bands?.[1]), texture: drawn(art.texture), base: drawn(art.base) },
  };
}
