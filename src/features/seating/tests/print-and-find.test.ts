// Printing a chart and guests finding their table (issue 24 items 6 and 7) on either engine: the
// find-your-seat board (by last name, QR code to /{w}/seat once guests may look), table and place cards,
// the caterer's sheet (meals, allergies, no contact details), the CSV; the lookup by name shows only the
// guest's own table, is off until the couple turns it on, and is throttled like the RSVP page's.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { first } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { setGuest } from '../../email/tests/helpers';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { ORIGIN } from '../../../../tests/helpers/http';
import { seatingGuests } from './fixture';

const { answers, guests, questions, weddings } = engineTables();

const API = '/api/v1/seating/wedding-day';

async function seatedWedding() {
  const w = await coupleWedding();
  const ids = await seatingGuests(w.store, w.wedding.id);
  await w.transaction(async () => {
    await w
      .sql()
      .update(weddings)
      .set({ weddingDate: new Date('2027-06-19T15:00:00Z') })
      .where(eq(weddings.id, w.wedding.id));
    await w.sql().update(guests).set({ email: 'ana.lee@example.com' }).where(eq(guests.id, ids.ana));
    const meal = first(
      await w
        .sql()
        .insert(questions)
        .values({ weddingId: w.wedding.id, form: 'rsvp', kind: 'choice', label: 'Meal choice', options: ['Fish', 'Beef'] })
        .returning(),
    )!;
    const diet = first(
      await w.sql().insert(questions).values({ weddingId: w.wedding.id, form: 'rsvp', kind: 'text', label: 'Any allergies?', position: 1 }).returning(),
    )!;
    await w
      .sql()
      .insert(answers)
      .values([
        { guestId: ids.ana, questionId: meal.id, value: 'Fish' },
        { guestId: ids.ben, questionId: meal.id, value: 'Beef' },
        { guestId: ids.eve, questionId: meal.id, value: 'Fish' },
        { guestId: ids.ana, questionId: diet.id, value: 'Peanuts' },
      ]);
  });
  const http = w.ownerClient;
  const res = await w.app.request(`${ORIGIN}${API}/tables`, {
    method: 'PUT',
    headers: { origin: ORIGIN, cookie: http.cookie(), 'content-type': 'application/json' },
    body: JSON.stringify({ version: 0, tables: [{ name: 'Rose' }, { name: 'Lily' }] }),
  });
  expect(res.status).toBe(200);
  const chart = await (await http.get(API)).json();
  const [rose, lily] = chart.tables;
  await http.post(`${API}/assign`, { version: 1, householdId: ids.lees, tableId: rose.id });
  await http.post(`${API}/assign`, { version: 2, guestIds: [ids.eve, `${ids.eve}.plus-one`], tableId: lily.id });
  return { ...w, ids, http, version: 3 };
}

describe('printing a seating chart', () => {
  it('prints the board by last name, the table and place cards with a meal mark, the caterer sheet and the CSV', async () => {
    const { http, version } = await seatedWedding();
    const board = await (await http.get('/app/seating/wedding-day/print/board?size=poster')).text();
    const order = ['Ana Lee', 'Ben Lee', 'Finn Roe', 'Eve Stone'].map((name) => board.indexOf(name));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(board).toContain('size:18in 24in');
    expect(board).toContain('Turn on &quot;Let guests find their table&quot;');
    expect(board).not.toContain('/ana-and-jo/seat');

    await http.post(`${API}/visibility`, { version, showToGuests: true });
    const withQr = await (await http.get('/app/seating/wedding-day/print/board')).text();
    expect(withQr).toContain('http://localhost/ana-and-jo/seat');
    expect(withQr).toContain('<svg');
    expect(withQr).toContain('size:210mm 297mm');

    const tableCards = await (await http.get('/app/seating/wedding-day/print/table-cards?size=letter')).text();
    expect(tableCards).toContain('size:8.5in 11in');
    expect(tableCards.match(/seat-print__table-card/g)?.length).toBeGreaterThanOrEqual(2);
    const placeCards = await (await http.get('/app/seating/wedding-day/print/place-cards')).text();
    expect(placeCards).toMatch(/Ana Lee<\/strong><span>Rose<\/span><span class="seat-print__meal">Fish/);

    const caterer = await (await http.get('/app/seating/wedding-day/print/caterer')).text();
    expect(caterer).toContain('Rose: 2 guests');
    expect(caterer).toContain('Ana Lee<!-- -->: <!-- -->Peanuts');
    expect(caterer).toMatch(/<th>No answer<\/th><td>1<\/td>/);
    expect(caterer).not.toContain('ana.lee@example.com');

    const csv = await http.get('/app/seating/wedding-day/export.csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Name,Household,Table,Meal,Allergies and notes');
    expect(lines).toContain('Ana Lee,Lee family,Rose,Fish,Peanuts');
    expect(lines).toContain('Dee Park,,,,');
    expect((await http.get('/app/seating/wedding-day/print/nothing')).status).toBe(404);
  });
});

describe('guests find their table', () => {
  afterEach(() => vi.useRealTimers());

  it('is off until the couple turns it on, then shows a guest their own table only (by name or personal link), never a list', async () => {
    const { http, visitor, ids, version, tokenOf, sql } = await seatedWedding();
    expect((await visitor.get('/ana-and-jo/seat')).status).toBe(404);
    await http.post(`${API}/visibility`, { version, showToGuests: true });
    const form = await visitor.get('/ana-and-jo/seat');
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('Find your table');
    for (const name of ['Ana Lee', 'Eve Stone', 'Rose', 'Lily']) expect(html).not.toContain(name);

    const found = await visitor.form('/ana-and-jo/seat', { name: 'ana  lee' });
    expect(found.status).toBe(200);
    const mine = await found.text();
    expect(mine).toContain('<strong>Rose</strong>');
    expect(mine).not.toContain('Lily');
    expect(mine).not.toContain('Ben Lee');

    const eve = await (await visitor.form('/ana-and-jo/seat', { name: 'Eve Stone' })).text();
    expect(eve).toContain('<strong>Lily</strong>');
    expect(eve).not.toContain('Rose');

    const nobody = await visitor.form('/ana-and-jo/seat', { name: 'Zed Nobody' });
    expect(nobody.status).toBe(400);
    expect(await nobody.text()).toContain('We couldn&#x27;t find your invitation under that name');

    // The same action answers fetch with JSON: the guest's own tables only, or why not.
    const json = await visitor.post('/ana-and-jo/seat', { name: 'ana  lee' });
    expect(json.status).toBe(200);
    const answer = (await json.json()) as { guest: { name: string }; tables: { table: string | null }[] };
    expect(answer.guest).toEqual({ name: 'Ana Lee' });
    expect(answer.tables.map((t) => t.table)).toContain('Rose');
    expect(JSON.stringify(answer)).not.toContain('Lily');
    expect(await (await visitor.post('/ana-and-jo/seat', { name: 'Zed Nobody' })).json()).toEqual({
      guest: null,
      tables: [],
      msg: "We couldn't find your invitation under that name. Check the spelling as it appears on your invitation.",
    });
    const blank = await visitor.form('/ana-and-jo/seat', { name: ' ' });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain('Please enter your full name');

    const gus = first(await sql().select().from(guests).where(eq(guests.id, ids.gus)))!;
    const byLink = await (await visitor.get(`/ana-and-jo/seat?token=${tokenOf(gus)}`)).text();
    expect(byLink).toContain('Welcome, Gus Hall.');
    expect(byLink).toContain('Your table is not set yet');
  });

  it("answers in the guest's language (issue 27): Spanish by ?lang= with a Spanish error, Arabic right to left by the guest's own", async () => {
    const { http, visitor, ids, version, tokenOf, sql, store } = await seatedWedding();
    await http.post(`${API}/visibility`, { version, showToGuests: true });
    const form = await (await visitor.get('/ana-and-jo/seat?lang=es')).text();
    expect(form).toContain('<html lang="es" dir="ltr">');
    expect(form).toContain('Escribe tu nombre como aparece en tu invitación para ver tu mesa.');
    expect(form).toContain('action="/ana-and-jo/seat?lang=es"');
    const nobody = await visitor.form('/ana-and-jo/seat?lang=es', { name: 'Zed Nobody' });
    expect(nobody.status).toBe(400);
    expect(await nobody.text()).toContain('No encontramos tu invitación con ese nombre.');
    expect(await (await visitor.form('/ana-and-jo/seat?lang=es', { name: 'Ana Lee' })).text()).toContain('Bienvenido, Ana Lee.');

    await setGuest(store, ids.gus, { language: 'ar' });
    const gus = first(await sql().select().from(guests).where(eq(guests.id, ids.gus)))!;
    const arabic = await (await visitor.get(`/ana-and-jo/seat?token=${tokenOf(gus)}`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('أهلًا بك يا Gus Hall.');
    expect(arabic).toContain('لم تُحدَّد طاولتك بعد.');
  });

  it('shows a household its own seats on the RSVP page opened by a personal link, once the couple turns it on', async () => {
    const { http, visitor, ids, version, tokenOf, sql } = await seatedWedding();
    const linkOf = async (id: string) =>
      `/ana-and-jo/rsvp?token=${encodeURIComponent(tokenOf(first(await sql().select().from(guests).where(eq(guests.id, id)))!))}`;
    const off = await visitor.get(await linkOf(ids.ana));
    expect(off.status).toBe(200);
    expect(await off.text()).not.toContain('data-testid="your-tables"');

    await http.post(`${API}/visibility`, { version, showToGuests: true });
    const lees = await (await visitor.get(await linkOf(ids.ben))).text();
    expect(lees).toContain('Your tables');
    expect(lees).toMatch(/Ana Lee<!-- -->: <strong>Rose<\/strong>/);
    expect(lees).toMatch(/Ben Lee<!-- -->: <strong>Rose<\/strong>/);
    for (const other of ['Lily', 'Eve Stone', 'Finn Roe', 'Cy Lee<!-- -->:']) expect(lees).not.toContain(other);

    const eve = await (await visitor.get(await linkOf(ids.eve))).text();
    expect(eve).toMatch(/Eve Stone<!-- -->: <strong>Lily<\/strong>/);
    expect(eve).toMatch(/Finn Roe<!-- -->: <strong>Lily<\/strong>/);
    expect(eve).not.toContain('Rose');
    // Not seated anywhere: no notice at all.
    expect(await (await visitor.get(await linkOf(ids.gus))).text()).not.toContain('data-testid="your-tables"');

    await http.post(`${API}/visibility`, { version: version + 1, showToGuests: false });
    expect(await (await visitor.get(await linkOf(ids.ana))).text()).not.toContain('data-testid="your-tables"');
  });

  it('is throttled per address like the RSVP lookup (429 with Retry-After and the message on the form)', async () => {
    const { http, visitor, version } = await seatedWedding();
    await http.post(`${API}/visibility`, { version, showToGuests: true });
    // The clock stands still while the bucket fills: it drains one lookup per 120 s, so each second the
    // lookups take (more on PostgreSQL, or on a loaded machine) would take a second off the Retry-After.
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 10; i++) expect((await visitor.form('/ana-and-jo/seat', { name: `Guess ${i} Person` })).status).toBe(400);
    const throttled = await visitor.form('/ana-and-jo/seat', { name: 'Ana Lee' });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('120');
    const text = await throttled.text();
    expect(text).toContain('Too many attempts');
    expect(text).not.toContain('Rose');
  });
});
