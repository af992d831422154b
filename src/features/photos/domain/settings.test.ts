// The couple's photo settings and what follows from them (issue 29 item 7): the defaults, the upload
// window's edges, the album's modes and opening moment, the plan's storage and the wedding day's span.
import { describe, expect, it } from 'vitest';
import { memoryPhotosRepository } from './repository.memory';
import { albumOpen, DEFAULT_PHOTO_SETTINGS, isWeddingDay, readPhotoSettings, storageLimit, uploadWindowClosed } from './settings';

const at = (iso: string) => new Date(iso);
const HOUR = 60 * 60 * 1000;

describe('photo settings', () => {
  it('reads the defaults (album, approval first, 50 a guest) until the couple saves theirs', async () => {
    const photos = memoryPhotosRepository();
    expect(await readPhotoSettings(photos, 'w1')).toEqual({
      mode: 'album',
      moderation: 'pre',
      opensAt: null,
      uploadFrom: null,
      uploadTo: null,
      perGuestLimit: 50,
    });
    await photos.saveSettings('w1', { ...DEFAULT_PHOTO_SETTINGS, mode: 'dropbox', perGuestLimit: 5 });
    expect(await readPhotoSettings(photos, 'w1')).toMatchObject({ mode: 'dropbox', perGuestLimit: 5 });
    expect((await readPhotoSettings(photos, 'w2')).mode).toBe('album');
  });

  it('opens uploads at the window’s start and closes them after its end, both instants included', () => {
    const window = { ...DEFAULT_PHOTO_SETTINGS, uploadFrom: at('2027-06-12T10:00:00Z'), uploadTo: at('2027-06-14T10:00:00Z') };
    expect(uploadWindowClosed(window, at('2027-06-12T09:59:59.999Z'))).toBe('notYet');
    expect(uploadWindowClosed(window, at('2027-06-12T10:00:00Z'))).toBeNull();
    expect(uploadWindowClosed(window, at('2027-06-14T10:00:00Z'))).toBeNull();
    expect(uploadWindowClosed(window, at('2027-06-14T10:00:00.001Z'))).toBe('closed');
    expect(uploadWindowClosed(DEFAULT_PHOTO_SETTINGS, at('1999-01-01T00:00:00Z'))).toBeNull();
    expect(uploadWindowClosed({ ...DEFAULT_PHOTO_SETTINGS, uploadTo: at('2027-01-01T00:00:00Z') }, at('2027-01-02T00:00:00Z'))).toBe('closed');
  });

  it('shows the album always, never (drop box), or from its opening moment', () => {
    const now = at('2027-06-13T12:00:00Z');
    expect(albumOpen({ ...DEFAULT_PHOTO_SETTINGS, mode: 'album' }, now)).toBe(true);
    expect(albumOpen({ ...DEFAULT_PHOTO_SETTINGS, mode: 'dropbox' }, now)).toBe(false);
    expect(albumOpen({ ...DEFAULT_PHOTO_SETTINGS, mode: 'after', opensAt: now }, now)).toBe(true);
    expect(albumOpen({ ...DEFAULT_PHOTO_SETTINGS, mode: 'after', opensAt: new Date(now.getTime() + 1) }, now)).toBe(false);
    expect(albumOpen({ ...DEFAULT_PHOTO_SETTINGS, mode: 'after', opensAt: null }, now)).toBe(false);
  });

  it('stores 100 photos on Free and 2,000 on Pro', () => {
    expect([storageLimit(false), storageLimit(true)]).toEqual([100, 2000]);
  });

  it('counts the wedding day from 12 hours before the date to 36 hours after, ends excluded', () => {
    const date = at('2027-06-12T00:00:00Z');
    const from = (ms: number) => new Date(date.getTime() + ms);
    expect(isWeddingDay(date, from(-12 * HOUR))).toBe(false);
    expect(isWeddingDay(date, from(-12 * HOUR + 1))).toBe(true);
    expect(isWeddingDay(date, from(36 * HOUR - 1))).toBe(true);
    expect(isWeddingDay(date, from(36 * HOUR))).toBe(false);
    expect(isWeddingDay(null, date)).toBe(false);
  });
});
