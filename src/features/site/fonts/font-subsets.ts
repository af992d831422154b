/**
 * Smaller font files (issue 25 item 8): each catalogue font's Latin file cut to the characters that
 * English, Spanish, French, German, Italian and Portuguese text uses (the "core" file), made with
 * harfbuzz's hb-subset (the subset-font package) once per machine by `npm run build` and `npm start`
 * into dist/font-subsets, like the demo's pictures. Every OpenType layout feature is kept (ligatures,
 * contextual alternates, kerning: a script face joins as before); the TrueType hinting instructions
 * are dropped (phones and macOS never run them; they are most of some script faces' bytes). The
 * pages keep the package's files for every other character through unicode-range, so nothing a
 * couple types loses its face. Server-only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const FONT_SUBSETS_DIR = path.join(ROOT, 'dist', 'font-subsets');

/** Code points of the core file: printable ASCII, Latin-1 (accents of the six languages, ¡ ¿ « »), Œ œ Ÿ, typographic punctuation, € and ™. */
export const CORE_CODE_POINTS: readonly number[] = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  0x152,
  0x153,
  0x178,
  0x2013,
  0x2014,
  ...range(0x2018, 0x201a),
  ...range(0x201c, 0x201e),
  ...range(0x2020, 0x2022),
  0x2026,
  0x2030,
  0x2039,
  0x203a,
  0x20ac,
  0x2122,
];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Changes when the characters or the way files are cut change. */
const RECIPE = `${CORE_CODE_POINTS.join(',')}|noHinting`;

/** The core file's name: the font's slug and a hash of its source file and the recipe (a new source or recipe, a new name). */
export function coreFileName(slug: string, latinWoff2: Uint8Array): string {
  const hash = crypto.createHash('sha256').update(RECIPE).update(latinWoff2).digest('hex').slice(0, 10);
  return `${slug}-core-${hash}.woff2`;
}

export const CORE_FILE = /^[a-z0-9-]+-core-[0-9a-f]{10}\.woff2$/;

/** Makes one font's core file from its package's Latin file. */
export async function subsetToCore(latinWoff2: Uint8Array): Promise<Uint8Array> {
  // Loaded here only: the subsetter is a build tool (a devDependency), never needed to serve pages.
  const { default: subsetFont } = await import('subset-font');
  return subsetFont(latinWoff2, String.fromCodePoint(...CORE_CODE_POINTS), { targetFormat: 'woff2', noHinting: true });
}

/** Makes the core file of each source (its package's Latin file) where it is missing. */
export async function ensureFontSubsets(sources: readonly { slug: string; latinFile: string }[], options: { dir?: string; log?: (line: string) => void } = {}) {
  const dir = options.dir ?? FONT_SUBSETS_DIR;
  fs.mkdirSync(dir, { recursive: true });
  let made = 0;
  const started = Date.now();
  for (const { slug, latinFile } of sources) {
    const source = fs.readFileSync(latinFile);
    const target = path.join(dir, coreFileName(slug, source));
    if (fs.existsSync(target)) continue;
    const staging = `${target}.tmp-${process.pid}`;
    fs.writeFileSync(staging, await subsetToCore(source));
    fs.renameSync(staging, target);
    made++;
  }
  if (made) options.log?.(`[fonts] ${made} font files cut to their core characters in ${((Date.now() - started) / 1000).toFixed(1)} s (${dir})`);
}
