// The printable sheet of table QR codes (issue 29 item 7): the tables the couple typed (trimmed,
// unique, at most 100 of 40 characters), ten numbered ones by default, and one code per table plus
// one without, each an SVG for its own signed link.
import { describe, expect, it } from 'vitest';
import { MAX_TABLES, tableCodes, tableNames } from './table-codes';
import { photoUploadPath } from './upload-token';

const config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent' };

describe('tableNames', () => {
  it('takes one table a line, trimmed, blank lines and repeats dropped, 40 characters each', () => {
    expect(tableNames(' Roses \r\n\nLilies\nRoses\n' + 'x'.repeat(45))).toEqual(['Roses', 'Lilies', 'x'.repeat(40)]);
  });

  it('keeps at most 100 tables, and numbers ten (or the count asked) when none was typed', () => {
    const many = Array.from({ length: 120 }, (_, i) => `T${i}`).join('\n');
    expect(tableNames(many)).toHaveLength(MAX_TABLES);
    expect(tableNames(undefined)).toEqual(Array.from({ length: 10 }, (_, i) => `Table ${i + 1}`));
    expect(tableNames('  \n ', 3)).toEqual(['Table 1', 'Table 2', 'Table 3']);
  });
});

describe('tableCodes', () => {
  it('draws one code without a table first, then one per table, each for its own link', async () => {
    const codes = await tableCodes(config, 'https://vowly.example', { id: 'w1', weddingUrl: 'ann-and-bo' }, ['Roses']);
    expect(codes.map((code) => [code.table, code.url])).toEqual([
      ['', `https://vowly.example${photoUploadPath(config, 'ann-and-bo', 'w1')}`],
      ['Roses', `https://vowly.example${photoUploadPath(config, 'ann-and-bo', 'w1', 'Roses')}`],
    ]);
    expect(codes.every((code) => code.svg.startsWith('<svg') && code.svg.includes('<path'))).toBe(true);
    expect(codes[0]?.svg).not.toBe(codes[1]?.svg);
  });
});
