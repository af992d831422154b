// A wedding's events as everyone reads them (issue 16 item 1, issue 22 item 7), on plain data (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { storedEvent } from '../../../tests/helpers/unit-fixtures';
import { eventsOf, localizeEvent, MAIN_EVENT_ID, siteLocation, type StoredEvent } from './event-list';

/** Two hours long. */
const row = (id: string, startsAt: string, extra: Partial<StoredEvent> = {}) =>
  storedEvent(id, startsAt, { endsAt: new Date(new Date(startsAt).getTime() + 2 * 3600_000), ...extra });
const weddingDate = new Date('2027-06-14T14:00:00Z');
const wedding = { id: 'w1', timeZone: 'Europe/Paris', weddingDate, content: { weddingLocation: 'Château de Vaux\nMaincy' } };

describe('eventsOf', () => {
  it('reads the wedding day from the wedding’s date until it is saved: three hours long, at the site’s place, for everyone', () => {
    const [day] = eventsOf([], wedding);
    expect(day).toMatchObject({ id: MAIN_EVENT_ID, main: true, derived: true, title: 'Wedding day', venueAddress: 'Château de Vaux, Maincy' });
    expect(day?.startsAt.toISOString()).toBe('2027-06-14T14:00:00.000Z');
    expect(day?.endsAt.toISOString()).toBe('2027-06-14T17:00:00.000Z');
    expect(day?.audience).toEqual({ everyone: true, tags: [], guestIds: [] });
  });

  it('has no wedding day without a date, and the saved one instead of the date’s', () => {
    expect(eventsOf([row('drinks', '2027-06-13T18:00:00Z')], { ...wedding, weddingDate: null }).map((e) => e.id)).toEqual(['drinks']);
    const saved = eventsOf([row('day', '2027-06-14T13:00:00Z', { main: true, title: 'Ceremony' })], wedding);
    expect(saved.map((e) => [e.id, e.title, e.derived])).toEqual([['day', 'Ceremony', false]]);
  });

  it('puts the events in time order, welcome drinks before the wedding day and brunch after', () => {
    const events = eventsOf([row('brunch', '2027-06-15T09:00:00Z'), row('drinks', '2027-06-13T18:00:00Z')], wedding);
    expect(events.map((e) => e.id)).toEqual(['drinks', MAIN_EVENT_ID, 'brunch']);
  });

  it('reads a stored audience and keeps only translations of the event’s texts, cut to their limits', () => {
    const [event] = eventsOf(
      [
        row('rehearsal', '2027-06-13T18:00:00Z', {
          forEveryone: false,
          inviteTags: ['Wedding party'],
          inviteGuestIds: ['g1'],
          translations: { es: { title: 'Ensayo', mapUrl: 'https://example.com', notes: 'x'.repeat(2001) } },
        }),
      ],
      { ...wedding, weddingDate: null },
    );
    expect(event?.audience).toEqual({ everyone: false, tags: ['Wedding party'], guestIds: ['g1'] });
    expect(event?.translations).toEqual({ es: { title: 'Ensayo', notes: 'x'.repeat(2000) } });
    if (!event) throw new Error('no event');
    expect(localizeEvent(event, 'es').title).toBe('Ensayo');
    expect(localizeEvent(event, 'fr').title).toBe('rehearsal');
  });
});

describe('siteLocation', () => {
  it('is the site’s wedding location on one line, at most 500 characters, or empty', () => {
    expect(siteLocation({ weddingLocation: ' The Barn \n\n Old Road ' })).toBe('The Barn, Old Road');
    expect(siteLocation({ weddingLocation: 'y'.repeat(600) })).toHaveLength(500);
    expect(siteLocation({ weddingLocation: 42 })).toBe('');
    expect(siteLocation(null)).toBe('');
  });
});
