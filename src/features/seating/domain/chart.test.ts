// Seating charts (issue 24 items 1, 2, 3, 5, 6, 8) on the in-memory repository (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import type { WeddingEventRow } from '../../../core/db/schema';
import { MAIN_EVENT_ID } from '../../../shared/events/event-list';
import { refusal } from '../../../../tests/helpers/refusal';
import { eventRow, seatingGuest } from '../../../../tests/helpers/unit-fixtures';
import { addTable, assignSeats, lockChart, readChart, releaseDeclined, removeTable, saveTables, seatingEvents } from './chart';
import { SEATING_MESSAGES as M, MAX_TABLES } from './messages';
import { memorySeatingRepository, type SeatingWorld } from './repository.memory';
import type { EventAnswer } from './repository';

const wedding = { id: 'w1', timeZone: 'UTC', weddingDate: new Date('2027-06-14T15:00:00Z'), content: {} };
const guest = seatingGuest;
const table = (name: string, capacity = 8) => ({ name, shape: 'round' as const, capacity, x: 0, y: 0, rotation: 0, couple: false });

/** The Lees (Ann with a plus-one, Ben) and Cat attend the wedding day; Dan declined. */
function world(extra: Partial<SeatingWorld> = {}): SeatingWorld {
  return {
    events: [],
    guests: [
      guest('ann', 'Ann Lee', { householdId: 'lees', householdName: 'The Lees', plusOneAllowed: true, plusOneName: 'Sam Roe' }),
      guest('ben', 'Ben Lee', { householdId: 'lees', householdName: 'The Lees' }),
      guest('cat', 'Cat Moss'),
      guest('dan', 'Dan Ng', { status: 'Declined' }),
    ],
    eventAnswers: [],
    questions: [],
    answers: [],
    ...extra,
  };
}

describe('a seating chart', () => {
  it('starts with no tables at version 0 and every attending party to seat, households together', async () => {
    const chart = await readChart(memorySeatingRepository('w1', world()), wedding, MAIN_EVENT_ID);
    expect(chart.version).toBe(0);
    expect(chart.tables).toEqual([]);
    expect(chart.people.map((p) => [p.id, p.attendance])).toEqual([
      ['ann', 'attending'],
      ['ann.plus-one', 'attending'],
      ['ben', 'attending'],
      ['cat', 'attending'],
      ['dan', 'declined'],
    ]);
    expect(chart.toSeat.map((party) => [party.name, party.people.map((p) => p.name)])).toEqual([
      ['The Lees', ['Ann Lee', 'Sam Roe', 'Ben Lee']],
      ['Cat Moss', ['Cat Moss']],
    ]);
  });

  it('seats a household’s attending people at a table, one version later, and counts them against its seats', async () => {
    const repository = memorySeatingRepository('w1', world());
    expect(await addTable(repository, wedding, MAIN_EVENT_ID, 0, table('Table 1', 2))).toEqual({ version: 1 });
    const [t1] = (await readChart(repository, wedding, MAIN_EVENT_ID)).tables;
    const seated = await assignSeats(repository, wedding, MAIN_EVENT_ID, 1, { householdId: 'lees' }, t1?.id ?? null);
    expect(seated).toEqual({ version: 2, msg: 'Seated 3 people at Table 1.', people: ['ann', 'ann.plus-one', 'ben'] });
    const chart = await readChart(repository, wedding, MAIN_EVENT_ID);
    expect(chart.tables.map((t) => [t.name, t.seated, t.overCapacity])).toEqual([['Table 1', 3, true]]);
    expect(chart.toSeat.map((party) => party.name)).toEqual(['Cat Moss']);
    expect(chart.checks.overCapacity).toHaveLength(1);
  });

  it('refuses a change made from an older version, changing nothing', async () => {
    const repository = memorySeatingRepository('w1', world());
    await addTable(repository, wedding, MAIN_EVENT_ID, 0, table('Table 1'));
    expect(await refusal(addTable(repository, wedding, MAIN_EVENT_ID, 0, table('Table 2')))).toEqual(['seating.conflict', M.conflict]);
    expect(repository.rows.tables.map((t) => t.name)).toEqual(['Table 1']);
    expect(repository.rows.charts.map((c) => c.version)).toEqual([1]);
  });

  it('seats only people attending the event, naming who and why', async () => {
    const repository = memorySeatingRepository('w1', world({ guests: [...world().guests, guest('eve', 'Eve Bell', { status: 'Awaiting' })] }));
    await addTable(repository, wedding, MAIN_EVENT_ID, 0, table('Table 1'));
    const [t1] = repository.rows.tables;
    expect(await refusal(assignSeats(repository, wedding, MAIN_EVENT_ID, 1, { guestIds: ['dan'] }, t1?.id ?? null))).toEqual([
      'seating.not-attending',
      'Dan Ng declined Wedding day: only people attending it can be seated.',
    ]);
    expect(await refusal(assignSeats(repository, wedding, MAIN_EVENT_ID, 1, { guestIds: ['eve'] }, t1?.id ?? null))).toEqual([
      'seating.not-attending',
      'Eve Bell has not answered for Wedding day yet: only people attending it can be seated.',
    ]);
    expect(await refusal(assignSeats(repository, wedding, MAIN_EVENT_ID, 1, { guestIds: ['nobody'] }, t1?.id ?? null))).toEqual([
      'seating.unknown-person',
      M.unknownPerson,
    ]);
    expect(repository.rows.seats).toEqual([]);
    expect(repository.rows.charts[0]?.version).toBe(1);
  });

  it('keeps at most 100 tables and refuses a table of another chart', async () => {
    const repository = memorySeatingRepository('w1', world());
    const many = Array.from({ length: MAX_TABLES + 1 }, (_, i) => table(`T${i}`));
    expect(await refusal(saveTables(repository, wedding, MAIN_EVENT_ID, 0, many))).toEqual([
      'seating.too-many-tables',
      `A chart has at most ${MAX_TABLES} tables.`,
    ]);
    await saveTables(repository, wedding, MAIN_EVENT_ID, 0, many.slice(0, MAX_TABLES));
    expect(await refusal(addTable(repository, wedding, MAIN_EVENT_ID, 1, table('One more')))).toEqual(['seating.too-many-tables', M.tooManyTables]);
    expect(await refusal(removeTable(repository, wedding, MAIN_EVENT_ID, 1, 'elsewhere'))).toEqual(['seating.table-not-found', M.tableNotFound]);
  });

  it('sends a removed table’s people back to “To seat”', async () => {
    const repository = memorySeatingRepository('w1', world());
    await addTable(repository, wedding, MAIN_EVENT_ID, 0, table('Table 1'));
    const tableId = repository.rows.tables[0]?.id ?? null;
    await assignSeats(repository, wedding, MAIN_EVENT_ID, 1, { guestIds: ['cat'] }, tableId);
    await removeTable(repository, wedding, MAIN_EVENT_ID, 2, tableId ?? '');
    const chart = await readChart(repository, wedding, MAIN_EVENT_ID);
    expect(chart.people.find((p) => p.id === 'cat')?.tableId).toBeNull();
    expect(chart.toSeat.map((party) => party.name)).toContain('Cat Moss');
  });

  it('releases the seats of people who declined after being seated, and says how many', async () => {
    const answers: EventAnswer[] = [{ guestId: 'cat', eventId: MAIN_EVENT_ID, status: 'Accepted', plusOne: null }];
    const repository = memorySeatingRepository('w1', world({ eventAnswers: answers }));
    await addTable(repository, wedding, MAIN_EVENT_ID, 0, table('Table 1'));
    await assignSeats(repository, wedding, MAIN_EVENT_ID, 1, { guestIds: ['cat'] }, repository.rows.tables[0]?.id ?? null);
    answers[0] = { guestId: 'cat', eventId: MAIN_EVENT_ID, status: 'Declined', plusOne: null };
    const released = await releaseDeclined(repository, wedding, MAIN_EVENT_ID, 2);
    expect(released).toMatchObject({ version: 3, msg: 'Released 1 seat of a declined guest.', released: ['cat'] });
    expect(repository.rows.seats).toEqual([]);
  });

  it('shows “changed since printed” only after a change following the lock', async () => {
    const repository = memorySeatingRepository('w1', world());
    await addTable(repository, wedding, MAIN_EVENT_ID, 0, table('Table 1'));
    expect(await lockChart(repository, wedding, MAIN_EVENT_ID, 1, new Date('2027-06-01T10:00:00Z'))).toEqual({ version: 2, msg: 'Chart locked for print.' });
    const locked = await readChart(repository, wedding, MAIN_EVENT_ID);
    expect([locked.lockedAt?.toISOString(), locked.changedSincePrinted]).toEqual(['2027-06-01T10:00:00.000Z', false]);
    await addTable(repository, wedding, MAIN_EVENT_ID, 2, table('Table 2'));
    expect((await readChart(repository, wedding, MAIN_EVENT_ID)).changedSincePrinted).toBe(true);
  });

  it('shows each person’s meal and diet answers from the RSVP questions about them', async () => {
    const repository = memorySeatingRepository(
      'w1',
      world({
        questions: [
          { id: 'q-song', label: 'Favourite song', kind: 'text', scope: 'guest', eventId: null },
          { id: 'q-meal', label: 'Meal choice', kind: 'choice', scope: 'guest', eventId: null },
          { id: 'q-diet', label: 'Any allergies?', kind: 'text', scope: 'guest', eventId: MAIN_EVENT_ID },
        ],
        answers: [
          { guestId: 'ann', questionId: 'q-meal', plusOne: false, value: ' Fish ' },
          { guestId: 'ann', questionId: 'q-meal', plusOne: true, value: 'Beef' },
          { guestId: 'cat', questionId: 'q-diet', plusOne: false, value: 'Nuts' },
          { guestId: 'cat', questionId: 'q-song', plusOne: false, value: 'Jolene' },
        ],
      }),
    );
    const people = (await readChart(repository, wedding, MAIN_EVENT_ID)).people;
    expect(people.map((p) => [p.id, p.meal, p.diet])).toEqual([
      ['ann', 'Fish', null],
      ['ann.plus-one', 'Beef', null],
      ['ben', null, null],
      ['cat', null, 'Nuts'],
      ['dan', null, null],
    ]);
  });

  it('refuses an event the wedding does not have', async () => {
    expect(await refusal(readChart(memorySeatingRepository('w1', world()), wedding, 'brunch'))).toEqual(['seating.event-not-found', M.eventNotFound]);
  });

  it('keeps the wedding day’s chart when the couple saves the day as an event of its own', async () => {
    const events: WeddingEventRow[] = [];
    const repository = memorySeatingRepository('w1', world({ events }));
    await addTable(repository, wedding, MAIN_EVENT_ID, 0, table('Table 1'));
    events.push(eventRow('day1', '2027-06-14T14:00:00Z', { main: true, title: 'Ceremony' }));
    const chart = await readChart(repository, wedding, 'day1');
    expect([chart.event, chart.tables.map((t) => t.name)]).toEqual([{ id: 'day1', title: 'Ceremony' }, ['Table 1']]);
    expect(repository.rows.charts.map((c) => c.eventId)).toEqual(['day1']);
  });

  it('has a chart per event, in time order', async () => {
    const repository = memorySeatingRepository(
      'w1',
      world({ events: [eventRow('brunch', '2027-06-15T09:00:00Z'), eventRow('drinks', '2027-06-13T18:00:00Z')] }),
    );
    expect((await seatingEvents(repository, wedding)).map((e) => e.id)).toEqual(['drinks', MAIN_EVENT_ID, 'brunch']);
  });
});
