import { intervalToDuration } from 'date-fns/intervalToDuration';

export const COUNTDOWN_UNITS = ['years', 'months', 'days', 'hours', 'minutes', 'seconds'] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];
export type CountdownParts = Record<CountdownUnit, number>;

const ZERO: CountdownParts = { years: 0, months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };

/** Calendar-aware time left until `target`; all zeros once it has passed or with no date. */
export function countdownParts(target: Date | null, now: Date): CountdownParts {
  if (!target || Number.isNaN(target.getTime()) || target.getTime() <= now.getTime()) return { ...ZERO };
  const d = intervalToDuration({ start: now, end: target });
  return {
    years: d.years ?? 0,
    months: d.months ?? 0,
    days: d.days ?? 0,
    hours: d.hours ?? 0,
    minutes: d.minutes ?? 0,
    seconds: d.seconds ?? 0,
  };
}
