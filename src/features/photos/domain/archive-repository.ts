// "Download all" (issue 26 item 2): the archives' SQL. One portable implementation for SQLite and PostgreSQL;
// a request is one transaction that sees any archive still being made (one at a time per wedding).
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { PHOTO_ARCHIVE_STATUSES } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

export type PhotoArchiveStatus = (typeof PHOTO_ARCHIVE_STATUSES)[number];

export interface PhotoArchive {
  id: string;
  weddingId: string;
  requestedBy: string;
  email: string;
  status: PhotoArchiveStatus;
  photos: number;
  bytes: number;
  finishedAt: Date | null;
  createdAt: Date;
}

export interface ArchivesRepository {
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Records a new queued archive unless one of the wedding's is still queued and was asked for after
   * `staleBefore` (older ones are taken as lost and marked failed): answers the new one, or the busy one.
   */
  request(archive: PhotoArchive, staleBefore: Date): Promise<{ created: PhotoArchive } | { busy: PhotoArchive }>;
  byId(id: string): Promise<PhotoArchive | undefined>;
  find(weddingId: string, id: string): Promise<PhotoArchive | undefined>;
  /** The wedding's newest archive, whatever its status. */
  latest(weddingId: string): Promise<PhotoArchive | undefined>;
  /** Marks a queued archive finished; false when it was not queued any more (a retried job). */
  finish(id: string, result: { status: 'ready' | 'failed'; photos: number; bytes: number; at: Date }): Promise<boolean>;
  /** The wedding's archives other than `keepId`, deleted (their files go after commit). */
  deleteOthers(weddingId: string, keepId: string): Promise<PhotoArchive[]>;
  /** Every wedding's archives made before `before`, deleted (the daily sweep removes their files). */
  deleteOlderThan(before: Date): Promise<PhotoArchive[]>;
}

export function archivesRepository(store: DataStore): ArchivesRepository {
  const { t, sql, transaction } = portable(store);
  const { photoArchives } = t;
  return {
    transaction,
    request: (archive, staleBefore) =>
      transaction(async () => {
        const queued = and(eq(photoArchives.weddingId, archive.weddingId), eq(photoArchives.status, 'queued'));
        const busy = first(
          await sql()
            .select()
            .from(photoArchives)
            .where(and(queued, gt(photoArchives.createdAt, staleBefore)))
            .limit(1),
        );
        if (busy) return { busy };
        await sql().update(photoArchives).set({ status: 'failed', finishedAt: archive.createdAt }).where(queued);
        await sql().insert(photoArchives).values(archive);
        return { created: archive };
      }),
    byId: async (id) => first(await sql().select().from(photoArchives).where(eq(photoArchives.id, id))),
    find: async (weddingId, id) =>
      first(
        await sql()
          .select()
          .from(photoArchives)
          .where(and(eq(photoArchives.weddingId, weddingId), eq(photoArchives.id, id))),
      ),
    latest: async (weddingId) =>
      first(
        await sql()
          .select()
          .from(photoArchives)
          .where(eq(photoArchives.weddingId, weddingId))
          .orderBy(desc(photoArchives.createdAt), desc(photoArchives.id))
          .limit(1),
      ),
    finish: (id, result) =>
      transaction(async () => {
        const changed = await sql()
          .update(photoArchives)
          .set({ status: result.status, photos: result.photos, bytes: result.bytes, finishedAt: result.at })
          .where(and(eq(photoArchives.id, id), eq(photoArchives.status, 'queued')))
          .returning({ id: photoArchives.id });
        return changed.length > 0;
      }),
    deleteOthers: (weddingId, keepId) =>
      transaction(async () =>
        sql()
          .delete(photoArchives)
          .where(and(eq(photoArchives.weddingId, weddingId), ne(photoArchives.id, keepId), ne(photoArchives.status, 'queued')))
          .returning(),
      ),
    deleteOlderThan: (before) =>
      transaction(async () =>
        sql()
          .delete(photoArchives)
          .where(and(lt(photoArchives.createdAt, before), ne(photoArchives.status, 'queued')))
          .returning(),
      ),
  };
}
