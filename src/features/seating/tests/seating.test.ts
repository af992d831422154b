// The seating API and its no-JS page (issue 24 items 1-5, 8) on either engine: seats per household
// with plus-one placeholders, declined and unanswered people refused, soft capacity, the version check,
// flags after an RSVP changes and their release, the lock, and the page's forms.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { setGuest, setWedding } from '../../email/tests/helpers';
import { createTestUser } from '../../../../tests/helpers/auth';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client, ORIGIN } from '../../../../tests/helpers/http';
import { EVERYONE_SEATED, NOBODY_TO_SEAT } from '../../../shared/seating/texts';
import { seatingGuests } from './fixture';

const { guests, rsvpEventAnswers, weddingEvents } = engineTables();

const API = '/api/v1/seating/wedding-day';

interface Person {
  id: string;
  name: string;
  placeholder: boolean;
  attendance: string;
  tableId: string | null;
}
interface Chart {
  version: number;
  tables: { id: string; name: string; seated: number; capacity: number; overCapacity: boolean }[];
  people: Person[];
  toSeat: { id: string; name: string; household: boolean; people: Person[] }[];
  checks: {
    unseated: { id: string }[];
    notAttending: { id: string; attendance: string }[];
    splitHouseholds: { id: string }[];
    overCapacity: { id: string }[];
    noMeal: unknown;
    count: number;
  };
  lockedAt: string | null;
  changedSincePrinted: boolean;
}

async function setup() {
  const w = await coupleWedding();
  await setWedding(w.store, w.wedding.id, { weddingDate: new Date('2027-06-19T15:00:00Z') });
  const ids = await seatingGuests(w.store, w.wedding.id);
  const http = w.ownerClient;
  const chart = async (path = API): Promise<Chart> => {
    const res = await http.get(path);
    expect(res.status).toBe(200);
    return res.json();
  };
  const put = (path: string, body: unknown) =>
    w.app.request(`${ORIGIN}${path}`, {
      method: 'PUT',
      headers: { origin: ORIGIN, cookie: http.cookie(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** Two tables (Table 1 with `capacity` seats, Table 2 with 8); returns their ids and the new version. */
  const tables = async (capacity = 8) => {
    const before = await chart();
    const res = await put(`${API}/tables`, {
      version: before.version,
      tables: [
        { name: 'Table 1', capacity },
        { name: 'Table 2', capacity: 8, shape: 'rectangular' },
      ],
    });
    expect(res.status).toBe(200);
    const after = await chart();
    return { one: after.tables[0]!.id, two: after.tables[1]!.id, version: after.version };
  };
  return { ...w, ids, http, chart, put, tables };
}

describe('seating chart', () => {
  it('lists attending people by household with plus-ones and "Guest of X" placeholders; declined and unanswered are not to seat', async () => {
    const { chart, ids, store } = await setup();
    const first = await chart();
    expect(first.version).toBe(0);
    expect(first.toSeat.map((p) => [p.name, p.people.map((x) => x.name)])).toEqual([
      ['Lee family', ['Ana Lee', 'Ben Lee']],
      ['Dee Park', ['Dee Park', 'Guest of Dee Park']],
      ['Eve Stone', ['Eve Stone', 'Finn Roe']],
    ]);
    expect(first.toSeat[1]!.people[1]).toMatchObject({ id: `${ids.dee}.plus-one`, placeholder: true });
    expect(first.people.find((p) => p.id === ids.cy)?.attendance).toBe('declined');
    expect(first.people.find((p) => p.id === ids.gus)?.attendance).toBe('awaiting');
    expect(first.checks.unseated).toHaveLength(6);

    // The name arrives: the placeholder is renamed, same seat id.
    await setGuest(store, ids.dee, { plusOneName: 'Hal Park' });
    const renamed = (await chart()).people.find((p) => p.id === `${ids.dee}.plus-one`);
    expect(renamed).toMatchObject({ name: 'Hal Park', placeholder: false });
  });

  it('seats a household in one move, refuses declined and unanswered people with a clear msg, and keeps capacity soft', async () => {
    const { http, ids, chart, tables } = await setup();
    const t = await tables(3);
    const seated = await http.post(`${API}/assign`, { version: t.version, householdId: ids.lees, tableId: t.one });
    expect(seated.status).toBe(200);
    expect(await seated.json()).toMatchObject({ version: t.version + 1, msg: 'Seated 2 people at Table 1.', people: [ids.ana, ids.ben] });

    const declined = await http.post(`${API}/assign`, { version: t.version + 1, guestIds: [ids.cy], tableId: t.one });
    expect(declined.status).toBe(400);
    expect(await declined.json()).toMatchObject({ code: 'seating.not-attending', msg: 'Cy Lee declined Wedding day: only people attending it can be seated.' });
    const awaiting = await http.post(`${API}/assign`, { version: t.version + 1, guestIds: [ids.gus], tableId: t.one });
    expect(awaiting.status).toBe(400);
    expect((await awaiting.json()).msg).toBe('Gus Hall has not answered for Wedding day yet: only people attending it can be seated.');

    // Over capacity is allowed and shown.
    const over = await http.post(`${API}/assign`, { version: t.version + 1, guestIds: [ids.dee, `${ids.dee}.plus-one`], tableId: t.one });
    expect(over.status).toBe(200);
    const after = await chart();
    expect(after.tables[0]).toMatchObject({ seated: 4, capacity: 3, overCapacity: true });
    expect(after.checks.overCapacity.map((x) => x.id)).toEqual([t.one]);
    expect(after.toSeat.map((p) => p.name)).toEqual(['Eve Stone']);

    // Moving one person splits the household (a check); unseating puts them back to seat.
    await http.post(`${API}/assign`, { version: after.version, guestIds: [ids.ben], tableId: t.two });
    expect((await chart()).checks.splitHouseholds.map((h) => h.id)).toEqual([ids.lees]);
    const back = await http.post(`${API}/assign`, { version: after.version + 1, guestIds: [ids.ben], tableId: null });
    expect((await back.json()).msg).toBe('1 person is back in "To seat".');
    expect((await chart()).toSeat.map((p) => p.name)).toEqual(['Lee family', 'Eve Stone']);

    const unknown = await http.post(`${API}/assign`, { version: after.version + 2, guestIds: ['nobody'], tableId: t.two });
    expect(unknown.status).toBe(400);
    const badTable = await http.post(`${API}/assign`, { version: after.version + 2, guestIds: [ids.ben], tableId: 'gone' });
    expect((await badTable.json()).code).toBe('seating.table-not-found');
  });

  it('never loses a move: a write on an older version is refused (409), and of two at once one wins', async () => {
    const { http, ids, chart, tables } = await setup();
    const t = await tables();
    const [a, b] = await Promise.all([
      http.post(`${API}/assign`, { version: t.version, guestIds: [ids.ana], tableId: t.one }),
      http.post(`${API}/assign`, { version: t.version, guestIds: [ids.eve], tableId: t.two }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(await loser.json()).toMatchObject({ code: 'seating.conflict', msg: expect.stringContaining('Someone else changed this seating chart') });
    const after = await chart();
    expect(after.version).toBe(t.version + 1);
    expect(after.people.filter((p) => p.tableId).length).toBe(1);
  });

  it('flags seated people whose RSVP changes to declined and releases them in one step', async () => {
    const { http, ids, chart, tables, store } = await setup();
    const t = await tables();
    await http.post(`${API}/assign`, { version: t.version, householdId: ids.lees, tableId: t.one });
    await setGuest(store, ids.ana, { status: 'Declined' });
    const flagged = await chart();
    expect(flagged.people.find((p) => p.id === ids.ana)).toMatchObject({ tableId: t.one, attendance: 'declined' });
    expect(flagged.checks.notAttending).toEqual([{ id: ids.ana, name: 'Ana Lee', attendance: 'declined', tableId: t.one }]);
    const released = await http.post(`${API}/release-declined`, { version: flagged.version });
    expect(await released.json()).toMatchObject({ msg: 'Released 1 seat of a declined guest.', released: [ids.ana] });
    const after = await chart();
    expect(after.people.find((p) => p.id === ids.ana)?.tableId).toBeNull();
    expect(after.people.find((p) => p.id === ids.ben)?.tableId).toBe(t.one);
    expect(after.checks.notAttending).toEqual([]);
    // Recorded in the wedding's activity log, by who released them.
    const log = await (await http.get('/api/v1/activity')).json();
    expect(log.entries[0]).toMatchObject({ kind: 'seating.released', detail: 'Wedding day: 1 seat' });
    expect(log.entries[0].text).toMatch(/released seats of declined guests: Wedding day: 1 seat$/);
  });

  it('locks for print and shows "changed since printed" after a later change', async () => {
    const { http, ids, chart, tables } = await setup();
    const t = await tables();
    const locked = await http.post(`${API}/lock`, { version: t.version });
    expect(locked.status).toBe(200);
    const printed = await chart();
    expect(printed.lockedAt).not.toBeNull();
    expect(printed.changedSincePrinted).toBe(false);
    await http.post(`${API}/assign`, { version: printed.version, guestIds: [ids.ana], tableId: t.one });
    expect((await chart()).changedSincePrinted).toBe(true);
  });

  it('reads per-event answers: a guest who declined the reception cannot sit there but can at the ceremony', async () => {
    const { http, ids, chart, sql, transaction, wedding } = await setup();
    const reception = await transaction(async () => {
      const [event] = await sql()
        .insert(weddingEvents)
        .values({ weddingId: wedding.id, title: 'Reception', startsAt: new Date('2027-06-19T19:00:00Z'), endsAt: new Date('2027-06-19T23:00:00Z') })
        .returning();
      await sql()
        .insert(rsvpEventAnswers)
        .values([
          { weddingId: wedding.id, guestId: ids.ana, eventId: 'wedding-day', status: 'Accepted' },
          { weddingId: wedding.id, guestId: ids.ana, eventId: event!.id, status: 'Declined' },
        ]);
      return event!;
    });
    const atReception = await chart(`/api/v1/seating/${reception.id}`);
    expect(atReception.people.find((p) => p.id === ids.ana)?.attendance).toBe('declined');
    expect((await chart()).people.find((p) => p.id === ids.ana)?.attendance).toBe('attending');
    const put = await http.post(`/api/v1/seating/${reception.id}/assign`, { version: 0, guestIds: [ids.ana], tableId: null });
    expect(put.status).toBe(200);
    expect((await http.get('/api/v1/seating/no-such-event')).status).toBe(404);
  });

  it("checks the couple's access: signed out is 401, another couple cannot see or change this chart", async () => {
    const { visitor, app, store, tables } = await setup();
    await tables();
    expect((await visitor.get(API)).status).toBe(401);
    expect((await visitor.post(`${API}/lock`, { version: 1 })).status).toBe(401);
    const other = await createTestUser(store, { weddingUrl: 'other-couple', email: 'other@example.com' });
    const otherClient = client(app, other.cookie);
    // Their wedding has no date yet, so no wedding day: this chart is not theirs to find.
    expect((await otherClient.get(API)).status).toBe(404);
    expect((await otherClient.post(`${API}/assign`, { version: 1, guestIds: ['x'], tableId: 'y' })).status).toBe(404);
    await setWedding(store, other.wedding.id, { weddingDate: new Date('2027-08-01T15:00:00Z') });
    const theirs: Chart = await (await otherClient.get(API)).json();
    expect(theirs.tables).toEqual([]);
    expect(theirs.people).toEqual([]);
    const invalid = await otherClient.post(`${API}/lock`, { version: 'soon' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).msg).toBe('version must be the chart version you read');
  });

  it('proposes with "keep together" and "keep apart" rules set on the page, which the address carries', async () => {
    const { http, ids, tables } = await setup();
    await tables();
    /** The proposal's tables as the names proposed at each. */
    const proposed = async (query: string) => {
      const page = await http.get(`/app/seating/wedding-day/auto${query}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      return { html, tables: [...html.matchAll(/data-table="[^"]+"><h3[\s\S]*?<\/h3><p>([^<]*)<\/p>/g)].map((m) => m[1]!.split(', ').sort()) };
    };
    const together = (names: string[], list: string[][]) => list.some((t) => names.every((n) => t.includes(n)));
    expect(together(['Ana Lee', 'Ben Lee'], (await proposed('')).tables)).toBe(true);

    const apart = await proposed(`?rule=apart&a=${ids.ana}&b=${ids.ben}`);
    expect(together(['Ana Lee', 'Ben Lee'], apart.tables)).toBe(false);
    expect(apart.html).toContain('Keep apart: Ana Lee and Ben Lee');
    // The next rule keeps the first (a hidden field of the form) and the page links to removing each.
    expect(apart.html).toContain(`name="apart" value="${ids.ana}~${ids.ben}"`);
    const both = await proposed(`?apart=${ids.ana}~${ids.ben}&rule=together&a=${ids.dee}&b=${ids.eve}`);
    expect(together(['Ana Lee', 'Ben Lee'], both.tables)).toBe(false);
    expect(together(['Dee Park', 'Eve Stone'], both.tables)).toBe(true);
    expect(both.html).toContain(`href="/app/seating/wedding-day/auto?together=${ids.dee}%7E${ids.eve}"`);
    // A broken address proposes without rules rather than failing.
    expect(together(['Ana Lee', 'Ben Lee'], (await proposed('?apart=nonsense')).tables)).toBe(true);
  });

  it("copies another event's tables (names, shapes, seats and places), not its people", async () => {
    const { http, ids, chart, sql, transaction, wedding, tables } = await setup();
    // Seated while the wedding day is the only event (its answer is then the guest's answer).
    const { one, version } = await tables(6);
    expect((await http.post(`${API}/assign`, { version, guestIds: [ids.ana], tableId: one })).status).toBe(200);
    const welcome = (
      await transaction(() =>
        sql()
          .insert(weddingEvents)
          .values({ weddingId: wedding.id, title: 'Welcome drinks', startsAt: new Date('2027-06-18T18:00:00Z'), endsAt: new Date('2027-06-18T21:00:00Z') })
          .returning(),
      )
    )[0]!;
    const before = await chart(`/api/v1/seating/${welcome.id}`);
    const res = await http.post(`/api/v1/seating/${welcome.id}/copy`, { version: before.version, fromEventId: 'wedding-day' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { msg: string }).msg).toBe('Copied 2 tables.');
    const copied = await chart(`/api/v1/seating/${welcome.id}`);
    expect(copied.tables.map((t) => [t.name, t.capacity, t.seated])).toEqual([
      ['Table 1', 6, 0],
      ['Table 2', 8, 0],
    ]);
    expect(copied.tables.map((t) => t.id)).not.toContain(one);
    // The source chart keeps its tables and Ana's seat; a stale version is refused, nothing copied twice.
    expect((await chart()).people.find((p) => p.id === ids.ana)?.tableId).toBe(one);
    const stale = await http.post(`/api/v1/seating/${welcome.id}/copy`, { version: before.version, fromEventId: 'wedding-day' });
    expect(stale.status).toBe(409);
    expect((await chart(`/api/v1/seating/${welcome.id}`)).tables).toHaveLength(2);
  });

  it("edits a table from the page's form: name, shape, seats and couple's mark change; its place and people stay", async () => {
    const { http, ids, chart, tables, put } = await setup();
    const t = await tables();
    await http.post(`${API}/assign`, { version: t.version, householdId: ids.lees, tableId: t.one });
    const placed = await chart();
    const moved = await put(`${API}/tables`, {
      version: placed.version,
      tables: placed.tables.map((table, i) => ({ ...table, x: 300 + i, y: 120, rotation: 45 })),
    });
    expect(moved.status).toBe(200);
    const before = await chart();
    expect(await (await http.get('/app/seating/wedding-day')).text()).toContain('Edit Table 1');
    const edited = await http.form('/app/seating/wedding-day/tables/edit', {
      version: String(before.version),
      tableId: t.one,
      name: 'Rose',
      shape: 'head',
      capacity: '1',
      couple: 'true',
    });
    expect(edited.status).toBe(303);
    const after = await chart();
    expect(after.tables[0]).toMatchObject({ id: t.one, name: 'Rose', shape: 'head', capacity: 1, couple: true, x: 300, y: 120, rotation: 45, seated: 2 });
    expect(after.tables[0]!.overCapacity).toBe(true);
    expect(after.tables[1]).toMatchObject({ id: t.two, name: 'Table 2', x: 301 });
    // An unticked box is false; a bad value is the refusal's toast, nothing changed.
    await http.form('/app/seating/wedding-day/tables/edit', { version: String(after.version), tableId: t.one, name: 'Rose', shape: 'head', capacity: '2' });
    expect((await chart()).tables[0]).toMatchObject({ couple: false, capacity: 2 });
    const refused = await http.form('/app/seating/wedding-day/tables/edit', {
      version: String(after.version + 1),
      tableId: t.one,
      name: 'Rose',
      capacity: '99',
    });
    expect(refused.status).toBe(303);
    expect(await (await http.get('/app/seating/wedding-day')).text()).toContain('Seats must be a number from 1 to 30.');
    expect((await chart()).tables[0]!.capacity).toBe(2);
  });

  it('with nobody attending says there is nobody to seat yet, not that everyone has a seat', async () => {
    const { http, sql, transaction, wedding } = await setup();
    await transaction(() => sql().update(guests).set({ status: 'Awaiting' }).where(eq(guests.weddingId, wedding.id)));
    await http.form('/app/seating/wedding-day/tables', { version: '0', name: 'Table 1', shape: 'round', capacity: '8' });
    const page = await (await http.get('/app/seating/wedding-day')).text();
    expect(page).not.toContain(EVERYONE_SEATED);
    expect(page.split(NOBODY_TO_SEAT).length - 1).toBe(2); // the list and the floor plan
  });

  it('works without JavaScript: the page lists households with "Seat all N at", and the forms add a table and seat a household', async () => {
    const { http, ids, chart, app } = await setup();
    const empty = await (await http.get('/app/seating')).headers.get('location');
    expect(empty).toBe('/app/seating/wedding-day');
    const added = await http.form('/app/seating/wedding-day/tables', { version: '0', name: 'Table 1', shape: 'round', capacity: '8' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/app/seating/wedding-day');
    const page = await (await http.get('/app/seating/wedding-day')).text();
    expect(page).toContain('Seat all 2');
    expect(page).toContain('Guest of Dee Park');
    expect(page).toContain('href="/app/seating"');
    const current = await chart();
    const seated = await http.form('/app/seating/wedding-day/assign?back=filter%3Dall', {
      version: String(current.version),
      guestIds: ids.ana,
      tableId: current.tables[0]!.id,
    });
    expect(seated.status).toBe(303);
    expect(seated.headers.get('location')).toBe('/app/seating/wedding-day?filter=all');
    // A refusal comes back as the toast on the chart.
    const stale = await http.form('/app/seating/wedding-day/assign', { version: '0', guestIds: ids.ben, tableId: current.tables[0]!.id });
    expect(stale.status).toBe(303);
    const again = await (await http.get('/app/seating/wedding-day')).text();
    expect(again).toContain('Someone else changed this seating chart');
    expect((await chart()).people.find((p) => p.id === ids.ana)?.tableId).toBe(current.tables[0]!.id);

    // A table's own move menu moves everyone at it at once.
    const seatedTwo = await chart();
    await http.form('/app/seating/wedding-day/assign', { version: String(seatedTwo.version), guestIds: ids.ben, tableId: current.tables[0]!.id });
    const two = await chart();
    const both = await (await http.get('/app/seating/wedding-day')).text();
    expect(both).toContain('aria-label="Move everyone at Table 1 to"');
    const second = await http.form('/app/seating/wedding-day/tables', { version: String(two.version), name: 'Table 2', shape: 'round', capacity: '8' });
    expect(second.status).toBe(303);
    const withTwo = await chart();
    const table2 = withTwo.tables[1]!.id;
    // The menu's form sends guestIds once per person.
    const everyone = new URLSearchParams([
      ['version', String(withTwo.version)],
      ['guestIds', ids.ana],
      ['guestIds', ids.ben],
      ['tableId', table2],
    ]);
    const movedAll = await app.request(`${ORIGIN}/app/seating/wedding-day/assign`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: http.cookie(), 'content-type': 'application/x-www-form-urlencoded' },
      body: everyone,
    });
    expect(movedAll.status).toBe(303);
    expect((await chart()).people.filter((p) => p.tableId === table2).map((p) => p.name)).toEqual(['Ana Lee', 'Ben Lee']);
  });
});
