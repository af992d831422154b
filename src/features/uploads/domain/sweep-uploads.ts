/**
 * Local uploads that no wedding or invite uses any more (uploaded then abandoned: tab closed before
 * registering, a replace whose delete job was lost, a deleted wedding's) are removed after a grace period, so
 * `DATA_DIR/uploads` does not grow for ever; so are temporary files a crash left mid-upload. With CLOUDINARY_URL only
 * deleted weddings' folders are removed there (through the Admin API); a live wedding's abandoned uploads stay.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readWedding } from '../../weddings';
import type { Env } from '../../../core/config/env';
import { imageAddressesOf } from '../../weddings';
import { imageHostFor, LOCAL_IMAGE_PREFIX } from '../../../core/config/image-host';
import { sweepCloudinaryWeddingFolders } from './cloudinary-folders';
import { uploadWorkDir } from './local-store';
import type { UploadsRepository } from './repository';

/** An upload has this long to be registered before it counts as abandoned. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

async function usedImageIds(uploads: UploadsRepository, kind: 'weddings' | 'invites', weddingId: string): Promise<Set<string> | null> {
  const addresses: string[] = [];
  const row = await uploads.findWedding(weddingId);
  if (!row) return null;
  if (kind === 'weddings') {
    addresses.push(...imageAddressesOf(readWedding(row).content));
  } else {
    const imageUrl = (await uploads.findInvite(weddingId))?.imageUrl;
    if (imageUrl) addresses.push(imageUrl);
  }
  const prefix = `${LOCAL_IMAGE_PREFIX}vowly/${kind}/${weddingId}/`;
  return new Set(addresses.filter((address) => address.startsWith(prefix)).map((address) => address.slice(prefix.length).split('/')[0]!));
}

/** Removes abandoned upload folders; returns the folders removed (relative to the uploads dir, or `cloudinary:{folder}`). */
export async function sweepOrphanUploads(uploads: UploadsRepository, config: Env, now = Date.now()): Promise<string[]> {
  if (imageHostFor(config).kind === 'cloudinary') {
    const removed: string[] = [];
    for (const kind of ['weddings', 'invites'] as const)
      removed.push(...(await sweepCloudinaryWeddingFolders(config, `vowly/${kind}`, (ids) => uploads.existingWeddings(ids))));
    return removed;
  }
  const removed: string[] = [];
  for (const kind of ['weddings', 'invites'] as const) {
    const base = path.join(config.uploadsDir, 'vowly', kind);
    if (!fs.existsSync(base)) continue;
    for (const weddingId of fs.readdirSync(base)) {
      if (!/^[a-z0-9]+$/.test(weddingId)) continue;
      const used = await usedImageIds(uploads, kind, weddingId);
      const weddingDir = path.join(base, weddingId);
      for (const imageId of fs.readdirSync(weddingDir)) {
        const dir = path.join(weddingDir, imageId);
        const age = now - fs.statSync(dir).mtimeMs;
        if (age < ORPHAN_GRACE_MS || used?.has(imageId)) continue;
        fs.rmSync(dir, { recursive: true, force: true });
        removed.push(path.join('vowly', kind, weddingId, imageId));
      }
      if (fs.readdirSync(weddingDir).length === 0) fs.rmSync(weddingDir, { recursive: true, force: true });
    }
  }
  // Temporary files of uploads cut off by a crash (an upload under way is minutes old at most).
  const work = uploadWorkDir(config);
  for (const name of fs.existsSync(work) ? fs.readdirSync(work) : []) {
    const file = path.join(work, name);
    if (now - fs.statSync(file).mtimeMs < ORPHAN_GRACE_MS) continue;
    fs.rmSync(file, { force: true });
    removed.push(path.join('.work', name));
  }
  return removed;
}
