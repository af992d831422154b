// Reading a guest list file (product.md §3's CSV import) on plain data (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { CsvError } from './csv';
import { importableGuests, importSummary, markDuplicates, readGuestCsv } from './csv-import';

describe('readGuestCsv', () => {
  it('finds the columns by their many header names, joining first and last names', () => {
    const [ann, bob] = readGuestCsv(
      'First Name,Surname,E-mail Address,Party,Plus 1,RSVP,Labels,Preferred language\nAnn,Lee,ann@example.com,The Lees,yes,accepted,"Family, VIP",Español\nBob,Stone,,,Sam Roe,,,fr-CA\n',
    );
    expect(ann).toMatchObject({
      line: 2,
      name: 'Ann Lee',
      email: 'ann@example.com',
      household: 'The Lees',
      plusOneAllowed: true,
      plusOneName: null,
      errors: [],
    });
    expect(ann?.guest).toMatchObject({ status: 'Accepted', tags: ['Family', 'VIP'], language: 'es' });
    expect(bob).toMatchObject({ name: 'Bob Stone', email: null, plusOneAllowed: true, plusOneName: 'Sam Roe' });
    expect(bob?.guest?.language).toBe('fr');
  });

  it('reads a file without a header as name, e-mail, household and plus one', () => {
    const [row] = readGuestCsv('Cat Moss,cat@example.com,Mosses,no\n');
    expect(row).toMatchObject({ line: 1, name: 'Cat Moss', email: 'cat@example.com', household: 'Mosses', plusOneAllowed: false });
  });

  it('keeps an invalid row for the preview with its errors, and takes a spreadsheet’s protected cell as typed', () => {
    const [bad, formula] = readGuestCsv('name,email,status\n,not-an-email,Maybe\n"\'=Ann",ann@example.com,\n');
    expect(bad?.guest).toBeNull();
    expect(bad?.errors.length).toBeGreaterThan(0);
    expect(formula?.name).toBe('=Ann');
  });

  it('refuses an empty file, one with a header only and one over 2,000 rows', () => {
    expect(() => readGuestCsv('')).toThrow(new CsvError('The file has no guests'));
    expect(() => readGuestCsv('name,email\n')).toThrow(new CsvError('The file has no guests'));
    expect(() => readGuestCsv(`name\n${'Guest\n'.repeat(2001)}`)).toThrow(new CsvError('The file has more than 2000 rows'));
  });
});

describe('duplicates and the plan’s limit', () => {
  const rows = () => readGuestCsv('name,email,plus one\nAnn Lee,ann@example.com,yes\nann  lee,ANN@example.com,\nBob Stone,,\nCat Moss,,\n');

  it('marks a row already on the list, and a repeat of an earlier line, by name and e-mail', () => {
    const marked = markDuplicates(rows(), new Set(['bob stone|']));
    expect(marked.map((row) => row.duplicate)).toEqual([null, { of: 'file', line: 2 }, { of: 'list' }, null]);
    expect(importableGuests(marked).map((guest) => guest.name)).toEqual(['Ann Lee', 'Cat Moss']);
  });

  it('adds the seats of what will be written (two with a plus-one) and says whether they fit', () => {
    const marked = markDuplicates(rows(), new Set());
    expect(importSummary(marked, 62, 65)).toEqual({
      rows: 4,
      toImport: 3,
      duplicates: 1,
      invalid: 0,
      seatsToAdd: 4,
      seatsUsed: 62,
      guestLimit: 65,
      fitsLimit: false,
    });
    expect(importSummary(marked, 61, 65).fitsLimit).toBe(true);
  });
});
