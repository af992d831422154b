/**
 * Renders the demo's drawn scenes (src/features/site/views/site/demo-scenes.ts) to WebP and AVIF with sharp,
 * once per machine: `npm run build` and `npm start` fill dist/demo-images/{scene}/w{480,960,1600}.{webp,avif};
 * a scene whose drawing changed is drawn again (its SVG's hash is kept beside the files). Nothing is
 * downloaded. The seed copies them into the uploads store for the /demo wedding.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { newId } from '../shared/ids';
import { LOCAL_IMAGE_PREFIX } from '../core/config/image-host';
import { DEMO_IMAGE_WIDTHS, DEMO_SCENE_NAMES, WIDE_SCENES, type DemoImageUrls, sceneSvg, type DemoSceneName } from '../features/site/web';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEMO_IMAGES_DIR = path.join(ROOT, 'dist', 'demo-images');

/** The drawing at the size it is rendered from: 1600 px wide for scenes that can fill a hero, their own size otherwise. */
function sourceSvg(name: DemoSceneName): string {
  return WIDE_SCENES.has(name) ? sceneSvg(name, 1600) : sceneSvg(name);
}

function sceneHash(name: DemoSceneName): string {
  return crypto.createHash('sha256').update(sourceSvg(name)).digest('hex').slice(0, 16);
}

function files(): string[] {
  return DEMO_IMAGE_WIDTHS.flatMap((width) => [`w${width}.webp`, `w${width}.avif`]);
}

export function sceneIsRendered(name: DemoSceneName, dir = DEMO_IMAGES_DIR): boolean {
  const sceneDir = path.join(dir, name);
  try {
    return fs.readFileSync(path.join(sceneDir, 'hash'), 'utf8') === sceneHash(name) && files().every((file) => fs.existsSync(path.join(sceneDir, file)));
  } catch {
    return false;
  }
}

async function renderScene(name: DemoSceneName, dir: string): Promise<void> {
  const svg = Buffer.from(sourceSvg(name));
  // Drawn once (1600 px for scenes that can fill a hero, 960 px otherwise), then scaled.
  const { data, info } = await sharp(svg).raw().toBuffer({ resolveWithObject: true });
  const sceneDir = path.join(dir, name);
  const staging = `${sceneDir}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  fs.mkdirSync(staging, { recursive: true });
  try {
    for (const width of DEMO_IMAGE_WIDTHS) {
      const image = sharp(data, { raw: info }).resize({ width: Math.min(width, info.width) });
      await image
        .clone()
        .webp({ quality: 78, effort: 5 })
        .toFile(path.join(staging, `w${width}.webp`));
      await image
        .clone()
        .avif({ quality: 50, effort: 2 })
        .toFile(path.join(staging, `w${width}.avif`));
    }
    fs.writeFileSync(path.join(staging, 'hash'), sceneHash(name));
    fs.rmSync(sceneDir, { recursive: true, force: true });
    fs.renameSync(staging, sceneDir);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

const inFlight = new Map<string, Promise<void>>();

/** Renders one scene unless it is already there (concurrent callers share one render). */
export function ensureDemoScene(name: DemoSceneName, dir = DEMO_IMAGES_DIR): Promise<void> {
  if (sceneIsRendered(name, dir)) return Promise.resolve();
  const key = `${dir}\0${name}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = renderScene(name, dir).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/**
 * Renders every missing scene, one per core at a time: sharp's WebP and AVIF encoders kept one scene to about one
 * core (15 scenes: 13.5 s wall for 14.4 s of CPU, one after the other).
 */
export async function ensureDemoImages(options: { dir?: string; log?: (line: string) => void } = {}): Promise<number> {
  const dir = options.dir ?? DEMO_IMAGES_DIR;
  const missing = DEMO_SCENE_NAMES.filter((name) => !sceneIsRendered(name, dir));
  if (missing.length === 0) return 0;
  options.log?.(`[build] drawing ${missing.length} demo pictures (once)…`);
  const queue = [...missing];
  const drawNext = async (): Promise<void> => {
    for (let name = queue.shift(); name; name = queue.shift()) await ensureDemoScene(name, dir);
  };
  await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, drawNext));
  return missing.length;
}

/**
 * Copies every scene into the uploads store as images of this wedding (the same layout the local
 * image host writes), so the demo wedding's pictures behave like a couple's: srcset, deletion, sweep.
 */
export async function copyDemoImagesToWedding(uploadsDir: string, weddingId: string, dir = DEMO_IMAGES_DIR): Promise<DemoImageUrls> {
  await ensureDemoImages({ dir });
  const urls = {} as DemoImageUrls;
  for (const name of DEMO_SCENE_NAMES) {
    const folder = `vowly/weddings/${weddingId}`;
    const id = newId();
    const target = path.join(uploadsDir, folder, id);
    fs.mkdirSync(target, { recursive: true });
    for (const file of files()) fs.copyFileSync(path.join(dir, name, file), path.join(target, file));
    fs.copyFileSync(path.join(dir, name, 'w1600.webp'), path.join(target, 'full.webp'));
    urls[name] = `${LOCAL_IMAGE_PREFIX}${folder}/${id}/w1600.webp`;
  }
  return urls;
}
