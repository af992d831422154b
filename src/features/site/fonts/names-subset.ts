/**
 * The names' own font file (issue 25 item 8): the couple's names are the largest text of the first
 * screen, painted again when their face arrives, so their file is on the page's critical path. A
 * script face's core file is 20-40 KB; cut to the letters the names use (both cases, for designs
 * that set them in capitals), the digits and a few joiners it is 2-6 KB.
 *
 * Made by harfbuzz's hb-subset (subset-font, as font-subsets.ts) when a guest page is rendered,
 * never when a file is asked for: the text comes from the stored wedding only, the server's route
 * serves what exists and makes nothing. Kept under DATA_DIR/font-names/{slug}-names-{hash}.woff2,
 * the hash of the source file and the characters; at most MAX_FILES files (the oldest go), at most
 * MAX_CHARS characters, only characters of the core file (anything else keeps the core face, so a
 * word is never shaped from a names file and the package's file at once). Server-only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CORE_CODE_POINTS } from './font-subsets';

/** The characters every names file has besides the names: digits (the drawn heroes' date) and joiners. */
const ALWAYS = '0123456789&+·.-';
export const NAMES_MAX_CHARS = 96;
export const NAMES_MAX_FILES = 2000;
export const NAMES_FILE = /^[a-z0-9-]+-names-[0-9a-f]{16}\.woff2$/;
const RECIPE = 'names-v1|noHinting';
const CORE = new Set(CORE_CODE_POINTS);

/**
 * The sorted characters of the names' file (the names in both cases, the digits and joiners), or
 * null when there are no names, too many characters, or one the core file lacks.
 */
export function namesCharacters(names: string): string | null {
  const text = names.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const points = new Set<number>();
  for (const ch of `${text}${text.toLocaleUpperCase()}${text.toLocaleLowerCase()}${ALWAYS} `) points.add(ch.codePointAt(0)!);
  if (points.size > NAMES_MAX_CHARS || [...points].some((point) => !CORE.has(point))) return null;
  return String.fromCodePoint(...[...points].sort((a, b) => a - b));
}

export function namesFileName(slug: string, source: Uint8Array, characters: string): string {
  const hash = crypto.createHash('sha256').update(RECIPE).update('\0').update(characters).update('\0').update(source).digest('hex').slice(0, 16);
  return `${slug}-names-${hash}.woff2`;
}

/** The oldest files go once the folder holds more than `max` (a page that still names one falls back to the core face). */
function prune(dir: string, max: number) {
  const files = fs.readdirSync(dir).filter((file) => NAMES_FILE.test(file));
  if (files.length <= max) return;
  const byAge = files.map((file) => ({ file, at: fs.statSync(path.join(dir, file)).mtimeMs })).sort((a, b) => a.at - b.at);
  for (const { file } of byAge.slice(0, files.length - max)) fs.rmSync(path.join(dir, file), { force: true });
}

const making = new Map<string, Promise<string | null>>();

/**
 * The names file of `characters` cut from `sourceFile` (the font package's Latin file) in `dir`:
 * its file name, made once (concurrent asks share the work), or null when it cannot be made.
 */
export function ensureNamesSubset(
  slug: string,
  sourceFile: string,
  characters: string,
  dir: string,
  options: { maxFiles?: number } = {},
): Promise<string | null> {
  const source = fs.readFileSync(sourceFile);
  const name = namesFileName(slug, source, characters);
  const target = path.join(dir, name);
  if (fs.existsSync(target)) return Promise.resolve(name);
  const pending = making.get(target);
  if (pending) return pending;
  const work = (async () => {
    try {
      const { default: subsetFont } = await import('subset-font');
      const file = await subsetFont(source, characters, { targetFormat: 'woff2', noHinting: true });
      fs.mkdirSync(dir, { recursive: true });
      const staging = `${target}.tmp-${process.pid}`;
      fs.writeFileSync(staging, file);
      fs.renameSync(staging, target);
      prune(dir, options.maxFiles ?? NAMES_MAX_FILES);
      return name;
    } catch {
      // No subsetter (an install without it) or a file it cannot read: the page keeps the core face.
      return null;
    } finally {
      making.delete(target);
    }
  })();
  making.set(target, work);
  return work;
}
