import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { defineIsland } from '../src/core/rendering/hydration/define-island';
import { useAppText } from '../src/shared/i18n/app';
import { browserTimeZone, venueTimeZone } from '../src/shared/wedding/time-zone-guess';

export const timeZoneFieldPropsSchema = z.object({
  value: z.string(),
  zones: z.array(z.string()),
  /** Nothing chosen yet: the browser's zone is selected once the page runs (issue 22 item 4). */
  guess: z.boolean(),
  /** The venue's place as saved (quick settings), or the name of the form's place input (setup). */
  place: z.optional(z.string()),
  placeInput: z.optional(z.string()),
  hint: z.optional(z.string()),
});
type TimeZoneFieldProps = z.output<typeof timeZoneFieldPropsSchema>;

const label = (zone: string) => zone.replaceAll('_', ' ');

/** The time-zone select of the setup wizard and quick settings; a plain select without JavaScript. */
function TimeZoneField({ value, zones, guess, place, placeInput, hint }: TimeZoneFieldProps) {
  const [zone, setZone] = useState(value);
  const [guessed, setGuessed] = useState(false);
  const [venuePlace, setVenuePlace] = useState(place ?? '');
  const select = useRef<HTMLSelectElement>(null);
  const t = useAppText();

  useEffect(() => {
    // A zone picked in the server's plain select before this ran (a slow phone) is the couple's choice: keep it.
    const picked = select.current?.value;
    if (picked && picked !== value) {
      setZone(picked);
      return;
    }
    if (!guess) return;
    const own = browserTimeZone(zones);
    if (own && own !== value) {
      setZone(own);
      setGuessed(true);
    }
  }, [guess, value, zones]);

  useEffect(() => {
    if (!placeInput) return;
    const input = document.querySelector<HTMLInputElement>(`input[name="${placeInput}"]`);
    if (!input) return;
    const read = () => setVenuePlace(input.value);
    read();
    input.addEventListener('input', read);
    return () => input.removeEventListener('input', read);
  }, [placeInput]);

  const venue = venueTimeZone(venuePlace, zones);
  return (
    <div className="field">
      <label className="field__label" htmlFor="time-zone">
        {t('builder.timeZone.label')}
      </label>
      <select
        id="time-zone"
        ref={select}
        className="field__input"
        name="timeZone"
        value={zone}
        onChange={(event) => {
          setZone(event.target.value);
          setGuessed(false);
        }}
      >
        {zones.map((name) => (
          <option key={name} value={name}>
            {label(name)}
          </option>
        ))}
      </select>
      {guessed && (
        <span className="field__hint" data-testid="time-zone-guessed">
          {t('builder.timeZone.guessed', { zone: label(zone) })}
        </span>
      )}
      {venue && venue !== zone && (
        <button type="button" className="btn btn--ghost" onClick={() => setZone(venue)}>
          {t('builder.timeZone.useVenue', { zone: label(venue) })}
        </button>
      )}
      {hint && <span className="field__hint">{hint}</span>}
    </div>
  );
}

export default defineIsland('TimeZoneField', timeZoneFieldPropsSchema, TimeZoneField, { load: 'eager' });
