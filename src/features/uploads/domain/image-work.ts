// Decoding images is the most memory-hungry thing the web process does: a 40 MP image is 120–160 MB
// of pixels. All image work of the process goes through this one small pool, so a burst of
// uploads costs one decode at a time instead of one per request, and a burst larger than the
// queue is refused (429) instead of piling buffered files up in memory. Each image is encoded in
// a child process of its own (encode-image.child.ts): with glibc's allocator, a long-lived process
// that runs libvips keeps much of what each image used (measured: 8 images in a row left the
// process 550 MB larger), while a child gives everything back when it exits.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOADS_IN_FLIGHT } from '../../../core/http/uploads-in-flight';

/** Image operations running at once (each may hold one decoded image). */
export const IMAGE_WORK_CONCURRENCY = 1;
/** Uploads that may wait for their turn; more are refused (the kernel's cap on uploads in flight, the same number). */
export const IMAGE_WORK_MAX_WAITING = UPLOADS_IN_FLIGHT;

// What still runs here (reading image headers) needs no threads and no cache.
sharp.concurrency(1);
sharp.cache(false);

const CHILD = path.join(import.meta.dirname, 'encode-image.child.ts');
/** A child that takes longer than this is stopped and the image refused. */
const CHILD_TIMEOUT_MS = 120_000;
/**
 * Node's compile cache for the child: its type-stripped source and compiled code are kept between images, so each
 * image's process starts in about 0.2 s of CPU instead of 0.34 s. In the project's own node_modules/.cache, never a
 * shared temporary folder (code cached there by another user would run as ours).
 */
export const CHILD_COMPILE_CACHE = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/vowly-image-child');

/** The child's environment: fewer allocator arenas (its peak is lower for the same image), and the compile cache where it can be made. */
function childEnv(): Record<string, string> {
  try {
    // Node spun on a cache path it could not create (seen with one under /proc): only a folder that exists is given.
    fs.mkdirSync(CHILD_COMPILE_CACHE, { recursive: true });
    return { MALLOC_ARENA_MAX: '2', NODE_COMPILE_CACHE: CHILD_COMPILE_CACHE };
  } catch {
    return { MALLOC_ARENA_MAX: '2' };
  }
}

export class ImageChildFailed extends Error {}

/** The image children running now; a stopping web process ends them (stopImageWork). */
const children = new Set<ChildProcess>();
let stopped = false;

/** Runs encode-image.child.ts with `args`; resolves with what it printed (JSON). */
export function runImageChild<T>(args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    if (stopped) return reject(new ImageWorkBusy());
    const child = spawn(process.execPath, [CHILD, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...childEnv() } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    children.add(child);
    child.on('error', (error) => {
      clearTimeout(timer);
      children.delete(child);
      reject(new ImageChildFailed(error.message));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code !== 0) return reject(new ImageChildFailed(stderr.trim() || `exited with ${signal ?? code}`));
      try {
        resolve(JSON.parse(stdout) as T);
      } catch {
        reject(new ImageChildFailed(`unreadable answer: ${stdout.slice(0, 200)}`));
      }
    });
  });
}

export class ImageWorkBusy extends Error {}

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when a slot is free; throws ImageWorkBusy at once when the queue is full. */
export async function runImageWork<T>(work: () => Promise<T>): Promise<T> {
  if (stopped) throw new ImageWorkBusy();
  if (running < IMAGE_WORK_CONCURRENCY) {
    running++;
  } else {
    if (waiting.length >= IMAGE_WORK_MAX_WAITING) throw new ImageWorkBusy();
    // The slot is handed over by the finishing job (running stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (stopped) throw new ImageWorkBusy(); // woken by stopImageWork, not handed a slot
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * On shutdown: no new image work starts (refused as busy), and the children encoding now are
 * ended, so none outlives the web process (one started after a SIGTERM to the whole process
 * group never got it) and the uploads waiting on them answer at once instead of holding the stop.
 */
export function stopImageWork() {
  stopped = true;
  for (const child of children) child.kill('SIGKILL');
  for (const next of waiting.splice(0)) next();
}

/** For tests and the bench: how busy the pool is. */
export function imageWorkLoad() {
  return { running, waiting: waiting.length };
}
