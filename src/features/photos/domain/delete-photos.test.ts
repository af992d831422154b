// The couple deletes guests' photos (issue 29 item 7), on the memory photos repository and a temporary
// uploads folder: the rows of this wedding only, then each stored image; an image the host cannot delete
// is logged and the rest go on; nothing chosen or nothing found is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v2 as cloudinary } from 'cloudinary';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../core/config/env';
import { UserError } from '../../../core/errors';
import { deletePhotos } from './delete-photos';
import type { Photo } from './repository';
import { memoryPhotosRepository } from './repository.memory';

const secret = 'unit-test-secret-that-is-long-enough-0123456789';
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-delete-photos-unit-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
const config = { SESSION_SECRET: secret, dataDir: '/nonexistent', uploadsDir } as Env;
const at = new Date('2027-06-12T18:00:00Z');

function photo(id: string, weddingId = 'w1', url = `/uploads/vowly/photos/${weddingId}/${id}/w960.webp`): Photo {
  return {
    id,
    weddingId,
    url,
    width: 1,
    height: 1,
    bytes: 1,
    uploaderName: 'Cat',
    deviceId: 'd1',
    tableTag: null,
    status: 'shared',
    reportedAt: null,
    sharedAt: at,
    createdAt: at,
  };
}

function stored(p: Photo) {
  const dir = path.join(uploadsDir, path.dirname(p.url.replace(/^\/uploads\//, '')));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'w960.webp'), 'image');
  return dir;
}

describe('deletePhotos', () => {
  it("deletes the chosen rows of this wedding and their files, and leaves another wedding's", async () => {
    const photos = memoryPhotosRepository();
    const [a, b, other] = [photo('pa'), photo('pb'), photo('pc', 'w2')];
    for (const p of [a, b, other]) await photos.insert(p);
    const dirs = [a, b, other].map(stored);
    expect(await deletePhotos({ photos, config }, 'w1', ['pa', 'pc'])).toBe(1);
    expect(photos.rows.photos.map((p) => p.id).sort()).toEqual(['pb', 'pc']);
    expect(dirs.map((dir) => fs.existsSync(dir))).toEqual([false, true, true]);
  });

  it('refuses when nothing is chosen or none of it is found', async () => {
    const photos = memoryPhotosRepository();
    for (const ids of [[], ['nope']]) {
      const error = await deletePhotos({ photos, config }, 'w1', ids).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UserError);
      expect((error as UserError).code).toBe(ids.length ? 'photos.not-found' : 'photos.none-chosen');
    }
  });

  it('logs an image the host refuses to delete and still deletes the rest', async () => {
    const cloud = { ...config, CLOUDINARY_URL: 'cloudinary://key:secret@demo' } as Env;
    const destroyed: string[] = [];
    vi.spyOn(cloudinary.uploader, 'destroy').mockImplementation((async (id: string) => {
      destroyed.push(id);
      return { result: id.endsWith('bad') ? 'error' : 'ok' };
    }) as never);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const photos = memoryPhotosRepository();
    const url = (id: string) => `https://res.cloudinary.com/demo/image/upload/v1/vowly/photos/w1/${id}.jpg`;
    await photos.insert(photo('bad', 'w1', url('bad')));
    await photos.insert(photo('good', 'w1', url('good')));
    expect(await deletePhotos({ photos, config: cloud }, 'w1', ['bad', 'good'])).toBe(2);
    expect(destroyed.sort()).toEqual(['vowly/photos/w1/bad', 'vowly/photos/w1/good']);
    expect(warned.mock.calls.map((call) => call[0])).toEqual([
      `[photos] could not delete ${url('bad')}: Cloudinary refused to delete vowly/photos/w1/bad: error`,
    ]);
  });
});
