// The daily sweep of guests' photo files (issue 29 item 7), in temporary folders: the local photo folders
// and ZIP folders of weddings that no longer exist are removed, the live weddings' stay, and a Cloudinary
// failure is logged without stopping the local sweep.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v2 as cloudinary } from 'cloudinary';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../core/config/env';
import { memoryPhotosRepository } from './repository.memory';
import { sweepPhotoFolders } from './sweep-files';

let dataDir: string;
let config: Env;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-sweep-photos-unit-'));
  config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir, uploadsDir: path.join(dataDir, 'uploads') } as Env;
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const folder = (relative: string) => {
  fs.mkdirSync(path.join(dataDir, relative), { recursive: true });
  fs.writeFileSync(path.join(dataDir, relative, 'file'), 'x');
};

describe('sweepPhotoFolders', () => {
  it("removes the photo and ZIP folders of deleted weddings, and keeps the live ones' and other names", async () => {
    for (const relative of [
      'uploads/vowly/photos/live/p1',
      'uploads/vowly/photos/gone/p1',
      'uploads/vowly/photos/Other',
      'photo-archives/live',
      'photo-archives/gone',
    ])
      folder(relative);
    const removed = await sweepPhotoFolders(memoryPhotosRepository(['live']), config);
    expect(removed).toEqual([path.join('uploads', 'vowly', 'photos', 'gone'), path.join('photo-archives', 'gone')]);
    expect(fs.readdirSync(path.join(dataDir, 'uploads/vowly/photos')).sort()).toEqual(['Other', 'live']);
    expect(fs.readdirSync(path.join(dataDir, 'photo-archives'))).toEqual(['live']);
  });

  it('logs a Cloudinary failure and still sweeps the local folders', async () => {
    vi.spyOn(cloudinary.api, 'sub_folders').mockRejectedValue(new Error('503 Service Unavailable'));
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    folder('photo-archives/gone');
    const removed = await sweepPhotoFolders(memoryPhotosRepository(), { ...config, CLOUDINARY_URL: 'cloudinary://key:secret@demo' } as Env);
    expect(removed).toEqual([path.join('photo-archives', 'gone')]);
    expect(warned.mock.calls.map((call) => call[0])).toEqual(['[photos] the Cloudinary sweep failed (tried again tomorrow): 503 Service Unavailable']);
  });
});
