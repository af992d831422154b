// What a guest's photo upload is refused for before the file is processed (issue 29 item 7), on the
// memory photos repository: the upload window, the photos one device may share, the wedding's storage
// by plan. (Storing the image and the rate limits are the upload route tests'.)
import { describe, expect, it } from 'vitest';
import { UserError } from '../../../core/errors';
import { checkPhotoAllowed } from './add-photo';
import type { Photo } from './repository';
import { memoryPhotosRepository } from './repository.memory';
import { DEFAULT_PHOTO_SETTINGS } from './settings';

const now = new Date('2027-06-12T18:00:00Z');
const uploader = { weddingId: 'w1', deviceId: 'd1', ownerPro: false };
const photo = (id: string, deviceId: string): Photo => ({
  id,
  weddingId: 'w1',
  url: `/uploads/vowly/photos/w1/${id}/w960.webp`,
  width: 960,
  height: 720,
  bytes: 1000,
  uploaderName: 'Cat',
  deviceId,
  tableTag: null,
  status: 'shared',
  reportedAt: null,
  sharedAt: now,
  createdAt: now,
});

async function refusal(run: Promise<unknown>): Promise<[string, string]> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof UserError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return [error.code, error.message];
}

describe('checkPhotoAllowed', () => {
  it('allows an upload within the window and answers the settings (the defaults when the couple set none)', async () => {
    expect(await checkPhotoAllowed(memoryPhotosRepository(), uploader, now)).toEqual(DEFAULT_PHOTO_SETTINGS);
  });

  it('refuses before the window opens and after it closes', async () => {
    const photos = memoryPhotosRepository();
    await photos.saveSettings('w1', { ...DEFAULT_PHOTO_SETTINGS, uploadFrom: new Date('2027-06-12T19:00:00Z'), uploadTo: null });
    expect(await refusal(checkPhotoAllowed(photos, uploader, now))).toEqual(['photos.not-open-yet', 'Photo uploads have not opened yet']);
    await photos.saveSettings('w1', { ...DEFAULT_PHOTO_SETTINGS, uploadFrom: null, uploadTo: new Date('2027-06-12T17:00:00Z') });
    expect(await refusal(checkPhotoAllowed(photos, uploader, now))).toEqual(['photos.closed', 'Photo uploads are closed']);
  });

  it("refuses a device that shared the couple's limit; another device may still", async () => {
    const photos = memoryPhotosRepository();
    await photos.saveSettings('w1', { ...DEFAULT_PHOTO_SETTINGS, perGuestLimit: 2 });
    await photos.insert(photo('p1', 'd1'));
    await checkPhotoAllowed(photos, uploader, now);
    await photos.insert(photo('p2', 'd1'));
    expect(await refusal(checkPhotoAllowed(photos, uploader, now))).toEqual(['photos.guest-limit', 'You have shared the most photos allowed (2)']);
    await checkPhotoAllowed(photos, { ...uploader, deviceId: 'd2' }, now);
  });

  it('refuses when the album holds what the plan allows: 100 photos free, 2,000 on Pro', async () => {
    const photos = memoryPhotosRepository();
    for (let i = 0; i < 100; i++) await photos.insert(photo(`p${i}`, `device${i}`));
    expect(await refusal(checkPhotoAllowed(photos, uploader, now))).toEqual(['photos.wedding-full', 'This album is full']);
    await checkPhotoAllowed(photos, { ...uploader, ownerPro: true }, now);
  });
});
