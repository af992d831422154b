import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, protectCell, toCsv, unprotectCell } from './csv';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks (RFC 4180)', () => {
    const text = 'name,notes\r\n"Smith, Jo","She said ""hi"""\r\n"Multi\r\nline",x\r\n';
    expect(cells(text)).toEqual([
      ['name', 'notes'],
      ['Smith, Jo', 'She said "hi"'],
      ['Multi\r\nline', 'x'],
    ]);
  });

  it('tells the line each record starts on, past quoted line breaks', () => {
    expect(parseCsv('a\n"b\nc"\nd').map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('accepts LF and CR line ends, a byte-order mark, a missing final line end and blank lines', () => {
    expect(cells('\uFEFFa,b\n\nc,d\re,f')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(cells('a,,c,\n,,\n')).toEqual([
      ['a', '', 'c', ''],
      ['', '', ''],
    ]);
    expect(cells('""\n')).toEqual([['']]);
  });

  it('sniffs ; and tab separators from the first line', () => {
    expect(cells('name;email\nAnn;ann@example.com\n')).toEqual([
      ['name', 'email'],
      ['Ann', 'ann@example.com'],
    ]);
    expect(cells('name\temail\n"A;B"\tb@example.com')).toEqual([
      ['name', 'email'],
      ['A;B', 'b@example.com'],
    ]);
  });

  it('keeps stray quotes as text and refuses a quote that never closes', () => {
    expect(cells('ab"c,"d"e\n')).toEqual([['ab"c', 'de']]);
    expect(() => parseCsv('a\n"never closed,b\n')).toThrow(new CsvError('Line 2: a quoted field is never closed'));
  });
});

describe('toCsv', () => {
  it('quotes only what needs it and ends lines with CRLF', () => {
    expect(toCsv([['plain', 'with, comma', 'with "quote"', 'two\nlines', ' padded', null, 3]])).toBe(
      'plain,"with, comma","with ""quote""","two\nlines"," padded",,3\r\n',
    );
  });

  it('prefixes cells a spreadsheet would run as a formula', () => {
    for (const value of ['=1+1', '+1', '-2', '@SUM(A1)', '\tcmd', '\rcmd']) expect(protectCell(value)).toBe(`'${value}`);
    expect(protectCell("O'Brien")).toBe("O'Brien");
    expect(protectCell("'=x")).toBe("''=x");
    expect(toCsv([['=HYPERLINK("http://evil.example","click")']])).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"\r\n`);
  });

  it('round-trips any text through write, read and unprotect', () => {
    const samples = ['', 'a', 'a,b', '"', '""', 'x\r\ny', '=cmd', "'=already", '-', 'José García', ' lead', 'trail ', '\n', ';', '\t'];
    const rows = [samples, [...samples].reverse()];
    const back = parseCsv(toCsv(rows), { separator: ',' }).map((r) => r.cells.map(unprotectCell));
    expect(back).toEqual(rows);
  });
});
