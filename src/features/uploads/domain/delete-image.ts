import { v2 as cloudinary } from 'cloudinary';
import type { Env } from '../../../core/config/env';
import { imageHostFor } from '../../../core/config/image-host';
import { deleteLocalImage } from './local-store';
import { cloudinaryPublicId } from './public-id';

/** Deletes a stored image from whichever host has it; true when something was deleted. */
export async function deleteStoredImage(config: Env, url: string): Promise<boolean> {
  const host = imageHostFor(config);
  if (host.kind === 'local') return deleteLocalImage(config, url);
  const publicId = cloudinaryPublicId(url);
  if (!publicId) return false;
  const result = (await cloudinary.uploader.destroy(publicId, { invalidate: true })) as { result?: string };
  if (result.result !== 'ok' && result.result !== 'not found') throw new Error(`Cloudinary refused to delete ${publicId}: ${result.result}`);
  return result.result === 'ok';
}
