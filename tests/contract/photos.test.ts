// Guests' photos on both engines (issue 26): the repository's settings, paging by status and uploader,
// moderation (status, shared moment, reports), the storage figure, deletes, and two uploads racing for
// the last place a guest has, on a real SQLite file and a real PostgreSQL database.
import { expect, it } from 'vitest';
import { archivesRepository, type PhotoArchive } from '../../src/features/photos/domain/archive-repository';
import { type Photo, photosRepository } from '../../src/features/photos/domain/repository';
import { DEFAULT_PHOTO_SETTINGS, readPhotoSettings } from '../../src/features/photos/domain/settings';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 20, minute));

describeEachEngine('photos', ({ store }) => {
  async function wedding() {
    const userId = newId();
    const weddingId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {} }]);
    return { weddingId, photos: photosRepository(store()) };
  }
  const photo = (weddingId: string, minute: number, change: Partial<Photo> = {}): Photo => ({
    id: newId(),
    weddingId,
    url: `/uploads/vowly/photos/${weddingId}/${minute}/w1600.webp`,
    width: 1600,
    height: 1200,
    bytes: 1000 + minute,
    uploaderName: 'Bea',
    deviceId: 'device1',
    tableTag: null,
    status: 'pending',
    reportedAt: null,
    sharedAt: null,
    createdAt: at(minute),
    ...change,
  });

  it('archives: one queued at a time per wedding (also when asked at once), a stale one gives way, finished once', async () => {
    const { weddingId } = await wedding();
    const archives = archivesRepository(store());
    const archive = (minute: number): PhotoArchive => ({
      id: newId(),
      weddingId,
      requestedBy: 'u1',
      email: 'ana@example.com',
      status: 'queued',
      photos: 0,
      bytes: 0,
      finishedAt: null,
      createdAt: at(minute),
    });
    for (let round = 0; round < 3; round++) {
      const outcomes = await Promise.all([archives.request(archive(10 + round), at(0)), archives.request(archive(10 + round), at(0))]);
      expect(outcomes.filter((o) => 'created' in o)).toHaveLength(round === 0 ? 1 : 0);
      if (round === 0) expect(outcomes.filter((o) => 'busy' in o)).toHaveLength(1);
    }
    const queued = (await archives.latest(weddingId))!;
    expect(queued.status).toBe('queued');
    // Past the stale moment a new request marks the lost one failed and starts.
    const fresh = await archives.request(archive(20), at(15));
    expect('created' in fresh).toBe(true);
    expect((await archives.byId(queued.id))!.status).toBe('failed');
    const made = (fresh as { created: PhotoArchive }).created;
    expect(await archives.finish(made.id, { status: 'ready', photos: 3, bytes: 5_000_000_000, at: at(21) })).toBe(true);
    expect(await archives.finish(made.id, { status: 'ready', photos: 3, bytes: 1, at: at(22) })).toBe(false);
    expect(await archives.find(weddingId, made.id)).toMatchObject({ status: 'ready', photos: 3, bytes: 5_000_000_000, finishedAt: at(21) });
    expect((await archives.deleteOthers(weddingId, made.id)).map((a) => a.id)).toEqual([queued.id]);
    expect((await archives.deleteOlderThan(at(21))).map((a) => a.id)).toEqual([made.id]);
    expect(await archives.latest(weddingId)).toBeUndefined();
  });

  it('keeps settings, pages newest first by status and uploader, and sums the storage', async () => {
    const { weddingId, photos } = await wedding();
    expect(await readPhotoSettings(photos, weddingId)).toEqual(DEFAULT_PHOTO_SETTINGS);
    const changed = { ...DEFAULT_PHOTO_SETTINGS, mode: 'after' as const, opensAt: at(30), perGuestLimit: 5 };
    await photos.saveSettings(weddingId, changed);
    expect(await readPhotoSettings(photos, weddingId)).toEqual(changed);

    for (const [minute, change] of [
      [1, {}],
      [2, { uploaderName: 'Cal', tableTag: 'Table 3' }],
      [3, {}],
    ] as const)
      await photos.insert(photo(weddingId, minute, change));
    const all = await photos.list(weddingId, {}, { offset: 0, limit: 2 });
    expect(all.map((p) => p.createdAt)).toEqual([at(3), at(2)]);
    expect((await photos.list(weddingId, {}, { offset: 2, limit: 2 })).map((p) => p.createdAt)).toEqual([at(1)]);
    expect((await photos.list(weddingId, { uploaderName: 'Cal' }, { offset: 0, limit: 10 })).map((p) => p.tableTag)).toEqual(['Table 3']);
    expect(await photos.count(weddingId, { tableTag: 'Table 3' })).toBe(1);
    expect(await photos.usage(weddingId)).toEqual({ photos: 3, bytes: 3006 });
    expect(await photos.uploaders(weddingId)).toEqual(['Bea', 'Cal']);
    expect(await photos.countByDevice(weddingId, 'device1')).toBe(3);
  });

  it('shares, hides, reports and deletes; the slideshow sees what was shared since it last asked', async () => {
    const { weddingId, photos } = await wedding();
    const [a, b] = [photo(weddingId, 1), photo(weddingId, 2)];
    await photos.insert(a);
    await photos.insert(b);
    const before = new Date(Date.now() - 1000);
    expect(await photos.setStatus(weddingId, [a.id, b.id, 'someone-elses'], 'shared')).toBe(2);
    expect((await photos.sharedSince(weddingId, before, 10)).map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(await photos.sharedSince(weddingId, new Date(Date.now() + 1000), 10)).toEqual([]);
    expect(await photos.report(weddingId, a.id, at(5))).toBe(true);
    const reported = (await photos.find(weddingId, a.id))!;
    expect([reported.status, reported.reportedAt, reported.sharedAt]).toEqual(['hidden', at(5), null]);
    expect(await photos.report(weddingId, a.id, at(6))).toBe(false);
    expect(await photos.count(weddingId, { status: 'shared' })).toBe(1);
    const deleted = await photos.delete(weddingId, [b.id]);
    expect(deleted.map((p) => p.url)).toEqual([b.url]);
    expect(await photos.find(weddingId, b.id)).toBeUndefined();
  });

  it('two uploads racing for a guest’s last place: one row', async () => {
    const { weddingId, photos } = await wedding();
    const limit = 1;
    const attempts = await Promise.allSettled(
      [1, 2, 3].map((minute) =>
        photos.transaction(async () => {
          if ((await photos.countByDevice(weddingId, 'racer')) >= limit) throw new Error('full');
          await photos.insert(photo(weddingId, minute, { deviceId: 'racer' }));
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await photos.countByDevice(weddingId, 'racer')).toBe(1);
  });
});
