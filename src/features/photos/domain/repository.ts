// The guests' photos' SQL (issue 26): photos and the couple's settings. One portable implementation for
// SQLite and PostgreSQL; writes in one transaction.
import { and, count, desc, eq, gt, inArray, isNotNull, type SQL, sum } from 'drizzle-orm';
import type { PHOTO_MODERATIONS, PHOTO_MODES, PHOTO_STATUSES } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

export type PhotoStatus = (typeof PHOTO_STATUSES)[number];
export type PhotoMode = (typeof PHOTO_MODES)[number];
export type PhotoModeration = (typeof PHOTO_MODERATIONS)[number];

export interface Photo {
  id: string;
  weddingId: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  uploaderName: string;
  deviceId: string;
  tableTag: string | null;
  status: PhotoStatus;
  reportedAt: Date | null;
  sharedAt: Date | null;
  createdAt: Date;
}

export interface PhotoSettingsRow {
  mode: PhotoMode;
  moderation: PhotoModeration;
  opensAt: Date | null;
  uploadFrom: Date | null;
  uploadTo: Date | null;
  perGuestLimit: number;
}

export interface PhotoFilter {
  status?: PhotoStatus;
  uploaderName?: string;
  tableTag?: string;
}

export interface PhotosRepository {
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  settings(weddingId: string): Promise<PhotoSettingsRow | undefined>;
  saveSettings(weddingId: string, settings: PhotoSettingsRow): Promise<void>;
  insert(photo: Photo): Promise<void>;
  find(weddingId: string, id: string): Promise<Photo | undefined>;
  /** Newest first; `offset`/`limit` page it. */
  list(weddingId: string, filter: PhotoFilter, page: { offset: number; limit: number }): Promise<Photo[]>;
  count(weddingId: string, filter?: PhotoFilter): Promise<number>;
  countByDevice(weddingId: string, deviceId: string): Promise<number>;
  /** How many photos and bytes the wedding stores. */
  usage(weddingId: string): Promise<{ photos: number; bytes: number }>;
  /** Sets the status of these photos of the wedding (and clears their report); answers how many changed. */
  setStatus(weddingId: string, ids: string[], status: PhotoStatus): Promise<number>;
  /** A guest's report of a shared photo: hidden until the couple looks. */
  report(weddingId: string, id: string, at: Date): Promise<boolean>;
  delete(weddingId: string, ids: string[]): Promise<Photo[]>;
  /** Photos shared after `since` (the slideshow's poll), in the order they were shared. */
  sharedSince(weddingId: string, since: Date, limit: number): Promise<Photo[]>;
  /** Who uploaded, and the tables they came from (the couple's filters). */
  uploaders(weddingId: string): Promise<string[]>;
  tableTags(weddingId: string): Promise<string[]>;
  /** Which of these wedding ids still exist (the sweep of deleted weddings' files). */
  existingWeddings(ids: string[]): Promise<Set<string>>;
}

export function photosRepository(store: DataStore): PhotosRepository {
  const { t, sql, transaction } = portable(store);
  const { photos, photoSettings, weddings } = t;
  const where = (weddingId: string, filter: PhotoFilter = {}) => {
    const parts: SQL[] = [eq(photos.weddingId, weddingId)];
    if (filter.status) parts.push(eq(photos.status, filter.status));
    if (filter.uploaderName) parts.push(eq(photos.uploaderName, filter.uploaderName));
    if (filter.tableTag) parts.push(eq(photos.tableTag, filter.tableTag));
    return and(...parts);
  };
  return {
    transaction,
    settings: async (weddingId) =>
      first(
        await sql()
          .select({
            mode: photoSettings.mode,
            moderation: photoSettings.moderation,
            opensAt: photoSettings.opensAt,
            uploadFrom: photoSettings.uploadFrom,
            uploadTo: photoSettings.uploadTo,
            perGuestLimit: photoSettings.perGuestLimit,
          })
          .from(photoSettings)
          .where(eq(photoSettings.weddingId, weddingId)),
      ),
    saveSettings: (weddingId, settings) =>
      transaction(async () => {
        await sql()
          .insert(photoSettings)
          .values({ weddingId, ...settings })
          .onConflictDoUpdate({ target: photoSettings.weddingId, set: { ...settings, updatedAt: new Date() } });
      }),
    insert: (photo) =>
      transaction(async () => {
        await sql().insert(photos).values(photo);
      }),
    find: async (weddingId, id) =>
      first(
        await sql()
          .select()
          .from(photos)
          .where(and(eq(photos.weddingId, weddingId), eq(photos.id, id))),
      ),
    list: async (weddingId, filter, page) =>
      sql().select().from(photos).where(where(weddingId, filter)).orderBy(desc(photos.createdAt), desc(photos.id)).limit(page.limit).offset(page.offset),
    count: async (weddingId, filter) => first(await sql().select({ n: count() }).from(photos).where(where(weddingId, filter)))?.n ?? 0,
    countByDevice: async (weddingId, deviceId) =>
      first(
        await sql()
          .select({ n: count() })
          .from(photos)
          .where(and(eq(photos.weddingId, weddingId), eq(photos.deviceId, deviceId))),
      )?.n ?? 0,
    usage: async (weddingId) => {
      const row = first(
        await sql()
          .select({ n: count(), bytes: sum(photos.bytes) })
          .from(photos)
          .where(eq(photos.weddingId, weddingId)),
      );
      return { photos: row?.n ?? 0, bytes: Number(row?.bytes ?? 0) };
    },
    setStatus: (weddingId, ids, status) =>
      transaction(async () => {
        if (ids.length === 0) return 0;
        const changed = await sql()
          .update(photos)
          .set({ status, reportedAt: null, sharedAt: status === 'shared' ? new Date() : null })
          .where(and(eq(photos.weddingId, weddingId), inArray(photos.id, ids)))
          .returning({ id: photos.id });
        return changed.length;
      }),
    report: (weddingId, id, at) =>
      transaction(async () => {
        const changed = await sql()
          .update(photos)
          .set({ status: 'hidden', reportedAt: at, sharedAt: null })
          .where(and(eq(photos.weddingId, weddingId), eq(photos.id, id), eq(photos.status, 'shared')))
          .returning({ id: photos.id });
        return changed.length > 0;
      }),
    delete: (weddingId, ids) =>
      transaction(async () => {
        if (ids.length === 0) return [];
        return sql()
          .delete(photos)
          .where(and(eq(photos.weddingId, weddingId), inArray(photos.id, ids)))
          .returning();
      }),
    sharedSince: async (weddingId, since, limit) =>
      sql()
        .select()
        .from(photos)
        .where(and(eq(photos.weddingId, weddingId), eq(photos.status, 'shared'), gt(photos.sharedAt, since)))
        .orderBy(photos.sharedAt, photos.id)
        .limit(limit),
    uploaders: async (weddingId) =>
      (await sql().selectDistinct({ name: photos.uploaderName }).from(photos).where(eq(photos.weddingId, weddingId)).orderBy(photos.uploaderName)).map(
        (r) => r.name,
      ),
    tableTags: async (weddingId) =>
      (
        await sql()
          .selectDistinct({ tag: photos.tableTag })
          .from(photos)
          .where(and(eq(photos.weddingId, weddingId), isNotNull(photos.tableTag)))
          .orderBy(photos.tableTag)
      ).map((r) => r.tag ?? ''),
    existingWeddings: async (ids) =>
      new Set(ids.length === 0 ? [] : (await sql().select({ id: weddings.id }).from(weddings).where(inArray(weddings.id, ids))).map((r) => r.id)),
  };
}
