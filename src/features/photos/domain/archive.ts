// "Download all" (issue 26 item 2), the archive's body: a ZIP of the wedding's shared photos written to a
// stream as it is made. Each photo is opened only when the ZIP reaches it (one file open at a time) and
// stored as it is (WebP is already compressed), so a 1,000-photo archive never sits in memory. The request,
// the worker's job and the download are in archive-job.ts.
import fs from 'node:fs';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Env } from '../../../core/config/env';
import type { Photo, PhotosRepository } from './repository';

const PAGE = 200;

/** A photo's name inside the ZIP: its order, the guest's name (file-safe) and the table. */
export function archiveName(photo: Photo, index: number): string {
  const who =
    photo.uploaderName
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-') || 'guest';
  const table = photo.tableTag
    ? `-${photo.tableTag
        .replace(/[^\p{L}\p{N} _-]+/gu, '')
        .trim()
        .replace(/\s+/g, '-')}`
    : '';
  return `${String(index + 1).padStart(4, '0')}-${who}${table}.webp`;
}

/** The stored image's bytes: the local master, or the image host's copy. */
function openPhoto(config: Env, photo: Photo): Promise<NodeJS.ReadableStream> {
  if (photo.url.startsWith('/uploads/')) {
    const file = path.join(config.uploadsDir, path.dirname(photo.url.slice('/uploads/'.length)), 'full.webp');
    return Promise.resolve(fs.createReadStream(file));
  }
  return fetch(photo.url).then((res) => {
    if (!res.ok || !res.body) throw new Error(`The image host answered ${res.status} for ${photo.url}`);
    return Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
  });
}

/** Writes the ZIP of every shared photo to `out`; resolves with how many it holds. */
export async function writePhotoArchive(deps: { photos: PhotosRepository; config: Env }, weddingId: string, out: Writable): Promise<number> {
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, out);
  // A photo that cannot be read (a missing file, the image host's error) fails the archive: yazl reports
  // it on the ZipFile and leaves the file's stream unwatched, where it would be an unhandled 'error'.
  const fail = (error: Error) => (zip.outputStream as Readable).destroy(error);
  zip.on('error', fail);
  let count = 0;
  for (let offset = 0; ; offset += PAGE) {
    const page = await deps.photos.list(weddingId, { status: 'shared' }, { offset, limit: PAGE });
    for (const photo of page) {
      zip.addReadStreamLazy(archiveName(photo, count++), { compress: false, mtime: photo.createdAt }, (done) => {
        openPhoto(deps.config, photo).then(
          (stream) => {
            stream.on('error', fail);
            done(null, stream);
          },
          (error: unknown) => done(error, undefined as never),
        );
      });
    }
    if (page.length < PAGE) break;
  }
  zip.end();
  await written;
  return count;
}
