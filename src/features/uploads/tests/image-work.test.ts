import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../tests/helpers/tmp';
import {
  CHILD_COMPILE_CACHE,
  IMAGE_WORK_CONCURRENCY,
  IMAGE_WORK_MAX_WAITING,
  ImageWorkBusy,
  imageWorkLoad,
  runImageChild,
  runImageWork,
} from '../domain/image-work';

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

describe("an image's own process", () => {
  it("keeps Node's compile cache in the project's node_modules/.cache, so the next image's process starts sooner", async () => {
    fs.rmSync(CHILD_COMPILE_CACHE, { recursive: true, force: true });
    const dir = tempDir('image-child');
    const input = path.join(dir, 'in.png');
    await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c8a' } })
      .png()
      .toFile(input);
    fs.mkdirSync(path.join(dir, 'out'));
    const info = await runImageChild<{ width: number; height: number }>([input, path.join(dir, 'out'), '1000000', '2400', '480']);
    expect([info.width, info.height]).toEqual([16, 12]);
    expect(path.relative(process.cwd(), CHILD_COMPILE_CACHE)).toBe(path.join('node_modules', '.cache', 'vowly-image-child'));
    expect(fs.readdirSync(CHILD_COMPILE_CACHE).length).toBeGreaterThan(0);
  });
});
