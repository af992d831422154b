import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withCoreFace } from '../views/site/font-faces';
import { CORE_CODE_POINTS, coreFileName, ensureFontSubsets } from './font-subsets';

const require = createRequire(import.meta.url);
const latinFile = (slug: string) => path.join(path.dirname(require.resolve(`@fontsource/${slug}/package.json`)), 'files', `${slug}-latin-400-normal.woff2`);

function points(rule: string): Set<number> {
  const range = /unicode-range:\s*([^;}]*)/.exec(rule)![1];
  const set = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to] = part.trim().slice(2).split('-');
    for (let p = Number.parseInt(from, 16); p <= Number.parseInt(to ?? from, 16); p++) set.add(p);
  }
  return set;
}

describe('font subsets', () => {
  it('splits the Latin face in two faces whose ranges never overlap and cover the same characters', () => {
    const latin =
      "@font-face { font-family: 'Lora'; font-display: swap; src: url(/fonts/lora/lora-latin-400-normal.woff2) format('woff2'); unicode-range: U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+2000-206F,U+20AC,U+FFFD; }";
    const [rest, core] = withCoreFace(latin, '/fonts/lora/lora-core-0123456789.woff2').split('\n');
    expect(rest).toContain('lora-latin-400-normal.woff2');
    expect(core).toContain('url(/fonts/lora/lora-core-0123456789.woff2)');
    const a = points(rest);
    const b = points(core);
    expect([...b].filter((p) => a.has(p))).toEqual([]);
    expect(new Set([...a, ...b])).toEqual(points(latin));
    // The letters of the six languages come from the core file, the rest of Latin from the package's file.
    for (const ch of 'aZ&çñßœ€’…¿«') expect(b.has(ch.codePointAt(0)!)).toBe(true);
    expect(a.has(0x131)).toBe(true);
  });

  it('cuts each font once, into a file named by its source and recipe, smaller than the Latin file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-subsets-'));
    try {
      const sources = ['great-vibes', 'lora'].map((slug) => ({ slug, latinFile: latinFile(slug) }));
      await ensureFontSubsets(sources, { dir });
      for (const { slug, latinFile: file } of sources) {
        const made = path.join(dir, coreFileName(slug, fs.readFileSync(file)));
        expect(fs.statSync(made).size).toBeLessThan(fs.statSync(file).size);
        expect(fs.readFileSync(made).subarray(0, 4).toString('latin1')).toBe('wOF2');
      }
      const before = fs.readdirSync(dir).map((file) => fs.statSync(path.join(dir, file)).mtimeMs);
      await ensureFontSubsets(sources, { dir });
      expect(fs.readdirSync(dir).map((file) => fs.statSync(path.join(dir, file)).mtimeMs)).toEqual(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the characters of English, Spanish, French, German, Italian and Portuguese', () => {
    const text = 'The quick brown fox — ¡Qué señoría! «Déjà vu», Œuvre; Größe über Maß; perché è così; Ação, pão, avô… €12 ‘ok’ “ok”';
    const core = new Set(CORE_CODE_POINTS);
    expect([...text].filter((ch) => !core.has(ch.codePointAt(0)!))).toEqual([]);
  });
});
