// Guests' photos (issue 26) through the one image pipeline: the file the guest sent (already on disk)
// is checked and decoded once in the image child (HEIC too), re-encoded without EXIF or GPS, and
// written as the responsive variants under vowly/photos/{weddingId}. With Cloudinary configured,
// the cleaned master goes there (into the same folder) and the local copy is removed.
import fs from 'node:fs';
import path from 'node:path';
import { v2 as cloudinary } from 'cloudinary';
import type { Env } from '../../../core/config/env';
import { imageHostFor } from '../../../core/config/image-host';
import { PHOTO_MAX_FILE_BYTES, PHOTO_MAX_PIXELS } from '../../../shared/photos/rules';
import { type StoredImage, storeLocalImage } from './local-store';

export function guestPhotoFolder(weddingId: string): string {
  return `vowly/photos/${weddingId}`;
}

export async function storeGuestPhoto(config: Env, weddingId: string, file: { path: string; bytes: number }): Promise<StoredImage> {
  const folder = guestPhotoFolder(weddingId);
  const stored = await storeLocalImage(config, folder, file, { heic: true, maxBytes: PHOTO_MAX_FILE_BYTES, maxPixels: PHOTO_MAX_PIXELS });
  if (imageHostFor(config).kind === 'local') return stored;
  const dir = path.join(config.uploadsDir, stored.public_id);
  try {
    const result = (await cloudinary.uploader.upload(path.join(dir, 'full.webp'), {
      folder,
      public_id: path.basename(stored.public_id),
      resource_type: 'image',
      overwrite: false,
    })) as { secure_url: string; public_id: string; bytes: number };
    return { ...stored, public_id: result.public_id, secure_url: result.secure_url, url: result.secure_url, bytes: result.bytes };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
