// The daily sweep of guests' photo files (issue 26): a deleted wedding's rows go with it (ON DELETE CASCADE), its
// local photo folders (uploads/vowly/photos/{weddingId}) and ZIPs (photo-archives/{weddingId}) are removed here;
// expired ZIPs too. With CLOUDINARY_URL the photos live on Cloudinary only (vowly/photos/{weddingId}): its folders
// of deleted weddings are removed through the Admin API (a failure there is logged; the local sweep still runs).
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../../../core/config/env';
import type { DataStore } from '../../../core/db/store/store';
import { guestPhotoFolder, sweepCloudinaryWeddingFolders } from '../../uploads';
import { sweepArchives } from './archive-job';
import { photosRepository, type PhotosRepository } from './repository';

const WEDDING_ID = /^[a-z0-9]+$/;

/** Removes the files of weddings that no longer exist; answers the folders removed (relative to the data folder). */
export async function sweepPhotoFiles(deps: { store: DataStore; config: Env }, now = new Date()): Promise<{ folders: string[]; archives: number }> {
  const folders = await sweepPhotoFolders(photosRepository(deps.store), deps.config);
  return { folders, archives: await sweepArchives(deps, now) };
}

/** The folders of weddings that no longer exist: local photos and ZIPs, and Cloudinary's photo folders. */
export async function sweepPhotoFolders(photos: Pick<PhotosRepository, 'existingWeddings'>, config: Env): Promise<string[]> {
  const folders: string[] = [];
  for (const base of [path.join(config.uploadsDir, 'vowly', 'photos'), path.join(config.dataDir, 'photo-archives')]) {
    const ids = fs.existsSync(base) ? fs.readdirSync(base).filter((name) => WEDDING_ID.test(name)) : [];
    const existing = await photos.existingWeddings(ids);
    for (const id of ids) {
      if (existing.has(id)) continue;
      const dir = path.join(base, id);
      await fs.promises.rm(dir, { recursive: true, force: true });
      folders.push(path.relative(config.dataDir, dir));
    }
  }
  const parent = guestPhotoFolder('').replace(/\/$/, '');
  try {
    folders.push(...(await sweepCloudinaryWeddingFolders(config, parent, (ids) => photos.existingWeddings(ids))));
  } catch (error) {
    console.warn(`[photos] the Cloudinary sweep failed (tried again tomorrow): ${(error as Error).message}`);
  }
  return folders;
}
