// The couple's album on the in-memory repository (issue 29 item 7): pages of 48 with the counts per
// status under the same filter, sharing and hiding only the wedding's own photos (refusals with their
// codes and texts), and the storage figure against the plan's limit.
import { describe, expect, it } from 'vitest';
import { CURATION_MESSAGES, PHOTOS_PAGE_SIZE, photoPage, setPhotoStatus, storageUsage } from './curation';
import type { Photo, PhotoStatus } from './repository';
import { memoryPhotosRepository } from './repository.memory';
import { refusal } from '../../../../tests/helpers/refusal';

function photo(id: string, values: Partial<Photo> = {}): Photo {
  return {
    id,
    weddingId: 'w1',
    url: `/uploads/${id}.webp`,
    width: 10,
    height: 10,
    bytes: 1000,
    uploaderName: 'Ann',
    deviceId: 'd1',
    tableTag: null,
    status: 'pending' as PhotoStatus,
    reportedAt: null,
    sharedAt: null,
    createdAt: new Date(Date.UTC(2027, 5, 12, 0, 0, Number(id.replace(/\D/g, '')) || 0)),
    ...values,
  };
}

describe('photoPage', () => {
  it('pages 48 newest first and counts each status under the same filter', async () => {
    const photos = memoryPhotosRepository();
    for (let i = 1; i <= 50; i++) await photos.insert(photo(`p${i}`, { status: i <= 45 ? 'shared' : 'pending', tableTag: i % 2 ? 'Table 1' : null }));
    await photos.insert(photo('x1', { weddingId: 'w2', status: 'shared' }));
    const first = await photoPage(photos, 'w1', { status: 'shared' }, 1);
    expect([first.total, first.pages, first.photos.length, first.photos[0]?.id]).toEqual([45, 1, 45, 'p45']);
    const all = await photoPage(photos, 'w1', {}, 2);
    expect([all.total, all.pages, all.photos.map((p) => p.id)]).toEqual([50, 2, ['p2', 'p1']]);
    expect(all.counts).toEqual({ pending: 5, shared: 45, hidden: 0 });
    expect((await photoPage(photos, 'w1', { tableTag: 'Table 1' }, 1)).counts).toEqual({ pending: 2, shared: 23, hidden: 0 });
    expect(PHOTOS_PAGE_SIZE).toBe(48);
  });

  it('says one page when there is nothing', async () => {
    expect(await photoPage(memoryPhotosRepository(), 'w1', {}, 1)).toEqual({
      photos: [],
      total: 0,
      page: 1,
      pages: 1,
      counts: { pending: 0, shared: 0, hidden: 0 },
    });
  });
});

describe('setPhotoStatus', () => {
  it('shares and hides the chosen photos of the wedding only, clearing a report', async () => {
    const photos = memoryPhotosRepository();
    await photos.insert(photo('p1'));
    await photos.insert(photo('p2', { status: 'hidden', reportedAt: new Date() }));
    await photos.insert(photo('x1', { weddingId: 'w2' }));
    expect(await setPhotoStatus(photos, 'w1', ['p1', 'p2', 'x1'], 'shared')).toBe(2);
    expect(photos.rows.photos.map((p) => [p.id, p.status, p.reportedAt, p.sharedAt instanceof Date])).toEqual([
      ['p1', 'shared', null, true],
      ['p2', 'shared', null, true],
      ['x1', 'pending', null, false],
    ]);
    expect(await setPhotoStatus(photos, 'w1', ['p1'], 'hidden')).toBe(1);
    expect(photos.rows.photos[0]?.sharedAt).toBeNull();
    expect(CURATION_MESSAGES.shared(2)).toBe('2 photos shared');
    expect(CURATION_MESSAGES.hidden(1)).toBe('Photo hidden');
  });

  it('refuses an empty choice and another wedding’s photos', async () => {
    const photos = memoryPhotosRepository();
    await photos.insert(photo('x1', { weddingId: 'w2' }));
    expect(await refusal(setPhotoStatus(photos, 'w1', [], 'shared'))).toEqual(['photos.none-chosen', 'Choose at least one photo']);
    expect(await refusal(setPhotoStatus(photos, 'w1', ['x1'], 'shared'))).toEqual(['photos.not-found', 'Photo not found']);
    expect(photos.rows.photos[0]?.status).toBe('pending');
  });
});

describe('storageUsage', () => {
  it('adds the wedding’s photos and bytes and the plan’s limit', async () => {
    const photos = memoryPhotosRepository();
    await photos.insert(photo('p1', { bytes: 1500 }));
    await photos.insert(photo('p2', { bytes: 2500 }));
    await photos.insert(photo('x1', { weddingId: 'w2', bytes: 9999 }));
    expect(await storageUsage(photos, 'w1', false)).toEqual({ photos: 2, bytes: 4000, limit: 100 });
    expect((await storageUsage(photos, 'w1', true)).limit).toBe(2000);
  });
});
