import { describe, expect, it } from 'vitest';
import type { GuestRow } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import { guestsRepository } from '../domain/repository';
import { parseCsv } from '../domain/csv';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client, ORIGIN } from '../../../../tests/helpers/http';
import { forceGuestStatus } from './helpers';

type Row = {
  line: number;
  name: string;
  email: string | null;
  household: string | null;
  plusOneAllowed: boolean;
  plusOneName: string | null;
  errors: string[];
  duplicate: null | { of: string; line?: number };
};
type Preview = { rows: Row[]; summary: Record<string, number | boolean>; msg?: string };

async function setup() {
  const t = createTestApp();
  const { wedding, cookie } = await createTestUser(t.store, { weddingUrl: 'ann-and-bo' });
  return { t, app: t.app, store: t.store, wedding, cookie, api: client(t.app, cookie), guests: () => guestsRepository(t.store).all(wedding.id) };
}

describe('CSV import', () => {
  it('previews names, e-mails, households and plus-ones, with duplicates and per-row errors, writing nothing', async () => {
    const { guests, api } = await setup();
    await api.post('/api/v1/guest-list', { name: 'Already Here', email: 'here@example.com' });
    const csv = [
      'Full Name,E-mail,Party,Plus One,Notes',
      '"García, José",jose@example.com,The Garcías,yes,"Likes ""salsa"""',
      'Maria Lopez,,The Garcías,Pedro Lopez,',
      ',nobody@example.com,,,',
      'Bad Mail,not-an-email,,,',
      'jose  garcía,JOSE@example.com,,,', // not the same: the comma is part of the first name
      'Maria  López,,,no,', // same name key and no e-mail as row 3
      'already here,HERE@example.com,,,',
      `${'x'.repeat(101)},,,,`,
    ].join('\n');
    const res = await api.post('/api/v1/guest-list/import/preview', { csv });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as Preview;
    expect(preview.rows.map((r) => [r.line, r.name, r.errors, r.duplicate])).toEqual([
      [2, 'García, José', [], null],
      [3, 'Maria Lopez', [], null],
      [4, '', ["Please enter the guest's name"], null],
      [5, 'Bad Mail', ['Please enter a valid email address'], null],
      [6, 'jose garcía', [], null],
      [7, 'Maria López', [], { of: 'file', line: 3 }],
      [8, 'already here', [], { of: 'list' }],
      [9, 'x'.repeat(101), ['Names can be at most 100 characters'], null],
    ]);
    expect(preview.rows[0]).toMatchObject({ email: 'jose@example.com', household: 'The Garcías', plusOneAllowed: true, plusOneName: null });
    expect(preview.rows[1]).toMatchObject({ plusOneAllowed: true, plusOneName: 'Pedro Lopez' });
    expect(preview.summary).toEqual({ rows: 8, toImport: 3, duplicates: 2, invalid: 3, seatsToAdd: 5, seatsUsed: 1, guestLimit: 65, fitsLimit: true });
    expect(preview.msg).toBeUndefined();
    expect(await guests()).toHaveLength(1);
  });

  it('imports the valid new rows in file order and reports the skipped ones', async () => {
    const { guests, api } = await setup();
    const csv = 'Name,Email,Household,Plus One,Status\nAnn,ann@example.com,Lees,no,accepted\nBo,,Lees,yes,\nAnn,ANN@example.com,,,\nCy,bad,,,\nDee,,,,Maybe\n';
    const res = await api.post('/api/v1/guest-list/import', { csv });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { msg: string; imported: number; skipped: Row[] };
    expect(body.msg).toBe('2 guests imported');
    expect(body.skipped.map((r) => r.line)).toEqual([4, 5, 6]);
    const rows = await guests();
    expect(rows.map((r) => [r.name, r.email, r.status, r.plusOneAllowed])).toEqual([
      ['Ann', 'ann@example.com', 'Accepted', false],
      ['Bo', null, 'Awaiting', true],
    ]);
    expect(rows[0]!.householdId).toBe(rows[1]!.householdId);
    const list = (await (await api.get('/api/v1/guest-list?sort=oldest')).json()) as { guests: { name: string }[] };
    expect(list.guests.map((g) => g.name)).toEqual(['Ann', 'Bo']);

    const again = await api.post('/api/v1/guest-list/import', { csv });
    expect(again.status).toBe(400);
    expect((await again.json()).msg).toBe('Nothing to import: every row is a duplicate or has an error');
  });

  it('reads a text/csv body, a multipart file, no header row, and ; separators', async () => {
    const { app, cookie } = await setup();
    const post = (body: BodyInit, type?: string) =>
      app.request(`${ORIGIN}/api/v1/guest-list/import/preview`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie, ...(type ? { 'content-type': type } : {}) },
        body,
      });
    const plain = (await (await post('Ann Lee,ann@example.com,Lees,yes\r\n', 'text/csv')).json()) as Preview;
    expect(plain.rows[0]).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com', household: 'Lees', plusOneAllowed: true });

    const form = new FormData();
    form.set('file', new File(['\uFEFFName;Email\nBo;bo@example.com\n'], 'guests.csv', { type: 'text/csv' }));
    const multipart = (await (await post(form)).json()) as Preview;
    expect(multipart.rows).toHaveLength(1);
    expect(multipart.rows[0]).toMatchObject({ name: 'Bo', email: 'bo@example.com' });

    const firstLast = (await (await post('First Name,Last Name\nCy,Young\n', 'text/csv')).json()) as Preview;
    expect(firstLast.rows[0]!.name).toBe('Cy Young');
  });

  it('explains unreadable files', async () => {
    const { api, app, cookie } = await setup();
    expect(await (await api.post('/api/v1/guest-list/import/preview', { csv: '' })).json()).toEqual({
      msg: 'Choose a CSV file to import',
      code: 'upload.no-file',
    });
    expect(await (await api.post('/api/v1/guest-list/import/preview', { csv: 'Name,Email\n' })).json()).toEqual({
      msg: 'The file has no guests',
      code: 'guests.csv-invalid',
    });
    expect(await (await api.post('/api/v1/guest-list/import/preview', { csv: 'Name\n"open' })).json()).toEqual({
      msg: 'Line 2: a quoted field is never closed',
      code: 'guests.csv-invalid',
    });
    const big = await app.request(`${ORIGIN}/api/v1/guest-list/import`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie, 'content-type': 'text/csv' },
      body: `Name\n${'a'.repeat(1024 * 1024 + 10)}\n`,
    });
    expect([400, 413]).toContain(big.status);
    expect((await big.json()).msg).toBe('The file is larger than 1 MB');
  });
});

describe('CSV export', () => {
  it('exports every guest with status, household, plus-one and RSVP answers, quoted and formula-safe, and reads back the same', async () => {
    const { t, store, wedding, guests, api } = await setup();
    const tricky = [
      {
        name: 'Smith, "Jo"',
        email: 'jo@example.com',
        household: 'The "Smiths", York',
        notes: '=HYPERLINK("http://evil.example","x")\nsecond line',
        status: 'Accepted',
        plusOneName: 'Pat',
      },
      { name: '@Ann', notes: '+1 555 0100', household: '-dash' },
      { name: 'Zoë Ünal', notes: "'=already quoted" },
    ];
    for (const guest of tricky) expect((await api.post('/api/v1/guest-list', guest)).status).toBe(201);
    const ann = (await guests()).find((g) => g.name === '@Ann')!;
    await forceGuestStatus(t, ann.id, 'Maybe'); // shows as ERROR
    const { t: tables, sql, transaction } = portable(store);
    const jo = (await guests()).find((g) => g.email === 'jo@example.com')!;
    await transaction(async () => {
      const question = first(
        await sql().insert(tables.questions).values({ weddingId: wedding.id, form: 'rsvp', kind: 'text', label: 'Dietary needs' }).returning(),
      )!;
      await sql().insert(tables.answers).values({ guestId: jo.id, questionId: question.id, value: 'No nuts, please' });
    });

    const res = await api.get('/api/v1/guest-list/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ann-and-bo-guest-list.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark for Excel
    const text = new TextDecoder().decode(bytes); // drops the mark
    expect(
      text.startsWith(
        'Name,Email,Status,Household,Plus One,Plus One Name,Plus One Status,Notes,Unsubscribed,Responded At,Tags,Dietary needs,Dietary needs (plus-one)\r\n',
      ),
    ).toBe(true);
    expect(text).toContain(
      `"Smith, ""Jo""",jo@example.com,Accepted,"The ""Smiths"", York",yes,Pat,,"'=HYPERLINK(""http://evil.example"",""x"")\nsecond line",no,`,
    );
    expect(text).toContain(',"No nuts, please",\r\n'); // Pat (Jo's plus-one) has not answered
    expect(text).toContain(`'@Ann,,ERROR,'-dash,no,,,'+1 555 0100,no,,`);
    // No cell of the file starts with a formula character.
    for (const record of parseCsv(text)) for (const cell of record.cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    // Round trip: the export imported into another couple's empty list gives the same guests.
    const other = await setup();
    const imported = await other.api.post('/api/v1/guest-list/import', { csv: text });
    expect(imported.status).toBe(201);
    expect((await imported.json()).skipped).toHaveLength(1); // '@Ann' has status ERROR: refused as a row error
    const pick = (row: GuestRow) => [row.name, row.email, row.notes, row.plusOneAllowed, row.plusOneName];
    const original = (await guests()).filter((g) => g.status !== 'Maybe').map(pick);
    const copy = (await other.guests()).map(pick);
    expect(copy.sort()).toEqual(original.sort());
  });
});
