/**
 * Our own themes (not in daisyUI), designed for wedding pages. Every text colour and the accent
 * keep 4.5:1 and the sub-accent 3:1 on both backgrounds (theme-contrast.test.ts).
 */
import type { ThemePalette } from './palette';

export const CUSTOM_THEME_PALETTES = {
  // Northern lights on a cool white: violet names, teal headings, orchid glow.
  aurora: {
    mainHeadingColor: 'oklch(45% 0.14 285)',
    navColor: 'oklch(30% 0.05 265)',
    sectionColor: 'oklch(50% 0.1 195)',
    paragraphColor: 'oklch(32% 0.03 265)',
    backgroundColorOne: 'oklch(98.5% 0.008 250)',
    backgroundColorTwo: 'oklch(95% 0.02 220)',
    subAccentColor: 'oklch(64% 0.12 320)',
    mainAccentColor: 'oklch(51.5% 0.09 190)',
  },
  // Midnight navy and starlight gold on ivory.
  celestial: {
    mainHeadingColor: 'oklch(32% 0.09 265)',
    navColor: 'oklch(32% 0.09 265)',
    sectionColor: 'oklch(38% 0.08 260)',
    paragraphColor: 'oklch(30% 0.03 260)',
    backgroundColorOne: 'oklch(97.5% 0.012 85)',
    backgroundColorTwo: 'oklch(93% 0.02 250)',
    subAccentColor: 'oklch(60% 0.08 250)',
    mainAccentColor: 'oklch(51.5% 0.107 81)',
  },
  // The night-sky reading of celestial: gold on deep indigo.
  'celestial-noir': {
    mainHeadingColor: 'oklch(84% 0.11 88)',
    navColor: 'oklch(92% 0.02 260)',
    sectionColor: 'oklch(88% 0.04 250)',
    paragraphColor: 'oklch(90% 0.015 260)',
    backgroundColorOne: 'oklch(18% 0.03 270)',
    backgroundColorTwo: 'oklch(22% 0.04 268)',
    subAccentColor: 'oklch(70% 0.08 290)',
    mainAccentColor: 'oklch(80% 0.12 85)',
  },
  // Light through a prism: magenta, blue and cyan on a near-white ground.
  prism: {
    mainHeadingColor: 'oklch(48% 0.2 300)',
    navColor: 'oklch(30% 0.02 280)',
    sectionColor: 'oklch(50% 0.15 240)',
    paragraphColor: 'oklch(30% 0.02 280)',
    backgroundColorOne: 'oklch(99% 0.004 300)',
    backgroundColorTwo: 'oklch(95.5% 0.025 320)',
    subAccentColor: 'oklch(61.5% 0.105 202)',
    mainAccentColor: 'oklch(55.5% 0.2 350)',
  },
} satisfies Record<string, ThemePalette>;
