import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { countdownParts, type CountdownUnit } from '../src/shared/countdown';
import { pickPlural } from '../src/shared/i18n/plural-labels';
import { defineIsland } from '../src/core/rendering/hydration/define-island';

export const countdownPropsSchema = z.object({
  date: z.nullable(z.coerce.date()),
  style: z.catch(z.enum(['style1', 'style2']), 'style1'),
  /** The server's clock at render time, so the first browser render matches the HTML. */
  renderedAt: z.coerce.date(),
  /** The page's language and each unit's label per plural category (issue 27); English without them. */
  lang: z.optional(z.string()),
  labels: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
});
type CountdownProps = z.output<typeof countdownPropsSchema>;

const ENGLISH: Record<CountdownUnit, Record<string, string>> = {
  years: { one: 'Year', other: 'Years' },
  months: { one: 'Month', other: 'Months' },
  days: { one: 'Day', other: 'Days' },
  hours: { one: 'Hour', other: 'Hours' },
  minutes: { one: 'Minute', other: 'Minutes' },
  seconds: { one: 'Second', other: 'Seconds' },
};
const PLAIN_ORDER: CountdownUnit[] = ['years', 'months', 'days', 'hours', 'minutes', 'seconds'];
// The spec orders the boxed style "years, days, months"; the clock units follow.
const BOXED_ORDER: CountdownUnit[] = ['years', 'days', 'months', 'hours', 'minutes', 'seconds'];

function Countdown({ date, style, renderedAt, lang = 'en', labels }: CountdownProps) {
  const label = (unit: CountdownUnit, value: number) => pickPlural(lang, labels?.[unit] ?? ENGLISH[unit], value);
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = countdownParts(date, now);

  if (style === 'style2') {
    return (
      <div className="countdown countdown--boxed" role="timer" aria-live="off">
        {BOXED_ORDER.map((unit) => (
          <div key={unit} className="countdown__tile" data-unit={unit}>
            <span className="countdown__value">{parts[unit]}</span>
            <span className="countdown__label">{label(unit, parts[unit])}</span>
          </div>
        ))}
      </div>
    );
  }
  return (
    <p className="countdown countdown--plain" role="timer" aria-live="off">
      {PLAIN_ORDER.map((unit) => (
        <span key={unit} className="countdown__part" data-unit={unit}>
          <span className="countdown__value">{parts[unit]}</span> {label(unit, parts[unit])}
        </span>
      ))}
    </p>
  );
}

export default defineIsland('Countdown', countdownPropsSchema, Countdown, { load: 'idle', bundle: 'guest' });
