// CSV as RFC 4180 describes it (quoted fields, "" for a quote, CRLF), read tolerantly: LF or CR
// line ends, a UTF-8 byte-order mark, and ';' or tab as the separator when a spreadsheet in
// another locale wrote the file. Written strictly, with cells that a spreadsheet would run as
// a formula (= + - @, tab, CR at the start) prefixed with an apostrophe (CSV injection).

import { appText } from '../../../shared/i18n/app';

export class CsvError extends Error {}

export interface CsvRecord {
  /** Line of the file on which the record starts (1-based). */
  line: number;
  cells: string[];
}

const SEPARATORS = [',', ';', '\t'] as const;

/** The separator of the first line: the candidate seen most often outside quotes. */
function sniffSeparator(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [separator, count] of counts) if (count > counts.get(best)!) best = separator;
  return best;
}

export function parseCsv(input: string, options: { separator?: string } = {}): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = options.separator ?? sniffSeparator(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quotedCell = false;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    quotedCell = false;
  };
  const endRecord = () => {
    // A blank line is no record (a line holding only "" is a record of one empty field).
    const blank = cells.length === 0 && cell === '' && !quotedCell;
    endCell();
    if (!blank) records.push({ line: recordLine, cells });
    cells = [];
  };

  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && cell === '' && !quotedCell) {
      // A quoted field: read to the closing quote; "" inside is one quote.
      const start = line;
      i++;
      for (;;) {
        if (i >= text.length) throw new CsvError(appText('guests.import.unclosedQuote', { line: start }));
        const q = text[i]!;
        if (q === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n' || (q === '\r' && text[i + 1] !== '\n')) line++;
        cell += q;
        i++;
      }
      quotedCell = true;
      continue;
    }
    if (ch === separator) {
      endCell();
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      // Characters after a closing quote, or a quote inside an unquoted field, are kept as text.
      cell += ch;
      i++;
    }
  }
  if (cell !== '' || quotedCell || cells.length > 0) endRecord();
  return records;
}

// A formula start, possibly behind apostrophes: those get one more, so unprotectCell is exact.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A cell a spreadsheet will show as text, never evaluate. */
export function protectCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes protectCell on import, so an exported list reads back as it was. */
export function unprotectCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export type CsvValue = string | number | boolean | null | undefined;

/** One RFC 4180 document: CRLF line ends, every cell protected against formula injection. */
export function toCsv(rows: CsvValue[][]): string {
  return (
    rows.map((row) => row.map((value) => quoteCell(protectCell(value === null || value === undefined ? '' : String(value)))).join(',')).join('\r\n') + '\r\n'
  );
}
