// The builder's choices in the couple's words (issue 25 item 6): what each stored value looks like,
// never the value itself ('fancyOne') or its pixel size ('xs (20px)').
import type { TextSize } from '../../../src/shared/wedding/limits';
import type { COUNTDOWN_STYLES, DIVIDER_STYLES, POSITIONS } from '../../../src/shared/wedding/record';
import { type AppMessageKey, appText } from '../../../src/shared/i18n/app';
import type { Option } from './controls';

type Labels<T extends readonly string[]> = Record<T[number], AppMessageKey>;

function options<T extends readonly string[]>(labels: Labels<T>): Option[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label: appText(label as AppMessageKey) }));
}

/** The five text sizes, smallest first. */
export const SIZE_LABELS = {
  xs: 'builder.size.xs',
  sm: 'builder.size.sm',
  reg: 'builder.size.reg',
  lg: 'builder.size.lg',
  xl: 'builder.size.xl',
} as const satisfies Record<TextSize, AppMessageKey>;
/** How big the "Aa" beside each size name is drawn, so the steps can be compared at a glance. */
export const SIZE_SAMPLE_PX: Record<TextSize, number> = { xs: 13, sm: 16, reg: 20, lg: 25, xl: 31 };

export const DIVIDER_OPTIONS = options<typeof DIVIDER_STYLES>({
  none: 'builder.divider.none',
  basic: 'builder.divider.basic',
  short: 'builder.divider.short',
  long: 'builder.divider.long',
  fancyOne: 'builder.divider.fancyOne',
  fancyTwo: 'builder.divider.fancyTwo',
});

export const POSITION_OPTIONS = options<typeof POSITIONS>({
  left: 'builder.position.left',
  center: 'builder.position.center',
  right: 'builder.position.right',
});

export const COUNTDOWN_OPTIONS = options<typeof COUNTDOWN_STYLES>({ style1: 'builder.countdown.style1', style2: 'builder.countdown.style2' });
