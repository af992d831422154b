// The site's "Guest photos" section on the in-memory repository (issue 29 item 7): the six newest
// shared photos with the album's address, shown only while guests may see the album, the wedding has
// an address and at least one photo is shared.
import { describe, expect, it } from 'vitest';
import type { Photo } from './repository';
import { memoryPhotosRepository } from './repository.memory';
import { DEFAULT_PHOTO_SETTINGS } from './settings';
import { guestPhotosForSite } from './site-photos';

const wedding = { id: 'w1', weddingUrl: 'ann-and-bo' };
const now = new Date('2027-06-13T12:00:00Z');

function photo(n: number, values: Partial<Photo> = {}): Photo {
  return {
    id: `p${n}`,
    weddingId: 'w1',
    url: `/uploads/vowly/photos/w1/p${n}/w1600.webp`,
    width: 1,
    height: 1,
    bytes: 1,
    uploaderName: `Guest ${n}`,
    deviceId: 'd',
    tableTag: null,
    status: 'shared',
    reportedAt: null,
    sharedAt: null,
    createdAt: new Date(Date.UTC(2027, 5, 12) + n * 1000),
    ...values,
  };
}

describe('guestPhotosForSite', () => {
  it('shows the six newest shared photos, linking the album', async () => {
    const photos = memoryPhotosRepository();
    for (let n = 1; n <= 8; n++) await photos.insert(photo(n));
    await photos.insert(photo(9, { status: 'pending' }));
    const section = await guestPhotosForSite(photos, wedding, now);
    expect(section?.href).toBe('/ann-and-bo/photos');
    expect(section?.photos.map((p) => p.sharedBy)).toEqual(['Guest 8', 'Guest 7', 'Guest 6', 'Guest 5', 'Guest 4', 'Guest 3']);
    expect(section?.photos[0]).toMatchObject({ src: '/uploads/vowly/photos/w1/p8/w960.webp', srcSet: expect.stringContaining('/p8/w480.webp 480w') });
  });

  it('shows nothing without a shared photo or an address, or while the album is closed to guests', async () => {
    const photos = memoryPhotosRepository();
    await photos.insert(photo(1, { status: 'pending' }));
    expect(await guestPhotosForSite(photos, wedding, now)).toBeUndefined();
    await photos.insert(photo(2));
    expect(await guestPhotosForSite(photos, { ...wedding, weddingUrl: null }, now)).toBeUndefined();
    await photos.saveSettings('w1', { ...DEFAULT_PHOTO_SETTINGS, mode: 'dropbox' });
    expect(await guestPhotosForSite(photos, wedding, now)).toBeUndefined();
    await photos.saveSettings('w1', { ...DEFAULT_PHOTO_SETTINGS, mode: 'after', opensAt: new Date(now.getTime() + 1) });
    expect(await guestPhotosForSite(photos, wedding, now)).toBeUndefined();
    expect((await guestPhotosForSite(photos, wedding, new Date(now.getTime() + 1)))?.photos).toHaveLength(1);
  });
});
