// The couple's side of guests' photos (issue 26 items 2 and 7): the album by status, uploader and table,
// paged; sharing and hiding (one or many); the storage figure against the plan's limit. Deleting, also
// from storage, is delete-photos.ts.
import { appText } from '../../../shared/i18n/app';
import { UserError } from '../../../core/errors';
import type { Photo, PhotoFilter, PhotosRepository, PhotoStatus } from './repository';
import { storageLimit } from './settings';

export const PHOTOS_PAGE_SIZE = 48;

export const CURATION_MESSAGES = {
  notFound: appText('photos.notFound'),
  shared: (n: number) => appText('photos.shared', { count: n, n: String(n) }),
  hidden: (n: number) => appText('photos.hidden', { count: n, n: String(n) }),
  deleted: (n: number) => appText('photos.deleted', { count: n, n: String(n) }),
  noneChosen: appText('photos.noneChosen'),
};

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
