import { describe, expect, it } from 'vitest';
import { venueTimeZone, zoneNotChosen } from './time-zone-guess';

const zones = Intl.supportedValuesOf('timeZone');

describe('time zone of a new wedding (issue 22 item 4)', () => {
  it("finds the venue's zone from a city the place names", () => {
    expect(venueTimeZone('Villa Aurelia · Rome', zones)).toBe('Europe/Rome');
    expect(venueTimeZone('The Plaza, New York, NY', zones)).toBe('America/New_York');
    expect(venueTimeZone('Château de Vaux, Paris', zones)).toBe('Europe/Paris');
    expect(venueTimeZone('Hôtel in Zürich', zones)).toBe('Europe/Zurich');
    expect(venueTimeZone('A barn in the countryside', zones)).toBeNull();
    expect(venueTimeZone('', zones)).toBeNull();
  });

  it('guesses only while nothing was chosen', () => {
    expect(zoneNotChosen('UTC', '')).toBe(true);
    expect(zoneNotChosen('UTC', '2027-06-19')).toBe(false);
    expect(zoneNotChosen('Europe/Rome', '')).toBe(false);
  });
});
