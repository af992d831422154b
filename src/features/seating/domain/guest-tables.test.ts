// Guests' own tables (issue 24 item 7) on the in-memory repository (issue 29 item 7): only charts the
// couple shows, only the guest's own seats (or their household's).
import { describe, expect, it } from 'vitest';
import { MAIN_EVENT_ID } from '../../../shared/events/event-list';
import { eventRow, seatingGuest } from '../../../../tests/helpers/unit-fixtures';
import { addTable, assignSeats, showToGuests } from './chart';
import { guestTables, householdTables, lookupOpen } from './guest-tables';
import { memorySeatingRepository } from './repository.memory';

const wedding = { id: 'w1', timeZone: 'UTC', weddingDate: new Date('2027-06-14T15:00:00Z'), content: {} };
const guest = seatingGuest;
const brunch = eventRow('brunch', '2027-06-15T09:00:00Z', { title: 'Brunch', endsAt: new Date('2027-06-15T11:00:00Z') });
const table = (name: string) => ({ name, shape: 'round' as const, capacity: 8, x: 0, y: 0, rotation: 0, couple: false });

/** Ann (plus-one unnamed) and Ben are the Lees; Cat is alone. On the wedding day Ann and her plus-one sit at Rose, Cat at Ivy. */
async function seated() {
  const repository = memorySeatingRepository('w1', {
    events: [brunch],
    guests: [
      guest('ann', 'Ann Lee', { householdId: 'lees', plusOneAllowed: true }),
      guest('ben', 'Ben Lee', { householdId: 'lees' }),
      guest('cat', 'Cat Moss'),
    ],
    eventAnswers: [
      { guestId: 'ann', eventId: MAIN_EVENT_ID, status: 'Accepted', plusOne: true },
      { guestId: 'cat', eventId: MAIN_EVENT_ID, status: 'Accepted', plusOne: null },
    ],
    questions: [],
    answers: [],
  });
  await addTable(repository, wedding, MAIN_EVENT_ID, 0, table('Rose'));
  await addTable(repository, wedding, MAIN_EVENT_ID, 1, table('Ivy'));
  const [rose, ivy] = repository.rows.tables;
  await assignSeats(repository, wedding, MAIN_EVENT_ID, 2, { guestIds: ['ann', 'ann.plus-one'] }, rose?.id ?? null);
  await assignSeats(repository, wedding, MAIN_EVENT_ID, 3, { guestIds: ['cat'] }, ivy?.id ?? null);
  await addTable(repository, wedding, 'brunch', 0, table('Brunch table'));
  return repository;
}

describe('guests’ own tables', () => {
  it('shows nothing while the couple has not shown any chart', async () => {
    const repository = await seated();
    expect(await lookupOpen(repository, 'w1')).toBe(false);
    expect(await guestTables(repository, wedding, 'ann')).toEqual([]);
    expect(await householdTables(repository, wedding, 'ann')).toEqual([]);
  });

  it('shows a guest their table and their plus-one’s, per shown event, unseated as null', async () => {
    const repository = await seated();
    await showToGuests(repository, wedding, MAIN_EVENT_ID, 4, true);
    await showToGuests(repository, wedding, 'brunch', 1, true);
    expect(await lookupOpen(repository, 'w1')).toBe(true);
    expect(await guestTables(repository, wedding, 'ann')).toEqual([
      { eventTitle: 'Wedding day', table: 'Rose', plusOneTable: 'Rose' },
      { eventTitle: 'Brunch', table: null, plusOneTable: null },
    ]);
    expect(await guestTables(repository, wedding, 'cat')).toEqual([
      { eventTitle: 'Wedding day', table: 'Ivy', plusOneTable: null },
      { eventTitle: 'Brunch', table: null, plusOneTable: null },
    ]);
  });

  it('shows a household its own seated people only, the unnamed plus-one as whose guest they are, and events where one of them sits', async () => {
    const repository = await seated();
    await showToGuests(repository, wedding, MAIN_EVENT_ID, 4, true);
    await showToGuests(repository, wedding, 'brunch', 1, true);
    expect(await householdTables(repository, wedding, 'ben')).toEqual([
      {
        eventTitle: 'Wedding day',
        seats: [
          { name: 'Ann Lee', table: 'Rose' },
          { name: '', plusOneOf: 'Ann Lee', table: 'Rose' },
        ],
      },
    ]);
    expect(await householdTables(repository, wedding, 'cat')).toEqual([{ eventTitle: 'Wedding day', seats: [{ name: 'Cat Moss', table: 'Ivy' }] }]);
    expect(await householdTables(repository, wedding, 'stranger')).toEqual([]);
  });

  it('hides the tables again when the couple stops showing the chart', async () => {
    const repository = await seated();
    await showToGuests(repository, wedding, MAIN_EVENT_ID, 4, true);
    await showToGuests(repository, wedding, MAIN_EVENT_ID, 5, false);
    expect(await guestTables(repository, wedding, 'ann')).toEqual([]);
  });
});
