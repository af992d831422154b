/**
 * The catalogue's preview pictures (/themes/{key}.webp, design-preview.ts), drawn ahead: `npm run build`, `npm start`
 * and `npm run dev` fill dist/theme-previews/{key}.webp, with the drawing's hash beside it ({key}.hash), so a changed
 * design is drawn again at the next build or start. The web process only reads the files (nothing is drawn or hashed
 * on a visit); a picture missing on disk (`npm run web` with no build) is drawn on its first request and kept.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { THEME_KEYS } from '../shared/wedding';
import { designPreviewSvg, rasterizePreview } from '../features/site/web';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const THEME_PREVIEWS_DIR = path.join(ROOT, 'dist', 'theme-previews');

const hashOf = (svg: string) => crypto.createHash('sha256').update(svg).digest('hex').slice(0, 16);

/** One picture drawn at a time: sharp already uses every core for one, and the machine has other work. */
let queue: Promise<unknown> = Promise.resolve();

async function drawPreview(key: string, dir: string): Promise<Buffer> {
  const svg = designPreviewSvg(key);
  const run = queue.then(() => rasterizePreview(svg));
  queue = run.catch(() => undefined);
  const image = await run;
  try {
    await fs.promises.mkdir(dir, { recursive: true });
    const staging = path.join(dir, `${key}.webp.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
    await fs.promises.writeFile(staging, image);
    await fs.promises.rename(staging, path.join(dir, `${key}.webp`));
    await fs.promises.writeFile(path.join(dir, `${key}.hash`), hashOf(svg));
  } catch {
    // A read-only install still serves the picture from memory.
  }
  return image;
}

const cache = new Map<string, Promise<Buffer>>();

/** A design's preview as WebP: from memory, else from disk (drawn at build/start), else drawn once and kept. */
export function themePreview(key: string, dir = THEME_PREVIEWS_DIR): Promise<Buffer> {
  const cacheKey = `${dir}\0${key}`;
  let image = cache.get(cacheKey);
  if (!image) {
    image = fs.promises.readFile(path.join(dir, `${key}.webp`)).catch(() => drawPreview(key, dir));
    image.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, image);
  }
  return image;
}

function isCurrent(key: string, dir: string): boolean {
  try {
    return fs.existsSync(path.join(dir, `${key}.webp`)) && fs.readFileSync(path.join(dir, `${key}.hash`), 'utf8') === hashOf(designPreviewSvg(key));
  } catch {
    return false;
  }
}

/** Draws every design's picture that is missing or out of date (build and start time); returns how many were drawn. */
export async function ensureThemePreviews(options: { dir?: string; log?: (line: string) => void } = {}): Promise<number> {
  const dir = options.dir ?? THEME_PREVIEWS_DIR;
  const missing = THEME_KEYS.filter((key) => !isCurrent(key, dir));
  if (missing.length === 0) return 0;
  options.log?.(`[build] drawing ${missing.length} design previews (once)…`);
  for (const key of missing) await drawPreview(key, dir);
  return missing.length;
}
