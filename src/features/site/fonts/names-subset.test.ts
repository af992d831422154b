import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureNamesSubset, NAMES_FILE, NAMES_MAX_CHARS, namesCharacters } from './names-subset';

const require = createRequire(import.meta.url);
const latinFile = (slug: string) => path.join(path.dirname(require.resolve(`@fontsource/${slug}/package.json`)), 'files', `${slug}-latin-400-normal.woff2`);

describe("the names' own font file", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-names-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('holds the names in both cases, the digits and joiners, sorted once each', () => {
    const chars = namesCharacters('  Zoë   &  Ana ')!;
    for (const ch of 'ZOËANzoëan0123456789&+·.- ') expect(chars).toContain(ch);
    expect(chars).not.toContain('b');
    expect([...chars]).toEqual([...new Set(chars)].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!));
  });

  it('is not made for no names, a letter outside the core file, or too many letters', () => {
    expect(namesCharacters('   ')).toBeNull();
    expect(namesCharacters('Лейла & Omar')).toBeNull();
    expect(namesCharacters('ليلى & عمر')).toBeNull();
    // Every letter with and without its accents, in both cases: more than a names file may hold.
    const many = 'abcdefghijklmnopqrstuvwxyz àáâãäåæçèéêëìíîïñòóôõöøùúûüý';
    expect(namesCharacters(many.slice(0, 20))).not.toBeNull();
    expect(new Set(`${many}${many.toUpperCase()}`).size).toBeGreaterThan(NAMES_MAX_CHARS);
    expect(namesCharacters(many)).toBeNull();
  });

  it('cuts the face to those characters once, far smaller than its Latin file', async () => {
    const chars = namesCharacters('Amelia & Jonah')!;
    const name = await ensureNamesSubset('great-vibes', latinFile('great-vibes'), chars, dir);
    expect(name).toMatch(NAMES_FILE);
    const file = path.join(dir, name!);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(bytes.length).toBeLessThan(fs.statSync(latinFile('great-vibes')).size / 3);
    const madeAt = fs.statSync(file).mtimeMs;
    // Asked again (and twice at once): the same file, not made again.
    const again = await Promise.all([
      ensureNamesSubset('great-vibes', latinFile('great-vibes'), chars, dir),
      ensureNamesSubset('great-vibes', latinFile('great-vibes'), chars, dir),
    ]);
    expect(again).toEqual([name, name]);
    expect(fs.statSync(file).mtimeMs).toBe(madeAt);
    // Other names, another file.
    expect(await ensureNamesSubset('great-vibes', latinFile('great-vibes'), namesCharacters('Ines & Tom')!, dir)).not.toBe(name);
  });

  it('keeps at most the bounded number of files, the newest', async () => {
    const made: string[] = [];
    for (const names of ['Ana & Bo', 'Cy & Di', 'Ed & Flo']) {
      made.push((await ensureNamesSubset('lora', latinFile('lora'), namesCharacters(names)!, dir, { maxFiles: 2 }))!);
      // Made seconds apart: each file strictly older than the next.
      const at = new Date(Date.now() - (10 - made.length) * 1000);
      fs.utimesSync(path.join(dir, made.at(-1)!), at, at);
    }
    expect(fs.readdirSync(dir).sort()).toEqual(made.slice(1).sort());
  });
});
