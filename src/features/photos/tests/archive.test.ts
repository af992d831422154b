// Issue 26 item 2, "Download all": the ZIP holds exactly the shared photos (not the pending or hidden
// ones), each the stored image's bytes, named by order, guest and table; it is written as a stream.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client } from '../../../../tests/helpers/http';
import { tempDir } from '../../../../tests/helpers/tmp';
import { writePhotoArchive } from '../domain/archive';
import { photosRepository } from '../domain/repository';
import { photoUploadToken } from '../domain/upload-token';
import { phoneJpeg, postMultipart } from './helpers';

/** The entries of a ZIP whose files are stored (not compressed), read from its central directory. */
function readStoredZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < entries; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    expect(zip.readUInt16LE(at + 10)).toBe(0); // stored
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    files.set(name, zip.subarray(dataAt, dataAt + size));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

describe('the archive of shared photos', () => {
  it('holds exactly the shared photos, each the stored bytes', async () => {
    const w = await coupleWedding({ weddingUrl: 'zip-pair' });
    const ids: string[] = [];
    for (const [i, name] of ['Ann', 'Bo', 'Cy', 'Di'].entries()) {
      const res = await postMultipart(w.app, client(w.app), `/api/v1/public/${w.weddingUrl}/photos`, [
        { name: 'k', value: photoUploadToken(w.config, w.wedding.id, 'Table 2') },
        { name: 'table', value: 'Table 2' },
        { name: 'name', value: name },
        { name: 'file', file: await phoneJpeg(300, 200, i), filename: 'a.jpg' },
      ]);
      ids.push(((await res.json()) as { photo: { _id: string } }).photo._id);
    }
    const photos = photosRepository(w.store);
    await photos.setStatus(w.wedding.id, [ids[0]!, ids[2]!, ids[3]!], 'shared');
    await photos.setStatus(w.wedding.id, [ids[3]!], 'hidden');

    const file = path.join(tempDir('zip'), 'all.zip');
    const count = await writePhotoArchive({ photos, config: w.config }, w.wedding.id, fs.createWriteStream(file));
    expect(count).toBe(2);
    const entries = readStoredZip(fs.readFileSync(file));
    expect([...entries.keys()]).toEqual(['0001-Cy-Table-2.webp', '0002-Ann-Table-2.webp']);
    const stored = (id: string) => fs.readFileSync(path.join(w.config.uploadsDir, 'vowly', 'photos', w.wedding.id, id, 'full.webp'));
    expect(entries.get('0002-Ann-Table-2.webp')).toEqual(stored(ids[0]!));
    expect(entries.get('0001-Cy-Table-2.webp')).toEqual(stored(ids[2]!));
  });
});
