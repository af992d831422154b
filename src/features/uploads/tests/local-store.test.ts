// sqlite-only: its cost is image work (sharp decoding and encoding each upload: 220 s on SQLite, 197 s on PostgreSQL at load 27-29, where 4-5 of its 13 tests hit the 30 s timeout on either engine) with one user per test for the database; it arranges through the store

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deleteImageTask } from '../../../../jobs/tasks/delete_image';
import { signUpload } from '../domain/sign-upload';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';

async function jpeg(width = 1200, height = 800, exif?: Record<string, Record<string, string>>) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 140 } } });
  if (exif) image = image.withExif(exif);
  return image.jpeg().toBuffer();
}

async function setup() {
  const t = createTestApp();
  const owner = await createTestUser(t.store);
  const sign = async (cookie = owner.cookie, weddingId = owner.wedding.id) =>
    t.app.request(`/api/v1/weddings/${weddingId}/sign-upload`, { method: 'POST', headers: { cookie } });
  const upload = async (fields: Record<string, string | number>, file: Blob | null, name = 'photo.jpg') => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    if (file) form.set('file', file, name);
    return t.app.request('/uploads/v1_1/local/image/upload', { method: 'POST', body: form });
  };
  return { ...t, owner, sign, upload };
}

function signedFields(params: Record<string, unknown>) {
  const { apiKey, timestamp, signature, folder, allowed_formats, transformation, context } = params as Record<string, string>;
  return { api_key: apiKey, timestamp, signature, folder, allowed_formats, transformation, ...(context ? { context } : {}) };
}

const storedFiles = (t: { config: { uploadsDir: string } }) =>
  fs.existsSync(path.join(t.config.uploadsDir, 'vowly')) ? fs.readdirSync(path.join(t.config.uploadsDir, 'vowly'), { recursive: true }) : [];

/** A real PNG whose header claims `width` × `height` (valid CRC): a tiny file that would decode huge. */
async function pngClaiming(width: number, height: number) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const ihdr = png.indexOf('IHDR');
  png.writeUInt32BE(width, ihdr + 4);
  png.writeUInt32BE(height, ihdr + 8);
  png.writeUInt32BE(zlib.crc32(png.subarray(ihdr, ihdr + 17)), ihdr + 17);
  return png;
}

describe('signing uploads', () => {
  it('returns the signer contract for the owner only, bound to their wedding folder', async () => {
    const t = await setup();
    const res = await t.sign();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      cloudName: 'local',
      apiKey: 'local',
      max_file_size: 10485760,
      folder: `vowly/weddings/${t.owner.wedding.id}`,
      allowed_formats: 'jpg,jpeg,png,webp,avif,gif',
      transformation: 'c_limit,h_2560,w_2560',
      upload_url: '/uploads/v1_1/local/image/upload',
    });
    expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(body.signature).toMatch(/^[0-9a-f]{40}$/);

    const other = await createTestUser(t.store);
    expect((await t.sign(other.cookie, t.owner.wedding.id)).status).toBe(403);
    expect((await t.app.request(`/api/v1/weddings/${t.owner.wedding.id}/sign-upload`, { method: 'POST' })).status).toBe(401);
    expect((await t.sign(t.owner.cookie, 'nosuchwedding')).status).toBe(404);
  });

  it('signs invite uploads into the invite folder of the signed-in couple only', async () => {
    const t = await setup();
    const res = await t.app.request('/api/v1/invite/sign-upload', { method: 'POST', headers: { cookie: t.owner.cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ folder: `vowly/invites/${t.owner.wedding.id}`, max_file_size: 10485760 });
    expect((await t.app.request('/api/v1/invite/sign-upload', { method: 'POST' })).status).toBe(401);
  });
});

describe('the local image host', () => {
  it('stores a re-encoded image with WebP/AVIF variants, EXIF dropped, served with a long cache', async () => {
    const t = await setup();
    const signed = signedFields(await (await t.sign()).json());
    const original = await jpeg(3000, 2000, {
      IFD0: { Copyright: 'secret-location-marker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await t.upload(signed, new Blob([new Uint8Array(original)], { type: 'image/jpeg' }));
    expect(res.status).toBe(200);
    const stored = await res.json();
    expect(stored.secure_url).toMatch(new RegExp(`^/uploads/vowly/weddings/${t.owner.wedding.id}/[a-z0-9]+/w1600\\.webp$`));
    expect(stored.width).toBe(2560); // capped
    const dir = path.join(t.config.uploadsDir, stored.public_id);
    expect(fs.readdirSync(dir).sort()).toEqual(['full.webp', 'w1600.avif', 'w1600.webp', 'w480.avif', 'w480.webp', 'w960.avif', 'w960.webp']);
    for (const file of fs.readdirSync(dir)) {
      const meta = await sharp(path.join(dir, file)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(fs.readFileSync(path.join(dir, file)).includes('secret-location-marker'), file).toBe(false);
    }

    const served = await t.app.request(stored.secure_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses oversize files, non-images, SVG with script and a missing file, storing nothing', async () => {
    const t = await setup();
    const fresh = async () => signedFields(await (await t.sign()).json());
    const signed = await fresh();
    const big = new Blob([new Uint8Array(10485760 + 1)], { type: 'image/jpeg' });
    const tooBig = await t.upload(signed, big);
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).msg).toBe('Image size too large (max 10MB)');

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const svgRes = await t.upload(await fresh(), new Blob([svg], { type: 'image/png' }), 'innocent.png');
    expect(svgRes.status).toBe(400);
    expect((await svgRes.json()).msg).toBe('Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded');

    const html = await t.upload(await fresh(), new Blob(['<html><script>x</script></html>'], { type: 'image/jpeg' }));
    expect(html.status).toBe(400);
    expect((await html.json()).msg).toBe('Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded');
    const pdf = await t.upload(await fresh(), new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF'], { type: 'image/png' }), 'scan.png');
    expect((await pdf.json()).msg).toBe('Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded');

    const none = await t.upload(await fresh(), null);
    expect((await none.json()).msg).toBe('No file provided');
    expect(fs.existsSync(path.join(t.config.uploadsDir, 'vowly'))).toBe(false);
  });

  it('drops a payload appended after the image data (polyglot)', async () => {
    const t = await setup();
    const signed = signedFields(await (await t.sign()).json());
    const polyglot = Buffer.concat([await jpeg(50, 50), Buffer.from('<script>alert("x")</script>')]);
    const res = await t.upload(signed, new Blob([new Uint8Array(polyglot)], { type: 'image/jpeg' }));
    expect(res.status).toBe(200);
    const stored = await res.json();
    for (const file of fs.readdirSync(path.join(t.config.uploadsDir, stored.public_id))) {
      expect(fs.readFileSync(path.join(t.config.uploadsDir, stored.public_id, file)).includes('<script>')).toBe(false);
    }
  });

  it('refuses forged, expired and re-targeted signatures', async () => {
    const t = await setup();
    const signed = signedFields(await (await t.sign()).json());
    const file = new Blob([new Uint8Array(await jpeg(40, 40))], { type: 'image/jpeg' });
    const refusal = async (res: Response) => ({ status: res.status, msg: ((await res.json()) as { msg: string }).msg });
    const invalid = { status: 401, msg: 'Missing or invalid upload signature' };
    expect(await refusal(await t.upload({ ...signed, signature: '0'.repeat(40) }, file))).toEqual(invalid);
    // Another couple's folder, with this couple's signature.
    const other = await createTestUser(t.store);
    expect(await refusal(await t.upload({ ...signed, folder: `vowly/weddings/${other.wedding.id}` }, file))).toEqual(invalid);
    // The signed limits cannot be dropped or widened.
    const { transformation: _dropped, ...unlimited } = signed;
    expect(await refusal(await t.upload(unlimited, file))).toEqual(invalid);
    expect(await refusal(await t.upload({ ...signed, allowed_formats: 'svg' }, file))).toEqual(invalid);
    expect(await refusal(await t.upload({ ...signed, api_key: 'someone' }, file))).toEqual(invalid);
    // A signature of its own, but two hours old.
    const old = signUpload(t.config, { kind: 'wedding', weddingId: t.owner.wedding.id }, new Date(Date.now() - 2 * 3600 * 1000));
    expect(await refusal(await t.upload(signedFields(old), file))).toEqual({ status: 401, msg: 'The upload signature has expired. Please try again.' });
    // A timestamp edited to look fresh breaks the signature.
    expect(await refusal(await t.upload({ ...signedFields(old), timestamp: signed.timestamp }, file))).toEqual(invalid);
    expect(storedFiles(t)).toEqual([]);
  });

  it('accepts PNG, GIF, WebP and AVIF by their content, whatever the name says', async () => {
    const t = await setup();
    const base = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#5a8' } });
    const files = {
      png: await base().png().toBuffer(),
      gif: await base().gif().toBuffer(),
      webp: await base().webp().toBuffer(),
      avif: await base().avif().toBuffer(),
    };
    for (const [format, bytes] of Object.entries(files)) {
      const signed = signedFields(await (await t.sign()).json());
      const res = await t.upload(signed, new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), `photo.${format === 'png' ? 'jpg' : 'bin'}`);
      expect(res.status, format).toBe(200);
      expect(await res.json(), format).toMatchObject({ width: 64, height: 48, format: 'webp' });
    }
  });

  it('refuses a body far above the limit while it streams in, and images that would decode too large', async () => {
    const t = await setup();
    const signed = signedFields(await (await t.sign()).json());
    const huge = await t.upload(signed, new Blob([new Uint8Array(12 * 1048576)], { type: 'image/jpeg' }));
    expect(huge.status).toBe(413);
    expect((await huge.json()).msg).toBe('Image size too large (max 10MB)');

    const bomb = await pngClaiming(20000, 20000);
    expect(bomb.length).toBeLessThan(1000);
    const res = await t.upload(signed, new Blob([new Uint8Array(bomb)], { type: 'image/png' }));
    expect(res.status).toBe(400);
    expect((await res.json()).msg).toBe('Image dimensions too large (max 40 megapixels)');
    expect(storedFiles(t)).toEqual([]);
  });

  it('refuses a 7000×7000 single-colour GIF (33 KB, 49 MP) or PNG from its header, without decoding it', async () => {
    const t = await setup();
    const gif = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#e8d' } })
      .gif()
      .toBuffer();
    expect(gif.length).toBeLessThan(64 * 1024);
    const res = await t.upload(signedFields(await (await t.sign()).json()), new Blob([new Uint8Array(gif)], { type: 'image/gif' }), 'bomb.gif');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ msg: 'GIF dimensions too large (max 16 megapixels)' });
    // The same image as a PNG is over the 40 MP cap of other formats.
    const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#e8d' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const asPng = await t.upload(signedFields(await (await t.sign()).json()), new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bomb.png');
    expect(asPng.status).toBe(400);
    expect(await asPng.json()).toMatchObject({ msg: 'Image dimensions too large (max 40 megapixels)' });
    expect(storedFiles(t)).toEqual([]);
  });

  it('stores a large single-colour image (36 MP) as a master of at most 2560 px', async () => {
    const t = await setup();
    const png = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#8ad' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await t.upload(signedFields(await (await t.sign()).json()), new Blob([new Uint8Array(png)], { type: 'image/png' }), 'big.png');
    expect(res.status).toBe(200);
    const stored = await res.json();
    expect(stored).toMatchObject({ width: 2560, height: 2560, format: 'webp' });
    const dir = path.join(t.config.uploadsDir, stored.public_id);
    const master = await sharp(path.join(dir, 'full.webp')).metadata();
    expect([master.width, master.height]).toEqual([2560, 2560]);
    expect(fs.statSync(path.join(dir, 'full.webp')).size).toBeLessThan(1048576);
    for (const width of [480, 960, 1600]) {
      expect((await sharp(path.join(dir, `w${width}.avif`)).metadata()).width).toBe(width);
      expect((await sharp(path.join(dir, `w${width}.webp`)).metadata()).width).toBe(width);
    }
  });

  it('accepts each upload signature once, also when two uploads race with it', async () => {
    const t = await setup();
    const file = () => new Blob([new Uint8Array(jpegBytes)], { type: 'image/jpeg' });
    const jpegBytes = await jpeg(40, 40);
    const signed = signedFields(await (await t.sign()).json());
    expect((await t.upload(signed, file())).status).toBe(200);
    const again = await t.upload(signed, file());
    expect(again.status).toBe(409);
    expect((await again.json()).msg).toBe('This upload signature has already been used. Please try again.');

    // Two signatures asked for in the same second are different, and each works once.
    const [first, second] = await Promise.all([t.sign(), t.sign()]);
    const a = signedFields(await first.json());
    const b = signedFields(await second.json());
    expect(a.signature).not.toBe(b.signature);
    const raced = await Promise.all([t.upload(a, file()), t.upload(a, file()), t.upload(b, file())]);
    expect(raced.map((res) => res.status).sort()).toEqual([200, 200, 409]);
  });

  it('serves nothing outside the upload folder', async () => {
    const t = await setup();
    fs.mkdirSync(t.config.uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadsDir, 'secret.txt'), 'secret');
    for (const probe of ['/uploads/vowly/../secret.txt', '/uploads/vowly/%2e%2e/secret.txt', '/uploads/vowly/..%2fsecret.txt', '/uploads/secret.txt']) {
      const res = await t.app.request(probe);
      expect(res.status, probe).not.toBe(200);
    }
  });

  it('the delete_image job removes every variant of a stored image, and a second run is harmless', async () => {
    const t = await setup();
    const signed = signedFields(await (await t.sign()).json());
    const stored = await (await t.upload(signed, new Blob([new Uint8Array(await jpeg(40, 40))], { type: 'image/jpeg' }))).json();
    const dir = path.join(t.config.uploadsDir, stored.public_id);
    expect(fs.existsSync(dir)).toBe(true);
    const logs: string[] = [];
    const task = deleteImageTask({ config: t.config } as Parameters<typeof deleteImageTask>[0]);
    const helpers = { logger: { info: (line: string) => logs.push(line) } } as unknown as Parameters<typeof task>[1];
    await task({ url: stored.secure_url, weddingId: t.owner.wedding.id }, helpers);
    expect(fs.existsSync(dir)).toBe(false);
    await task({ url: stored.secure_url, weddingId: t.owner.wedding.id }, helpers);
    expect(logs).toEqual([`delete_image ${stored.secure_url}: deleted`, `delete_image ${stored.secure_url}: already gone`]);
    expect((await t.app.request(stored.secure_url)).status).toBe(404);
  });
});
