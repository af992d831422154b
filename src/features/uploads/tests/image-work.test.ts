import { describe, expect, it } from 'vitest';
import { IMAGE_WORK_CONCURRENCY, IMAGE_WORK_MAX_WAITING, ImageWorkBusy, imageWorkLoad, runImageWork } from '../domain/image-work';

describe('the image work pool', () => {
  it('runs one image operation at a time, queues a bounded number and refuses the rest', async () => {
    expect(IMAGE_WORK_CONCURRENCY).toBe(1);
    const releases: Array<() => void> = [];
    let active = 0;
    let most = 0;
    const job = (i: number) =>
      runImageWork(async () => {
        active++;
        most = Math.max(most, active);
        await new Promise<void>((resolve) => releases.push(resolve));
        active--;
        return i;
      });
    const accepted = Array.from({ length: 1 + IMAGE_WORK_MAX_WAITING }, (_, i) => job(i));
    await Promise.resolve();
    expect(imageWorkLoad()).toEqual({ running: 1, waiting: IMAGE_WORK_MAX_WAITING });
    await expect(job(99)).rejects.toBeInstanceOf(ImageWorkBusy);

    const results: number[] = [];
    for (const [i, promise] of accepted.entries()) {
      while (releases.length === 0) await new Promise((resolve) => setImmediate(resolve));
      releases.shift()!();
      results.push(await promise);
      expect(results.at(-1)).toBe(i);
    }
    expect(most).toBe(1);
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
    // A failing job frees its slot too.
    await expect(runImageWork(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await runImageWork(async () => 'next')).toBe('next');
  });
});
