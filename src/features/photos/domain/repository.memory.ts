// The guests' photos' repository in memory (issue 29 item 7): the same async interface as the SQL
// one (repository.ts), so the settings, album and curation rules are unit-tested without a database.
// A transaction restores what it changed when its body throws, as a rolled-back one does.
import type { Photo, PhotoFilter, PhotoSettingsRow, PhotosRepository } from './repository';
import { memoryTransaction } from '../../../core/db/store/memory-transaction';

export interface MemoryPhotos extends PhotosRepository {
  /** What is stored, for a test's assertions. */
  readonly rows: { photos: Photo[]; settings: Map<string, PhotoSettingsRow> };
}

const newestFirst = (a: Photo, b: Photo) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);

export function memoryPhotosRepository(weddingIds: string[] = []): MemoryPhotos {
  let photos: Photo[] = [];
  let settings = new Map<string, PhotoSettingsRow>();
  const matches =
    (weddingId: string, filter: PhotoFilter = {}) =>
    (photo: Photo) =>
      photo.weddingId === weddingId &&
      (!filter.status || photo.status === filter.status) &&
      (!filter.uploaderName || photo.uploaderName === filter.uploaderName) &&
      (!filter.tableTag || photo.tableTag === filter.tableTag);
  const distinct = (values: string[]) => [...new Set(values)].sort();
  const repository: MemoryPhotos = {
    get rows() {
      return { photos, settings };
    },
    transaction: memoryTransaction(
      () => ({ photos: photos.map((p) => ({ ...p })), settings: new Map(settings) }),
      (saved) => {
        ({ photos, settings } = saved);
      },
    ),
    settings: async (weddingId) => settings.get(weddingId),
    saveSettings: async (weddingId, row) => {
      settings.set(weddingId, { ...row });
    },
    insert: async (photo) => {
      if (photos.some((p) => p.id === photo.id)) throw new Error('UNIQUE constraint failed: photos.id');
      photos.push({ ...photo });
    },
    find: async (weddingId, id) => photos.find((p) => p.weddingId === weddingId && p.id === id),
    list: async (weddingId, filter, page) =>
      photos
        .filter(matches(weddingId, filter))
        .sort(newestFirst)
        .slice(page.offset, page.offset + page.limit),
    count: async (weddingId, filter) => photos.filter(matches(weddingId, filter)).length,
    countByDevice: async (weddingId, deviceId) => photos.filter((p) => p.weddingId === weddingId && p.deviceId === deviceId).length,
    usage: async (weddingId) => {
      const own = photos.filter((p) => p.weddingId === weddingId);
      return { photos: own.length, bytes: own.reduce((sum, p) => sum + p.bytes, 0) };
    },
    setStatus: async (weddingId, ids, status) => {
      const chosen = photos.filter((p) => p.weddingId === weddingId && ids.includes(p.id));
      for (const photo of chosen) Object.assign(photo, { status, reportedAt: null, sharedAt: status === 'shared' ? new Date() : null });
      return chosen.length;
    },
    report: async (weddingId, id, at) => {
      const photo = photos.find((p) => p.weddingId === weddingId && p.id === id && p.status === 'shared');
      if (photo) Object.assign(photo, { status: 'hidden', reportedAt: at, sharedAt: null });
      return photo !== undefined;
    },
    delete: async (weddingId, ids) => {
      const gone = photos.filter((p) => p.weddingId === weddingId && ids.includes(p.id));
      photos = photos.filter((p) => !gone.includes(p));
      return gone;
    },
    sharedSince: async (weddingId, since, limit) =>
      photos
        .filter((p) => p.weddingId === weddingId && p.status === 'shared' && p.sharedAt !== null && p.sharedAt > since)
        .sort((a, b) => a.sharedAt!.getTime() - b.sharedAt!.getTime() || (a.id < b.id ? -1 : 1))
        .slice(0, limit),
    uploaders: async (weddingId) => distinct(photos.filter((p) => p.weddingId === weddingId).map((p) => p.uploaderName)),
    tableTags: async (weddingId) => distinct(photos.filter((p) => p.weddingId === weddingId && p.tableTag !== null).map((p) => p.tableTag!)),
    existingWeddings: async (ids) => new Set(ids.filter((id) => weddingIds.includes(id))),
  };
  return repository;
}
