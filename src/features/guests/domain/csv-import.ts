import { CsvError, parseCsv, unprotectCell, type CsvRecord } from './csv';
import { seatsOf } from './limits';
import { duplicateKey } from '../../../shared/guests/names';
import { formBooleanSchema, newGuestSchema, type NewGuestInput } from '../../../shared/guests/schemas';
import { GUEST_STATUSES } from '../../../shared/guests/status';
import { appText } from '../../../shared/i18n/app';
import { IMPORT_MAX_BYTES } from '../../../shared/guests/import-limits';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages';

export const IMPORT_MAX_ROWS = 2000;
export { IMPORT_MAX_BYTES };

type Column = 'name' | 'firstName' | 'lastName' | 'email' | 'household' | 'plusOne' | 'plusOneName' | 'status' | 'notes' | 'tags' | 'language';

const HEADER_ALIASES: Record<string, Column> = {
  name: 'name',
  names: 'name',
  guest: 'name',
  guestname: 'name',
  fullname: 'name',
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  household: 'household',
  householdname: 'household',
  party: 'household',
  group: 'household',
  family: 'household',
  plusone: 'plusOne',
  plusoneallowed: 'plusOne',
  plus1: 'plusOne',
  additionalguest: 'plusOne',
  plusonename: 'plusOneName',
  plus1name: 'plusOneName',
  status: 'status',
  rsvp: 'status',
  rsvpstatus: 'status',
  notes: 'notes',
  note: 'notes',
  comments: 'notes',
  comment: 'notes',
  tags: 'tags',
  tag: 'tags',
  labels: 'tags',
  language: 'language',
  lang: 'language',
  preferredlanguage: 'language',
  locale: 'language',
};
/** A file without a header row: name, e-mail, household, plus one. */
const POSITIONAL: Column[] = ['name', 'email', 'household', 'plusOne'];

function headerColumn(cell: string): Column | undefined {
  return HEADER_ALIASES[cell.toLowerCase().replace(/[^a-z0-9]/g, '')];
}

export type Duplicate = { of: 'file'; line: number } | { of: 'list' };

export interface ImportRow {
  line: number;
  /** What the file says, for the preview even when it is invalid. */
  name: string;
  email: string | null;
  household: string | null;
  plusOneAllowed: boolean;
  plusOneName: string | null;
  /** The valid guest, when the row has no errors. */
  guest: NewGuestInput | null;
  errors: string[];
  duplicate: Duplicate | null;
}

function pick(cells: string[], columns: (Column | undefined)[], column: Column): string | undefined {
  const index = columns.indexOf(column);
  return index === -1 ? undefined : unprotectCell(cells[index] ?? '').trim();
}

/** 'yes' / 'no' / blank, or the plus-one's name itself. */
function readPlusOne(cell: string | undefined, nameCell: string | undefined) {
  const named = nameCell ? nameCell : null;
  if (cell === undefined || cell === '') return { allowed: Boolean(named), name: named };
  const flag = formBooleanSchema.safeParse(cell);
  if (flag.success) return { allowed: flag.data || Boolean(named), name: flag.data || named ? named : null };
  return { allowed: true, name: named ?? cell };
}

function readStatus(cell: string | undefined): string | undefined {
  if (!cell) return undefined;
  return GUEST_STATUSES.find((s) => s.toLowerCase() === cell.toLowerCase()) ?? cell;
}

/** A language code ('es', 'es-MX') or its name in English or in itself ('Spanish', 'Español'); other text is kept for the error. */
function readLanguage(cell: string | undefined): string | undefined {
  if (!cell) return undefined;
  const word = cell.trim().toLowerCase();
  const code = word.split(/[-_]/)[0]!;
  if ((LANGUAGE_CODES as readonly string[]).includes(code)) return code;
  const named = LANGUAGE_CODES.find((lang) =>
    [new Intl.DisplayNames(['en'], { type: 'language' }), new Intl.DisplayNames([lang], { type: 'language' })].some(
      (names) => names.of(lang)?.toLowerCase() === word,
    ),
  );
  return named ?? cell;
}

function readRow(record: CsvRecord, columns: (Column | undefined)[]): ImportRow {
  const { cells } = record;
  const first = pick(cells, columns, 'firstName');
  const last = pick(cells, columns, 'lastName');
  const name = pick(cells, columns, 'name') || [first, last].filter(Boolean).join(' ');
  const plusOne = readPlusOne(pick(cells, columns, 'plusOne'), pick(cells, columns, 'plusOneName'));
  const raw = {
    name,
    email: pick(cells, columns, 'email'),
    household: pick(cells, columns, 'household'),
    plusOneAllowed: plusOne.allowed,
    plusOneName: plusOne.name,
    status: readStatus(pick(cells, columns, 'status')),
    notes: pick(cells, columns, 'notes'),
    tags: pick(cells, columns, 'tags'),
    language: readLanguage(pick(cells, columns, 'language')),
  };
  const parsed = newGuestSchema.safeParse(raw);
  return {
    line: record.line,
    name: raw.name.replace(/\s+/g, ' ').trim(),
    email: raw.email || null,
    household: raw.household || null,
    plusOneAllowed: raw.plusOneAllowed,
    plusOneName: raw.plusOneName,
    guest: parsed.success ? parsed.data : null,
    errors: parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))],
    duplicate: null,
  };
}

/** Reads a guest list file into rows (header row optional); a broken file throws CsvError. */
export function readGuestCsv(text: string): ImportRow[] {
  if (Buffer.byteLength(text, 'utf8') > IMPORT_MAX_BYTES) throw new CsvError(appText('guests.import.tooLarge'));
  const records = parseCsv(text);
  if (records.length === 0) throw new CsvError(appText('guests.import.noGuests'));
  const headerColumns = records[0]!.cells.map(headerColumn);
  const hasHeader = headerColumns.some((c) => c === 'name' || c === 'firstName' || c === 'lastName' || c === 'email');
  const columns = hasHeader ? headerColumns : POSITIONAL;
  const body = hasHeader ? records.slice(1) : records;
  if (body.length === 0) throw new CsvError(appText('guests.import.noGuests'));
  if (body.length > IMPORT_MAX_ROWS) throw new CsvError(appText('guests.import.tooManyRows', { max: IMPORT_MAX_ROWS }));
  return body.map((record) => readRow(record, columns));
}

/** Marks rows already on the list or seen earlier in the file (name key plus e-mail). */
export function markDuplicates(rows: ImportRow[], listKeys: Set<string>): ImportRow[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (!row.guest) return row;
    const key = duplicateKey(row.guest.name, row.guest.email);
    if (listKeys.has(key)) return { ...row, duplicate: { of: 'list' } };
    const earlier = seen.get(key);
    if (earlier !== undefined) return { ...row, duplicate: { of: 'file', line: earlier } };
    seen.set(key, row.line);
    return row;
  });
}

/** Rows that will be written: valid and not duplicates. */
export function importableGuests(rows: ImportRow[]): NewGuestInput[] {
  return rows.filter((row) => row.guest && !row.duplicate).map((row) => row.guest!);
}

export interface ImportSummary {
  rows: number;
  toImport: number;
  duplicates: number;
  invalid: number;
  seatsToAdd: number;
  seatsUsed: number;
  guestLimit: number;
  fitsLimit: boolean;
}

export function importSummary(rows: ImportRow[], seatsUsed: number, guestLimit: number): ImportSummary {
  const guests = importableGuests(rows);
  const seatsToAdd = guests.reduce((sum, guest) => sum + seatsOf({ plusOneAllowed: guest.plusOneAllowed ?? false }), 0);
  return {
    rows: rows.length,
    toImport: guests.length,
    duplicates: rows.filter((row) => row.duplicate).length,
    invalid: rows.filter((row) => row.errors.length > 0).length,
    seatsToAdd,
    seatsUsed,
    guestLimit,
    fitsLimit: seatsUsed + seatsToAdd <= guestLimit,
  };
}
