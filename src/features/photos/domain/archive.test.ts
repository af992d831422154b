// "Download all"'s ZIP (issue 29 item 7): each shared photo under its order, the guest's file-safe
// name and table; only shared photos, across pages of 200; the stored bytes as they are. The files
// are local masters in a temporary folder (no database, no network).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { Env } from '../../../core/config/env';
import { archiveName, writePhotoArchive } from './archive';
import type { Photo } from './repository';
import { memoryPhotosRepository } from './repository.memory';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-archive-unit-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

function photo(n: number, values: Partial<Photo> = {}): Photo {
  return {
    id: `p${n}`,
    weddingId: 'w1',
    url: `/uploads/w1/p${n}/full.webp`,
    width: 1,
    height: 1,
    bytes: 1,
    uploaderName: 'Ann',
    deviceId: 'd',
    tableTag: null,
    status: 'shared',
    reportedAt: null,
    sharedAt: null,
    createdAt: new Date(Date.UTC(2027, 5, 12) + n * 1000),
    ...values,
  };
}

describe('archiveName', () => {
  it('numbers the photo and keeps the guest’s and table’s letters in any script, spaces as dashes', () => {
    expect(archiveName(photo(1, { uploaderName: ' Zoë  O’Brien/../ ', tableTag: 'Table 7!' }), 0)).toBe('0001-Zoë-OBrien-Table-7.webp');
    expect(archiveName(photo(1, { uploaderName: 'ليلى' }), 41)).toBe('0042-ليلى.webp');
    expect(archiveName(photo(1, { uploaderName: '***' }), 9999)).toBe('10000-guest.webp');
  });
});

describe('writePhotoArchive', () => {
  it('zips every shared photo of the wedding, past one page, with its stored bytes', async () => {
    const photos = memoryPhotosRepository();
    for (const n of [1, 201]) {
      fs.mkdirSync(path.join(uploadsDir, 'w1', `p${n}`), { recursive: true });
      fs.writeFileSync(path.join(uploadsDir, 'w1', `p${n}`, 'full.webp'), `bytes-of-${n}.`);
    }
    fs.mkdirSync(path.join(uploadsDir, 'w1', 'same'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'w1', 'same', 'full.webp'), 'x');
    // 201 photos: past the first page of 200 (the middle ones share one file, to stay quick).
    for (let n = 1; n <= 201; n++) await photos.insert(photo(n, n === 1 || n === 201 ? {} : { url: '/uploads/w1/same/full.webp' }));
    await photos.insert(photo(500, { status: 'pending' }));
    await photos.insert(photo(501, { weddingId: 'w2' }));
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const count = await writePhotoArchive({ photos, config: { uploadsDir } as Env }, 'w1', out);
    const zip = Buffer.concat(chunks).toString('latin1');
    expect(count).toBe(201);
    expect(zip.startsWith('PK\u0003\u0004')).toBe(true);
    expect(zip).toContain('0001-Ann.webp');
    expect(zip).toContain('0201-Ann.webp');
    expect(zip).not.toContain('0202-');
    expect(zip).toContain('bytes-of-201.');
    expect(zip).toContain('bytes-of-1.');
    expect(zip).not.toContain('bytes-of-500.');
  });

  it('fails (instead of hanging on an unhandled error) when a stored photo is missing or the image host fails', async () => {
    const photos = memoryPhotosRepository();
    await photos.insert(photo(9, { url: '/uploads/w1/missing/full.webp' }));
    const out = new PassThrough();
    out.resume();
    await expect(writePhotoArchive({ photos, config: { uploadsDir } as Env }, 'w1', out)).rejects.toThrow(/ENOENT/);
    const remote = memoryPhotosRepository();
    // Port 9 (discard) is closed here: the fetch is refused at once.
    await remote.insert(photo(10, { url: 'http://127.0.0.1:9/photo.webp' }));
    const out2 = new PassThrough();
    out2.resume();
    await expect(writePhotoArchive({ photos: remote, config: { uploadsDir } as Env }, 'w1', out2)).rejects.toThrow(/fetch failed/);
  });
});
