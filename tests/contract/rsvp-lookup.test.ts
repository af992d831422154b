// The RSVP's name lookup, the visitors' notes and the couple's summary on both engines (issue 29 item 4):
// a real SQLite file and a real PostgreSQL database, through the repositories.
import { expect, it } from 'vitest';
import { RateLimitedError } from '../../src/core/rate-limit';
import { guestsRepository } from '../../src/features/guests';
import { questionsRepository } from '../../src/features/questions';
import { findGuestByName } from '../../src/features/rsvp/domain/lookup';
import { lookupGuest } from '../../src/features/rsvp/domain/guest-lookup';
import { addQuestion } from '../../src/features/rsvp/domain/questions';
import { rsvpRepository } from '../../src/features/rsvp/domain/repository';
import { createGuestRequest, dismissGuestRequest, pendingRequests } from '../../src/features/rsvp/domain/requests';
import { rsvpSummary } from '../../src/features/rsvp/domain/summary';
import { rsvpRepositories } from '../../src/features/rsvp/domain/repositories';
import { newId } from '../../src/shared/ids';
import { nameKey } from '../../src/shared/guests/names';
import { describeEachEngine, insertRows } from '../helpers/engines';

let ip = 0;
/** A client address of its own per test (the lookup's per-address budget spans weddings). */
const nextIp = () => `203.0.113.${++ip}`;

describeEachEngine('rsvp lookup, notes and summary', ({ store }) => {
  /** A wedding with guests: [name, household name or null, e-mail or null]. */
  async function wedding(people: [string, string | null, string | null][]) {
    const userId = newId();
    const weddingId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {} }]);
    const households = new Map<string, string>();
    for (const [, household] of people) if (household && !households.has(household)) households.set(household, newId());
    if (households.size > 0)
      await insertRows(
        store(),
        'households',
        [...households].map(([name, id]) => ({ id, weddingId, name })),
      );
    const ids = people.map(() => newId());
    if (ids.length > 0)
      await insertRows(
        store(),
        'guests',
        people.map(([name, household, email], i) => ({
          id: ids[i]!,
          weddingId,
          name,
          nameKey: nameKey(name),
          email,
          householdId: household ? households.get(household)! : null,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      );
    return { weddingId, ids };
  }

  it('finds a guest by the name as typed (case, accents, one slip), never one of two households', async () => {
    const { weddingId, ids } = await wedding([
      ['José Álvarez', 'Álvarez', null],
      ['Kim Lee', 'Lee A', null],
      ['Kim Lee', 'Lee B', null],
    ]);
    expect(await findGuestByName(rsvpRepositories(store()), weddingId, '  jose ALVAREZ ')).toEqual({ kind: 'match', guestId: ids[0] });
    expect(await findGuestByName(rsvpRepositories(store()), weddingId, 'Jose Alvarex')).toEqual({ kind: 'match', guestId: ids[0] });
    expect((await findGuestByName(rsvpRepositories(store()), weddingId, 'Kim Lee')).kind).toBe('ambiguous');
    expect((await findGuestByName(rsvpRepositories(store()), weddingId, 'Nobody Here')).kind).toBe('none');
  });

  it('counts every lookup of one address and makes it wait past its budget', async () => {
    const { weddingId, ids } = await wedding([['Bea Bee', null, null]]);
    const client = nextIp();
    expect(await lookupGuest(store(), weddingId, client, { name: 'Bea Bee' })).toEqual({ kind: 'match', guestId: ids[0] });
    expect(await lookupGuest(store(), weddingId, client, { name: 'Bea' })).toEqual({ kind: 'full-name' });
    expect(await lookupGuest(store(), weddingId, client, { name: 'Zed Zee' })).toEqual({ kind: 'none' });
    for (let i = 3; i < 10; i++) await lookupGuest(store(), weddingId, client, { name: 'Bea Bee' });
    await expect(lookupGuest(store(), weddingId, client, { name: 'Bea Bee' })).rejects.toBeInstanceOf(RateLimitedError);
    // Another address still finds them.
    expect((await lookupGuest(store(), weddingId, nextIp(), { name: 'Bea Bee' })).kind).toBe('match');
  });

  it("checks an e-mail against the guest's household only (trimmed, any case)", async () => {
    const { weddingId, ids } = await wedding([
      ['Ann One', 'Ones', null],
      ['Bob One', 'Ones', 'Bob@Example.com '],
      ['Cy Two', null, 'cy@example.com'],
    ]);
    const rsvp = rsvpRepository(store());
    const ann = (await guestsRepository(store()).find(weddingId, ids[0]!))!;
    const cy = (await guestsRepository(store()).find(weddingId, ids[2]!))!;
    expect(await rsvp.householdHasEmail(weddingId, ann, 'bob@example.com')).toBe(true);
    expect(await rsvp.householdHasEmail(weddingId, ann, 'cy@example.com')).toBe(false);
    expect(await rsvp.householdHasEmail(weddingId, cy, 'cy@example.com')).toBe(true);
    expect(await rsvp.householdHasEmail(weddingId, cy, 'bob@example.com')).toBe(false);
  });

  it('keeps one pending note per name and e-mail (its message updated), also sent at once, and decides it once', async () => {
    const { weddingId } = await wedding([]);
    const first = await createGuestRequest(rsvpRepositories(store()), weddingId, { name: 'Dee Dee', email: 'dee@example.com', message: 'Hi' });
    const again = await createGuestRequest(rsvpRepositories(store()), weddingId, { name: 'dee  dee', email: 'DEE@example.com', message: 'Hi, it is Dee' });
    expect(again.id).toBe(first.id);
    expect(again.message).toBe('Hi, it is Dee');
    await Promise.all(Array.from({ length: 6 }, () => createGuestRequest(rsvpRepositories(store()), weddingId, { name: 'Eve Ee', email: null, message: '' })));
    const pending = await pendingRequests(rsvpRepositories(store()), weddingId);
    expect(pending.map((row) => row.name).sort()).toEqual(['Dee Dee', 'Eve Ee']);
    expect(pending.find((row) => row.name === 'Dee Dee')?.message).toBe('Hi, it is Dee');

    await dismissGuestRequest(rsvpRepositories(store()), weddingId, first.id);
    await expect(dismissGuestRequest(rsvpRepositories(store()), weddingId, first.id)).rejects.toMatchObject({ code: 'rsvp.note-not-found' });
    const other = await wedding([]);
    const eve = pending.find((row) => row.name === 'Eve Ee')!;
    await expect(dismissGuestRequest(rsvpRepositories(store()), other.weddingId, eve.id)).rejects.toMatchObject({ code: 'rsvp.note-not-found' });
    expect((await pendingRequests(rsvpRepositories(store()), weddingId)).map((row) => row.name)).toEqual(['Eve Ee']);
  });

  it("sums up the couple's RSVP: counts, households, answers that count and the pending notes", async () => {
    const { weddingId, ids } = await wedding([
      ['Fay Eff', 'Effs', null],
      ['Gus Eff', 'Effs', null],
      ['Hal Aitch', null, null],
    ]);
    const [fay, gus] = ids as [string, string, string];
    const guests = guestsRepository(store());
    await guests.update(fay, { status: 'Accepted', respondedAt: new Date(), plusOneAllowed: true, plusOneName: 'Ivy', plusOneStatus: 'Accepted' });
    await guests.update(gus, { status: 'Declined', respondedAt: new Date() });
    const meal = await addQuestion(store(), weddingId, { kind: 'choice', label: 'Meal', options: ['Fish', 'Veggie'], required: false, scope: 'guest' });
    const answers = questionsRepository(store());
    await answers.writeAnswer(fay, meal.id, 'Fish', new Date());
    // Gus declined: his stored answer does not count.
    await answers.writeAnswer(gus, meal.id, 'Veggie', new Date());
    await createGuestRequest(rsvpRepositories(store()), weddingId, { name: 'Jo Jay', email: null, message: 'Me too' });

    const summary = await rsvpSummary(rsvpRepositories(store()), weddingId);
    expect(summary.counts).toMatchObject({ total: 3, Accepted: 1, Declined: 1, Awaiting: 1, plusOnesAllowed: 1, plusOnesComing: 1, attending: 2 });
    expect(summary.households).toEqual([expect.objectContaining({ name: 'Effs', replied: true })]);
    expect(summary.questions[0]!.tally).toEqual([
      { value: 'Fish', count: 1 },
      { value: 'Veggie', count: 0 },
    ]);
    expect(summary.guests.find((g) => g.guestId === gus)?.answers).toEqual({});
    expect(summary.requests.map((r) => r.name)).toEqual(['Jo Jay']);
  });
});
