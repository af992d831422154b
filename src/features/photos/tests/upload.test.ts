// Issue 26 items 1, 5 and 7: guests share photos at /{weddingUrl}/photos/add and through
// POST /api/v1/public/{weddingUrl}/photos. The image goes through the uploads' pipeline (EXIF and GPS
// dropped, HEIC converted, pixel and size caps); a protected site takes the QR code's scoped token,
// which opens the upload only; the no-JavaScript form takes several photos at once.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client } from '../../../../tests/helpers/http';
import { MAX_FILE_SIZE_BYTES, MEGABYTE } from '../../../shared/images/rules';
import { IMAGE_MESSAGES, imageTooLargeMessage, tooManyPixelsMessage } from '../../../shared/images/messages';
import { PHOTO_MAX_FILE_BYTES, PHOTO_MAX_PIXELS } from '../../../shared/photos/rules';
import { PHOTO_TEXTS } from '../../../shared/photos/rules';
import { photosRepository } from '../domain/repository';
import { DEFAULT_PHOTO_SETTINGS } from '../domain/settings';
import { photoUploadPath, photoUploadToken } from '../domain/upload-token';
import { phone48mpJpeg, phoneHeic, phoneJpeg, postMultipart } from './helpers';

const api = (weddingUrl: string) => `/api/v1/public/${weddingUrl}/photos`;

function storedFile(uploadsDir: string, url: string, file = 'full.webp') {
  return path.join(uploadsDir, path.dirname(url.replace(/^\/uploads\//, '')), file);
}

describe('a guest shares photos', () => {
  it('through the API: 201, stored without EXIF or GPS, pending for the couple, the name and device kept; HEIC converted', async () => {
    const w = await coupleWedding();
    const res = await postMultipart(w.app, w.visitor, api(w.weddingUrl), [
      { name: 'name', value: '  Aunt May ' },
      { name: 'file', file: await phoneJpeg(), filename: 'IMG_0001.jpg' },
    ]);
    expect(res.status).toBe(201);
    const { photo } = (await res.json()) as { photo: { _id: string; url: string; status: string; uploaderName: string; width: number } };
    expect(photo).toMatchObject({ status: 'pending', uploaderName: 'Aunt May', width: 800 });
    const full = storedFile(w.config.uploadsDir, photo.url);
    expect((await sharp(full).metadata()).exif).toBeUndefined();
    expect(photo.url.startsWith(`/uploads/vowly/photos/${w.wedding.id}/`)).toBe(true);

    const heic = await postMultipart(w.app, w.visitor, api(w.weddingUrl), [
      { name: 'name', value: 'Aunt May' },
      { name: 'file', file: phoneHeic(), filename: 'IMG_0002.HEIC', type: 'image/heic' },
    ]);
    expect(heic.status).toBe(201);
    const converted = ((await heic.json()) as { photo: { url: string; width: number; height: number } }).photo;
    expect([converted.width, converted.height]).toEqual([640, 480]);
    const meta = await sharp(storedFile(w.config.uploadsDir, converted.url)).metadata();
    expect([meta.format, meta.exif]).toEqual(['webp', undefined]);

    const rows = await photosRepository(w.store).list(w.wedding.id, {}, { offset: 0, limit: 10 });
    expect(rows.map((r) => r.uploaderName)).toEqual(['Aunt May', 'Aunt May']);
    expect(new Set(rows.map((r) => r.deviceId)).size).toBe(1);
  });

  it('refuses bad input with { msg }: no name, no file, not an image, too large, too many pixels', async () => {
    const w = await coupleWedding();
    const cases: Array<[Parameters<typeof postMultipart>[3], number, string]> = [
      [[{ name: 'file', file: await phoneJpeg(), filename: 'a.jpg' }], 400, PHOTO_TEXTS.nameNeeded],
      [[{ name: 'name', value: 'Bo' }], 400, PHOTO_TEXTS.noPhotos],
      [
        [
          { name: 'name', value: 'Bo' },
          { name: 'file', file: Buffer.from('%PDF-1.4 not a photo'), filename: 'a.jpg' },
        ],
        400,
        IMAGE_MESSAGES.notAnImage,
      ],
      [
        [
          { name: 'name', value: 'Bo' },
          {
            name: 'file',
            file: await sharp({ create: { width: 9000, height: 9000, channels: 3, background: 'white' } })
              .png()
              .toBuffer(),
            filename: 'bomb.png',
          },
        ],
        400,
        tooManyPixelsMessage(PHOTO_MAX_PIXELS),
      ],
      [
        [
          { name: 'name', value: 'Bo' },
          { name: 'file', file: Buffer.alloc(PHOTO_MAX_FILE_BYTES + 10, 1), filename: 'big.jpg' },
        ],
        413,
        imageTooLargeMessage(PHOTO_MAX_FILE_BYTES),
      ],
    ];
    for (const [parts, status, msg] of cases) {
      const res = await postMultipart(w.app, w.visitor, api(w.weddingUrl), parts);
      expect([res.status, ((await res.json()) as { msg: string }).msg]).toEqual([status, msg]);
    }
    expect(await photosRepository(w.store).count(w.wedding.id)).toBe(0);
    expect(fs.readdirSync(path.join(w.config.uploadsDir, '.work'))).toEqual([]);
  });

  it("accepts a 48 MP, 12 MB phone photo (today's phones) and stores it at most 2560 px", async () => {
    const w = await coupleWedding({ weddingUrl: 'phone-48mp' });
    const photo = await phone48mpJpeg();
    expect(photo.bytes).toBeGreaterThan(11 * MEGABYTE);
    expect(photo.bytes).toBeGreaterThan(MAX_FILE_SIZE_BYTES);
    expect(photo.bytes).toBeLessThan(PHOTO_MAX_FILE_BYTES);
    const res = await postMultipart(w.app, w.visitor, api(w.weddingUrl), [
      { name: 'name', value: 'Bo' },
      { name: 'file', file: fs.readFileSync(photo.path), filename: 'IMG_0001.jpg' },
    ]);
    expect(res.status).toBe(201);
    const stored = (await photosRepository(w.store).list(w.wedding.id, {}, { offset: 0, limit: 1 }))[0]!;
    expect([stored.width, stored.height]).toEqual([2560, 1920]);
  });

  it('on a protected site, only with the QR code token (or the site pass); the token opens the upload, not the site, and tags the table', async () => {
    const w = await coupleWedding({ content: { enablePassword: true, websitePassword: 'open sesame' } });
    const stranger = client(w.app);
    const refused = await postMultipart(w.app, stranger, api(w.weddingUrl), [
      { name: 'name', value: 'Eve' },
      { name: 'file', file: await phoneJpeg(), filename: 'a.jpg' },
    ]);
    expect([refused.status, ((await refused.json()) as { msg: string }).msg]).toEqual([403, PHOTO_TEXTS.tokenNeeded]);
    expect((await stranger.get(`/${w.weddingUrl}/photos/add`)).headers.get('location')).toBe(`/password/${w.weddingUrl}`);
    // A token signed for another table (or wedding) does not open it.
    const forged = await postMultipart(w.app, stranger, api(w.weddingUrl), [
      { name: 'k', value: photoUploadToken(w.config, w.wedding.id, 'Table 1') },
      { name: 'table', value: 'Table 2' },
      { name: 'name', value: 'Eve' },
      { name: 'file', file: await phoneJpeg(), filename: 'a.jpg' },
    ]);
    expect(forged.status).toBe(403);

    const guest = client(w.app);
    const page = await guest.get(photoUploadPath(w.config, w.weddingUrl, w.wedding.id, 'Table 7'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Share photos');
    const ok = await postMultipart(w.app, guest, api(w.weddingUrl), [
      { name: 'k', value: photoUploadToken(w.config, w.wedding.id, 'Table 7') },
      { name: 'table', value: 'Table 7' },
      { name: 'name', value: 'Gus' },
      { name: 'file', file: await phoneJpeg(), filename: 'a.jpg' },
    ]);
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { photo: { tableTag: string } }).photo.tableTag).toBe('Table 7');
    // The token gave no site pass.
    expect((await guest.get(`/${w.weddingUrl}`)).status).toBe(302);
    expect([...guest.jar.keys()].some((name) => name.startsWith('vowly_site_'))).toBe(false);
    // A visitor who knows the password may share without the token.
    const friend = client(w.app);
    await friend.form(`/password/${w.weddingUrl}`, { password: 'open sesame' });
    const byPass = await postMultipart(w.app, friend, api(w.weddingUrl), [
      { name: 'name', value: 'Fay' },
      { name: 'file', file: await phoneJpeg(), filename: 'a.jpg' },
    ]);
    expect(byPass.status).toBe(201);
  });

  it('with JavaScript off: several photos in one form post, the count thanked, a refused one named, the name remembered', async () => {
    const w = await coupleWedding();
    const guest = client(w.app);
    const res = await postMultipart(w.app, guest, `/${w.weddingUrl}/photos/add`, [
      { name: 'name', value: 'Uncle Bob' },
      { name: 'file', file: await phoneJpeg(640, 480, 1), filename: '1.jpg' },
      { name: 'file', file: Buffer.from('not an image at all'), filename: '2.jpg' },
      { name: 'file', file: await phoneJpeg(640, 480, 2), filename: '3.jpg' },
    ]);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('2 photos shared — thank you!');
    expect(html).toContain(IMAGE_MESSAGES.notAnImage);
    expect(await photosRepository(w.store).count(w.wedding.id)).toBe(2);
    const again = await (await guest.get(`/${w.weddingUrl}/photos/add`)).text();
    expect(again).toContain('value="Uncle Bob"');
    // The form's own markup: a plain multipart post to this page, naming the page's language (issue 27).
    const form = /<form[^>]*>/.exec(again)![0];
    expect(form).toMatch(/method="post"/);
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(form).toContain(`action="/${w.weddingUrl}/photos/add?lang=en"`);
  });

  it('keeps to the photos per guest and the upload window', async () => {
    const w = await coupleWedding();
    const photos = photosRepository(w.store);
    await photos.saveSettings(w.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, perGuestLimit: 1 });
    const send = async (visitor = w.visitor) =>
      postMultipart(w.app, visitor, api(w.weddingUrl), [
        { name: 'name', value: 'Kim' },
        { name: 'file', file: await phoneJpeg(), filename: 'a.jpg' },
      ]);
    expect((await send()).status).toBe(201);
    const second = await send();
    expect([second.status, ((await second.json()) as { msg: string }).msg]).toEqual([429, PHOTO_TEXTS.guestLimit(1)]);
    // Another device may still share.
    expect((await send(client(w.app))).status).toBe(201);

    await photos.saveSettings(w.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, uploadTo: new Date(Date.now() - 60_000) });
    const closed = await send(client(w.app));
    expect([closed.status, ((await closed.json()) as { msg: string }).msg]).toEqual([403, PHOTO_TEXTS.closed]);
    await photos.saveSettings(w.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, uploadFrom: new Date(Date.now() + 60_000) });
    expect(((await (await send(client(w.app))).json()) as { msg: string }).msg).toBe(PHOTO_TEXTS.notYet);
  });
});
