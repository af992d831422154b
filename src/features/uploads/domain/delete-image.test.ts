// Deleting a stored image from whichever host has it (issue 29 item 7): the local store's folder, or
// Cloudinary's image by its public id (the SDK's call stubbed): deleted, already gone, or refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v2 as cloudinary } from 'cloudinary';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../core/config/env';
import { deleteStoredImage } from './delete-image';

const secret = 'unit-test-secret-that-is-long-enough-0123456789';
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-delete-image-unit-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
const cloudConfig = { CLOUDINARY_URL: 'cloudinary://key:secret@demo', SESSION_SECRET: secret } as Env;

describe('deleteStoredImage', () => {
  it("removes a local image's folder, once", async () => {
    const config = { SESSION_SECRET: secret, dataDir: '/nonexistent', uploadsDir } as Env;
    fs.mkdirSync(path.join(uploadsDir, 'vowly/photos/w1/p1'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'vowly/photos/w1/p1/w960.webp'), 'image');
    expect(await deleteStoredImage(config, '/uploads/vowly/photos/w1/p1/w960.webp')).toBe(true);
    expect(fs.existsSync(path.join(uploadsDir, 'vowly/photos/w1/p1'))).toBe(false);
    expect(await deleteStoredImage(config, '/uploads/vowly/photos/w1/p1/w960.webp')).toBe(false);
  });

  it('destroys a Cloudinary image by its public id: true when deleted, false when already gone, an error when refused', async () => {
    const destroyed: unknown[] = [];
    let answer = 'ok';
    vi.spyOn(cloudinary.uploader, 'destroy').mockImplementation((async (publicId: string, options: unknown) => {
      destroyed.push([publicId, options]);
      return { result: answer };
    }) as never);
    const url = 'https://res.cloudinary.com/demo/image/upload/v17/vowly/photos/w1/abc.jpg';
    expect(await deleteStoredImage(cloudConfig, url)).toBe(true);
    expect(destroyed).toEqual([['vowly/photos/w1/abc', { invalidate: true }]]);
    answer = 'not found';
    expect(await deleteStoredImage(cloudConfig, url)).toBe(false);
    answer = 'error';
    await expect(deleteStoredImage(cloudConfig, url)).rejects.toThrow('Cloudinary refused to delete vowly/photos/w1/abc: error');
    expect(await deleteStoredImage(cloudConfig, 'https://example.com/no-public-id')).toBe(false);
  });
});
