import { FAMILIES, type DesignFamily } from '../../../domain/wedding/design-families';
import {
  INVITATION_DESIGN_KEYS,
  INVITATION_FAMILY,
  isInvitationDesignKey,
  isSaveTheDateDesignKey,
  SAVE_THE_DATE_DESIGN_KEYS,
  SAVE_THE_DATE_FAMILY,
} from '../../../domain/wedding/designs';
import type { CardProduct } from '../../../domain/email/card-model';
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
  return {
    ...base,
    namesFont: `'${type.mainFont}', ${base.namesFont}`,
    headingFont: `'${type.taglineFont}', ${base.headingFont}`,
    bodyFont: `'${type.paragraphFont}', ${base.bodyFont}`,
    webFonts: [...new Set([type.mainFont, type.taglineFont, type.paragraphFont])],
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

/** Colours a card's divider ornament may be drawn in: the rule colours of the card designs. */
export const ORNAMENT_COLORS: ReadonlySet<string> = new Set(
  [...Object.values(SAVE_THE_DATE_STYLES), ...Object.values(INVITATION_STYLES)].map((style) => style.rule.color.replace('#', '').toLowerCase()),
);

/** The card's style with its family's divider ornament, served from `origin` ('' on our own pages). */
export function withOrnament(style: CardStyle, product: CardProduct, design: string, origin: string): CardStyle {
  if (style.rule.kind === 'none') return style;
  const color = style.rule.color.replace('#', '').toLowerCase();
  if (!/^[0-9a-f]{6}$/.test(color)) return style;
  return { ...style, ornamentSrc: `${origin}/ornaments/${cardFamily(product, design)}-divider-${color}.png` };
}
