import type { InvitationDesignKey } from '../../../../shared/wedding/designs';
import { cardStyle, FONTS, type CardStyle } from './card-style';

/** The ten invitation designs (also used by reminders), drawn from src/shared/wedding/designs.ts. */
export const INVITATION_STYLES: Record<InvitationDesignKey, CardStyle> = {
  // Formal centred wording in black serif on ivory with a double-line border.
  classic: cardStyle({
    colors: { pageBg: '#efece4', cardBg: '#fffdf6', ink: '#1a1a1a', muted: '#4d4d4d', accent: '#1a1a1a', buttonInk: '#fffdf6' },
    border: '4px double #1a1a1a',
    names: { font: FONTS.serif, size: 36 },
    heading: { uppercase: false, letterSpacing: '1px' },
    body: FONTS.serif,
    rule: { width: 60 },
  }),
  // Script names over small-caps details, framed by fine gold flourishes.
  elegant: cardStyle({
    layout: 'arch',
    colors: { pageBg: '#f5f1ea', cardBg: '#fffcf7', ink: '#3a3128', muted: '#6c6052', accent: '#b8975a' },
    innerBorder: '1px solid #d9c59c',
    names: { font: FONTS.script, size: 46 },
    heading: { letterSpacing: '4px' },
    body: FONTS.garamond,
    rule: { width: 100 },
    ornaments: { size: 24, top: '❧#b8975a', bottom: '☙#b8975a' },
  }),
  // Clean sans-serif, left-aligned blocks and one bold colour accent.
  modern: cardStyle({
    layout: 'left-aligned',
    colors: { pageBg: '#eef0f2', cardBg: '#ffffff', ink: '#15181c', muted: '#545b64', accent: '#e4572e' },
    names: { font: FONTS.sans, size: 34 },
    heading: { letterSpacing: '3px' },
    body: FONTS.sans,
    rule: { width: 56 },
  }),
  // Kraft-paper tone, twine-like dividers and greenery sprigs.
  rustic: cardStyle({
    layout: 'polaroid',
    colors: { pageBg: '#d9c4a1', cardBg: '#e8d6b5', ink: '#4a3520', muted: '#6e5a41', accent: '#5f7a45', buttonInk: '#fdf7ea' },
    art: { texture: 'kraft', divider: 'twine' },
    cardGradient: 'linear-gradient(180deg, #ecdcbf 0%, #e2cda8 100%)',
    names: { font: FONTS.script, size: 42 },
    heading: { font: FONTS.typewriter, letterSpacing: '3px' },
    body: FONTS.serif,
    rule: { kind: 'dashed', color: '#8b6b47', width: 160 },
    ornaments: { size: 22, top: '❦#5f7a45 ❦#7c9660', bottom: '❦#7c9660' },
  }),
  // Painted peonies and eucalyptus framing the top and bottom edges.
  floral: cardStyle({
    layout: 'circle-photo',
    colors: { pageBg: '#f6eef0', cardBg: '#fffafa', ink: '#4a3a40', muted: '#7b6870', accent: '#d58b9b', buttonBg: '#c77589' },
    names: { font: FONTS.script, size: 44 },
    heading: { letterSpacing: '3px' },
    body: FONTS.serif,
    rule: { color: '#9cb8a5', width: 80 },
    art: { bands: ['peonies-top', 'peonies-bottom'] },
  }),
  // White card, one typeface, lots of space and a hairline divider.
  minimal: cardStyle({
    layout: 'band',
    colors: { pageBg: '#f4f4f4', cardBg: '#ffffff', ink: '#222222', muted: '#666666', accent: '#222222' },
    names: { font: FONTS.sans, size: 30, letterSpacing: '1px' },
    heading: { uppercase: false, letterSpacing: '2px' },
    body: FONTS.sans,
    rule: { color: '#dddddd', width: 200 },
  }),
  // Navy ground with gold lettering, a monogram crest and an inner frame.
  luxe: cardStyle({
    colors: { pageBg: '#0c1628', cardBg: '#14213d', ink: '#e9cf8f', muted: '#cdb983', accent: '#d4af37', buttonInk: '#14213d' },
    innerBorder: '1px solid #d4af37',
    names: { font: FONTS.didone, size: 34, uppercase: true, letterSpacing: '5px', face: 'tagline' },
    heading: { font: FONTS.didone, letterSpacing: '6px' },
    body: FONTS.serif,
    rule: { width: 70 },
    monogram: { joiner: '&', border: '2px solid #d4af37', color: '#e9cf8f' },
  }),
  // Art-deco fan corners, aged cream paper and letterpress-style type.
  vintage: cardStyle({
    layout: 'polaroid',
    colors: { pageBg: '#e2d6bf', cardBg: '#efe4cf', ink: '#3b3024', muted: '#665845', accent: '#9a7b4f', buttonBg: '#3b3024', buttonInk: '#efe4cf' },
    art: { texture: 'aged-paper', corners: ['deco-fan-left', 'deco-fan-right'] },
    cardGradient: 'radial-gradient(circle at 50% 40%, #f4ead7 0%, #efe4cf 60%, #e4d5b8 100%)',
    border: '2px solid #9a7b4f',
    names: { font: FONTS.didone, size: 34, uppercase: true, letterSpacing: '4px', face: 'section' },
    heading: { font: FONTS.typewriter, letterSpacing: '3px' },
    body: FONTS.garamond,
    rule: { width: 120 },
    corners: { left: '◤', right: '◥', color: '#9a7b4f' },
  }),
  // Sea-glass blues, a sandy base and a soft wave line across the card.
  coastal: cardStyle({
    layout: 'overlay',
    colors: { pageBg: '#e3f0f0', cardBg: '#f2f9f8', ink: '#234a57', muted: '#4f7480', accent: '#5c9ead', buttonBg: '#3f8196' },
    cardGradient: 'linear-gradient(180deg, #d7ecea 0%, #f2f9f8 60%)',
    names: { font: FONTS.serif, size: 38, italic: true },
    heading: { font: FONTS.sans, letterSpacing: '4px' },
    body: FONTS.serif,
    rule: { kind: 'wave', color: '#7fb6c2', width: 200 },
    baseBand: '#efe3c8',
    art: { divider: 'wave', base: 'sand' },
  }),
  // Black card with white serif lettering and a single silver accent.
  noir: cardStyle({
    layout: 'overlay',
    colors: { pageBg: '#1b1b1b', cardBg: '#000000', ink: '#ffffff', muted: '#bdbdbd', accent: '#c0c0c0', buttonBg: '#ffffff', buttonInk: '#000000' },
    names: { font: FONTS.didone, size: 38, face: 'section' },
    heading: { letterSpacing: '5px' },
    body: FONTS.serif,
    rule: { width: 90 },
  }),
};
