// A guest shares a photo (issue 26 items 1 and 5). Checked in order: the upload window, the photos this
// device may still share, the wedding's storage, the rate limits (device, address, wedding; larger on
// the wedding day); then the image goes through the uploads' one pipeline (outside any transaction),
// and the row is written in one transaction that checks the counts again (two uploads at once cannot
// both take the last place; the loser's stored image is removed).
import type { Env } from '../../../core/config/env';
import type { DataStore } from '../../../core/db/store/store';
import { UserError } from '../../../core/errors';
import { photoUploadBuckets, RateLimitedError, takeRoom, throttledMessage, waitFor } from '../../../core/rate-limit';
import { PHOTO_TEXTS } from '../../../shared/photos/rules';
import { deleteStoredImage, storeGuestPhoto } from '../../uploads';
import type { Photo, PhotosRepository } from './repository';
import { isWeddingDay, readPhotoSettings, storageLimit, uploadWindowClosed } from './settings';

export interface PhotoUploader {
  weddingId: string;
  weddingDate: Date | null;
  ownerPro: boolean;
  name: string;
  deviceId: string;
  tableTag: string | null;
  ip: string | undefined;
}

interface Deps {
  photos: PhotosRepository;
  store: DataStore;
  config: Env;
}

/** Refuses now (before the file is processed) what the settings and limits refuse; answers the settings. */
export async function checkPhotoAllowed(photos: PhotosRepository, uploader: Pick<PhotoUploader, 'weddingId' | 'deviceId' | 'ownerPro'>, now: Date) {
  const settings = await readPhotoSettings(photos, uploader.weddingId);
  const window = uploadWindowClosed(settings, now);
  if (window === 'notYet') throw new UserError('photos.not-open-yet', PHOTO_TEXTS.notYet);
  if (window === 'closed') throw new UserError('photos.closed', PHOTO_TEXTS.closed);
  if ((await photos.countByDevice(uploader.weddingId, uploader.deviceId)) >= settings.perGuestLimit)
    throw new UserError('photos.guest-limit', PHOTO_TEXTS.guestLimit(settings.perGuestLimit), { limit: settings.perGuestLimit });
  if ((await photos.usage(uploader.weddingId)).photos >= storageLimit(uploader.ownerPro)) throw new UserError('photos.wedding-full', PHOTO_TEXTS.weddingFull);
  return settings;
}

export async function addGuestPhoto(deps: Deps, uploader: PhotoUploader, file: { path: string; bytes: number }, now = new Date()): Promise<Photo> {
  const settings = await checkPhotoAllowed(deps.photos, uploader, now);
  const buckets = photoUploadBuckets(uploader.weddingId, uploader.ip, uploader.deviceId, isWeddingDay(uploader.weddingDate, now));
  if (!(await takeRoom(deps.store, buckets, now.getTime()))) {
    const wait = await waitFor(deps.store, buckets, now.getTime());
    throw new RateLimitedError('photos.rate-limited', throttledMessage(wait), wait);
  }
  const stored = await storeGuestPhoto(deps.config, uploader.weddingId, file);
  const shared = settings.moderation === 'post';
  const photo: Photo = {
    id: stored.public_id.split('/').pop()!,
    weddingId: uploader.weddingId,
    url: stored.secure_url,
    width: stored.width,
    height: stored.height,
    bytes: stored.bytes,
    uploaderName: uploader.name,
    deviceId: uploader.deviceId,
    tableTag: uploader.tableTag,
    status: shared ? 'shared' : 'pending',
    reportedAt: null,
    sharedAt: shared ? now : null,
    createdAt: now,
  };
  try {
    await deps.photos.transaction(async () => {
      await checkPhotoAllowed(deps.photos, uploader, now);
      await deps.photos.insert(photo);
    });
  } catch (error) {
    await deleteStoredImage(deps.config, stored.secure_url).catch(() => false);
    throw error;
  }
  return photo;
}
