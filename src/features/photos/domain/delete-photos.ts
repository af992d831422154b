// The couple deletes guests' photos (issue 26 item 7): the rows in one transaction, then each stored
// image (local files or Cloudinary), outside it.
import type { Env } from '../../../core/config/env';
import { UserError } from '../../../core/errors';
import { deleteStoredImage } from '../../uploads';
import { CURATION_MESSAGES } from './curation';
import type { PhotosRepository } from './repository';

/** Deletes the rows in one transaction, then each stored image (local files or Cloudinary). */
export async function deletePhotos(deps: { photos: PhotosRepository; config: Env }, weddingId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) throw new UserError('photos.none-chosen', CURATION_MESSAGES.noneChosen);
  const deleted = await deps.photos.delete(weddingId, ids);
  if (deleted.length === 0) throw new UserError('photos.not-found', CURATION_MESSAGES.notFound);
  for (const photo of deleted) {
    await deleteStoredImage(deps.config, photo.url).catch((error: Error) => console.warn(`[photos] could not delete ${photo.url}: ${error.message}`));
  }
  return deleted.length;
}
