// The builder's choices in the couple's words (issue 25 item 6): what each stored value looks like,
// never the value itself ('fancyOne') or its pixel size ('xs (20px)').
import type { TextSize } from '../../../src/shared/wedding/limits';
import type { COUNTDOWN_STYLES, DIVIDER_STYLES, POSITIONS } from '../../../src/shared/wedding/record';
import type { Option } from './controls';

type Labels<T extends readonly string[]> = Record<T[number], string>;

function options<T extends readonly string[]>(labels: Labels<T>): Option[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label: label as string }));
}

/** The five text sizes, smallest first. */
export const SIZE_LABELS: Record<TextSize, string> = { xs: 'Extra small', sm: 'Small', reg: 'Medium', lg: 'Large', xl: 'Huge' };
/** How big the "Aa" beside each size name is drawn, so the steps can be compared at a glance. */
export const SIZE_SAMPLE_PX: Record<TextSize, number> = { xs: 13, sm: 16, reg: 20, lg: 25, xl: 31 };

export const DIVIDER_OPTIONS = options<typeof DIVIDER_STYLES>({
  none: 'No divider',
  basic: 'The design’s own ornament',
  short: 'Short line',
  long: 'Long line',
  fancyOne: 'Vine flourish ❦',
  fancyTwo: 'Hearts and diamonds ◆ ♥ ◆',
});

export const POSITION_OPTIONS = options<typeof POSITIONS>({ left: 'Left', center: 'Centred', right: 'Right' });

export const COUNTDOWN_OPTIONS = options<typeof COUNTDOWN_STYLES>({ style1: 'Plain numbers', style2: 'Numbers in boxes' });
