import type { SaveTheDateDesignKey } from '../../../../shared/wedding/designs';
import { cardStyle, FONTS, type CardStyle } from './card-style';

/** The ten save-the-date designs, drawn from their descriptions in src/shared/wedding/designs.ts. */
export const SAVE_THE_DATE_STYLES: Record<SaveTheDateDesignKey, CardStyle> = {
  // Soft blush wash, centred script names and a thin gold rule under the date.
  bliss: cardStyle({
    layout: 'arch',
    colors: { pageBg: '#fbf1ef', cardBg: '#f8e1df', ink: '#4a2c2f', muted: '#7d5a5d', accent: '#c9a45c', buttonBg: '#b9806f' },
    cardGradient: 'linear-gradient(180deg, #fbeae8 0%, #f4d3d0 100%)',
    names: { font: FONTS.script, size: 46 },
    heading: { letterSpacing: '4px' },
    body: FONTS.serif,
    rule: { width: 120 },
  }),
  // Full-bleed photo with a cream panel below holding serif names and the date.
  evermore: cardStyle({
    layout: 'photo-top',
    colors: {
      pageBg: '#efe9df',
      cardBg: '#f7f1e6',
      panelBg: '#f7f1e6',
      ink: '#2f2a24',
      muted: '#6b6257',
      accent: '#8c7a5b',
      buttonBg: '#2f2a24',
      buttonInk: '#f7f1e6',
    },
    names: { font: FONTS.garamond, size: 40 },
    heading: { letterSpacing: '6px' },
    body: FONTS.garamond,
    rule: { width: 60 },
  }),
  // Playful watercolour confetti around hand-lettered names on white.
  whimsy: cardStyle({
    layout: 'polaroid',
    colors: { pageBg: '#f4f7fb', cardBg: '#ffffff', ink: '#36404f', muted: '#6a7384', accent: '#f29e8e', buttonBg: '#6bb3c9' },
    names: { font: FONTS.script, size: 44 },
    heading: { letterSpacing: '3px' },
    body: FONTS.rounded,
    rule: { kind: 'none', width: 0 },
    art: { bands: ['confetti-top', 'confetti-bottom'] },
  }),
  // Deep emerald ground, gold foil-style frame and spaced capital serif lettering.
  luxe: cardStyle({
    colors: { pageBg: '#0b2a21', cardBg: '#0f3b2e', ink: '#f3e7c9', muted: '#cdbf98', accent: '#d4af37', buttonInk: '#0f3b2e' },
    border: '2px solid #d4af37',
    innerBorder: '1px solid #b8962e',
    art: { bands: ['foil-bar', 'foil-bar'] },
    names: { font: FONTS.didone, size: 34, uppercase: true, letterSpacing: '6px', face: 'tagline' },
    heading: { font: FONTS.didone, letterSpacing: '8px' },
    body: FONTS.serif,
    rule: { width: 80 },
  }),
  // Modern split layout: photo left, bold sans date stacked right on ivory.
  nova: cardStyle({
    layout: 'split',
    colors: { pageBg: '#eeebe3', cardBg: '#fbf8f0', ink: '#1c1c1c', muted: '#5c5a55', accent: '#1c1c1c', buttonInk: '#fbf8f0' },
    names: { font: FONTS.sans, size: 24, uppercase: true, letterSpacing: '2px' },
    heading: { letterSpacing: '3px' },
    body: FONTS.sans,
    rule: { width: 48 },
  }),
  // Sage and stone tones, generous white space and a quiet italic serif.
  serene: cardStyle({
    layout: 'band',
    colors: { pageBg: '#e4e8df', cardBg: '#f6f6f1', ink: '#3f4a3c', muted: '#6f776b', accent: '#9aaa8f', buttonBg: '#7d8f74' },
    names: { font: FONTS.serif, size: 38, italic: true },
    heading: { uppercase: false, letterSpacing: '2px' },
    body: FONTS.serif,
    rule: { color: '#b9c2b1', width: 40 },
  }),
  // Champagne shimmer gradient with a large numeric date as the centrepiece.
  gleam: cardStyle({
    layout: 'big-date',
    colors: { pageBg: '#f3ead9', cardBg: '#f1e2c4', ink: '#4b3b1f', muted: '#7a6843', accent: '#a8863f', buttonBg: '#4b3b1f', buttonInk: '#f8eed9' },
    art: { texture: 'shimmer' },
    cardGradient: 'linear-gradient(135deg, #f8eed9 0%, #e8d3a9 45%, #f6e9cf 70%, #dcc192 100%)',
    names: { font: FONTS.didone, size: 30, letterSpacing: '2px' },
    heading: { font: FONTS.sans, letterSpacing: '6px' },
    body: FONTS.serif,
    rule: { width: 100 },
  }),
  // Romantic dusty rose with a heart monogram and flowing script.
  amour: cardStyle({
    layout: 'circle-photo',
    colors: { pageBg: '#f1dcd9', cardBg: '#f7e8e6', ink: '#5b2f36', muted: '#8a5c62', accent: '#c48b8f', buttonBg: '#b46f76' },
    names: { font: FONTS.script, size: 44 },
    heading: { letterSpacing: '3px' },
    body: FONTS.serif,
    rule: { width: 90 },
    monogram: { joiner: '♥', border: '2px solid #c48b8f', color: '#b46f76' },
  }),
  // Burgundy velvet texture, cream lettering and an ornate border.
  velvet: cardStyle({
    layout: 'arch',
    colors: { pageBg: '#3d0f1c', cardBg: '#5a1a2b', ink: '#f5ead8', muted: '#dcc9b0', accent: '#e2c9a0', buttonBg: '#f5ead8', buttonInk: '#5a1a2b' },
    art: { texture: 'velvet' },
    cardGradient: 'radial-gradient(circle at 30% 20%, #6e2236 0%, #5a1a2b 55%, #47121f 100%)',
    border: '4px double #e2c9a0',
    innerBorder: '1px dotted #e2c9a0',
    names: { font: FONTS.script, size: 42 },
    heading: { letterSpacing: '5px' },
    body: FONTS.serif,
    rule: { kind: 'none', width: 0 },
    ornaments: { size: 26, top: '❦#e2c9a0', bottom: '❦#e2c9a0' },
  }),
  // Dreamy lilac-to-peach glow behind a circular photo crop.
  aura: cardStyle({
    layout: 'circle-photo',
    colors: { pageBg: '#f4ecf4', cardBg: '#e9d9ef', ink: '#3f3350', muted: '#6c5f7c', accent: '#b79ad6', buttonBg: '#8f74b5' },
    cardGradient: 'linear-gradient(180deg, #ddd0f0 0%, #f1d9e6 50%, #fbdcc8 100%)',
    names: { font: FONTS.serif, size: 36, italic: true },
    heading: { font: FONTS.sans, letterSpacing: '5px' },
    body: FONTS.serif,
    rule: { color: '#ffffff', width: 70 },
  }),
};
