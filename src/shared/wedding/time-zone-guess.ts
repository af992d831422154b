/**
 * A new wedding's time zone (issue 22 item 4): the couple's browser zone when nothing is chosen yet,
 * and the venue's zone one click away when the place names a city of the time-zone database
 * ("Villa Aurelia · Rome" → Europe/Rome). UTC only when nothing is known. No server imports.
 */

/** The zone's city as people write it: 'America/New_York' → 'new york'. */
function cityOf(zone: string): string {
  return (zone.split('/').pop() ?? '').replaceAll('_', ' ').toLowerCase();
}

/** The zone whose city the venue's place names, or null (the longest city wins: 'New York' over 'York'). */
export function venueTimeZone(place: string, zones: readonly string[]): string | null {
  const words = ` ${place
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim()} `;
  let best: string | null = null;
  for (const zone of zones) {
    if (!zone.includes('/') || zone.startsWith('Etc/')) continue;
    const city = cityOf(zone);
    if (city.length < 3 || !words.includes(` ${city} `)) continue;
    if (!best || city.length > cityOf(best).length) best = zone;
  }
  return best;
}

/** The browser's own zone when the list knows it. */
export function browserTimeZone(zones: readonly string[]): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zones.includes(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** A wedding whose zone nobody chose yet: still the default UTC and no date set. */
export function zoneNotChosen(timeZone: string, date: string): boolean {
  return timeZone === 'UTC' && date === '';
}
