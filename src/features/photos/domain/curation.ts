// The couple's side of guests' photos (issue 26 items 2 and 7): the album by status, uploader and table,
// paged; sharing and hiding (one or many); the storage figure against the plan's limit. Deleting, also
// from storage, is delete-photos.ts.
import { UserError } from '../../../core/errors';
import type { Photo, PhotoFilter, PhotosRepository, PhotoStatus } from './repository';
import { storageLimit } from './settings';

export const PHOTOS_PAGE_SIZE = 48;

export const CURATION_MESSAGES = {
  notFound: 'Photo not found',
  shared: (n: number) => (n === 1 ? 'Photo shared' : `${n} photos shared`),
  hidden: (n: number) => (n === 1 ? 'Photo hidden' : `${n} photos hidden`),
  deleted: (n: number) => (n === 1 ? 'Photo deleted' : `${n} photos deleted`),
  noneChosen: 'Choose at least one photo',
} as const;

export interface PhotoPage {
  photos: Photo[];
  total: number;
  page: number;
  pages: number;
  counts: Record<PhotoStatus, number>;
}

export async function photoPage(photos: PhotosRepository, weddingId: string, filter: PhotoFilter, page: number): Promise<PhotoPage> {
  const [list, total, pending, shared, hidden] = await Promise.all([
    photos.list(weddingId, filter, { offset: (page - 1) * PHOTOS_PAGE_SIZE, limit: PHOTOS_PAGE_SIZE }),
    photos.count(weddingId, filter),
    photos.count(weddingId, { ...filter, status: 'pending' }),
    photos.count(weddingId, { ...filter, status: 'shared' }),
    photos.count(weddingId, { ...filter, status: 'hidden' }),
  ]);
  return { photos: list, total, page, pages: Math.max(1, Math.ceil(total / PHOTOS_PAGE_SIZE)), counts: { pending, shared, hidden } };
}

export async function storageUsage(photos: PhotosRepository, weddingId: string, ownerPro: boolean) {
  return { ...(await photos.usage(weddingId)), limit: storageLimit(ownerPro) };
}

/** Shares or hides the couple's chosen photos; photos.not-found when none of them is the wedding's. */
export async function setPhotoStatus(photos: PhotosRepository, weddingId: string, ids: string[], status: 'shared' | 'hidden'): Promise<number> {
  if (ids.length === 0) throw new UserError('photos.none-chosen', CURATION_MESSAGES.noneChosen);
  const changed = await photos.setStatus(weddingId, ids, status);
  if (changed === 0) throw new UserError('photos.not-found', CURATION_MESSAGES.notFound);
  return changed;
}
