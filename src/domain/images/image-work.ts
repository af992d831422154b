// Decoding images is the most memory-hungry thing the web process does: a 40 MP image is 120–160 MB
// of pixels. All image work of the process goes through this one small pool, so a burst of
// uploads costs one decode at a time instead of one per request, and a burst larger than the
// queue is refused (429) instead of piling buffered files up in memory.
import sharp from 'sharp';

/** Image operations running at once (each may hold one decoded image). */
export const IMAGE_WORK_CONCURRENCY = 1;
/** Uploads that may wait for their turn; more are refused. */
export const IMAGE_WORK_MAX_WAITING = 16;

// libvips threads per operation: 2 cores are shared with the web requests; its operation cache
// would only keep decoded pixels of uploads that are never read again.
sharp.concurrency(2);
sharp.cache(false);

export class ImageWorkBusy extends Error {}

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when a slot is free; throws ImageWorkBusy at once when the queue is full. */
export async function runImageWork<T>(work: () => Promise<T>): Promise<T> {
  if (running < IMAGE_WORK_CONCURRENCY) {
    running++;
  } else {
    if (waiting.length >= IMAGE_WORK_MAX_WAITING) throw new ImageWorkBusy();
    // The slot is handed over by the finishing job (running stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** For tests and the bench: how busy the pool is. */
export function imageWorkLoad() {
  return { running, waiting: waiting.length };
}
