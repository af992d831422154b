// The couple's choices for guests' photos (issue 26 item 3) and what follows from them: may a guest
// upload now, may guests see the album, is it the wedding day.
import { PHOTO_STORAGE_LIMITS } from '../../../shared/photos/rules';
import type { PhotoSettingsRow, PhotosRepository } from './repository';

export type PhotoSettings = PhotoSettingsRow;

/** A wedding that never changed them: guests see the album, each photo waits for the couple's approval. */
export const DEFAULT_PHOTO_SETTINGS: PhotoSettings = {
  mode: 'album',
  moderation: 'pre',
  opensAt: null,
  uploadFrom: null,
  uploadTo: null,
  perGuestLimit: 50,
};

export async function readPhotoSettings(photos: PhotosRepository, weddingId: string): Promise<PhotoSettings> {
  return (await photos.settings(weddingId)) ?? DEFAULT_PHOTO_SETTINGS;
}

/** Why an upload is refused by the window now, or null when it is open. */
export function uploadWindowClosed(settings: PhotoSettings, now: Date): 'notYet' | 'closed' | null {
  if (settings.uploadFrom && now < settings.uploadFrom) return 'notYet';
  if (settings.uploadTo && now > settings.uploadTo) return 'closed';
  return null;
}

/** The photos a wedding may store, by the couple's plan. */
export function storageLimit(ownerPro: boolean): number {
  return ownerPro ? PHOTO_STORAGE_LIMITS.pro.photos : PHOTO_STORAGE_LIMITS.free.photos;
}

const HOUR_MS = 60 * 60 * 1000;

/** From 12 hours before the wedding's date to 36 hours after it: the venue's Wi-Fi gets the larger limits. */
export function isWeddingDay(weddingDate: Date | null, now: Date): boolean {
  if (!weddingDate) return false;
  const delta = now.getTime() - weddingDate.getTime();
  return delta > -12 * HOUR_MS && delta < 36 * HOUR_MS;
}

/** May guests see the shared photos (the album page, the site section, the slideshow)? */
export function albumOpen(settings: PhotoSettings, now: Date): boolean {
  if (settings.mode === 'dropbox') return false;
  if (settings.mode === 'after') return settings.opensAt !== null && now >= settings.opensAt;
  return true;
}
