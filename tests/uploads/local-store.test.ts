import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { createTestUser } from '../helpers/auth';

async function jpeg(width = 1200, height = 800, exif?: Record<string, Record<string, string>>) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 140 } } });
  if (exif) image = image.withExif(exif);
  return image.jpeg().toBuffer();
}

async function setup() {
  const t = createTestApp();
  const owner = await createTestUser(t.db);
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
  const { apiKey, timestamp, signature, folder, allowed_formats } = params as Record<string, string>;
  return { api_key: apiKey, timestamp, signature, folder, allowed_formats };
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
      upload_url: '/uploads/v1_1/local/image/upload',
    });
    expect(body.signature).toMatch(/^[0-9a-f]{40}$/);

    const other = await createTestUser(t.db);
    expect((await t.sign(other.cookie, t.owner.wedding.id)).status).toBe(403);
    expect((await t.app.request(`/api/v1/weddings/${t.owner.wedding.id}/sign-upload`, { method: 'POST' })).status).toBe(401);
  });
});

describe('the local image host', () => {
  it('stores a re-encoded image with WebP/AVIF variants, EXIF dropped, served with a long cache', async () => {
    const t = await setup();
    const signed = signedFields(await (await t.sign()).json());
    const original = await jpeg(3000, 2000, { IFD0: { Copyright: 'secret-location-marker' } });
    const res = await t.upload(signed, new Blob([new Uint8Array(original)], { type: 'image/jpeg' }));
    expect(res.status).toBe(200);
    const stored = await res.json();
    expect(stored.secure_url).toMatch(new RegExp(`^/uploads/vowly/weddings/${t.owner.wedding.id}/[a-z0-9]+/w1600\\.webp$`));
    expect(stored.width).toBe(2560); // capped
    const dir = path.join(t.config.uploadsDir, stored.public_id);
    expect(fs.readdirSync(dir).sort()).toEqual(['full.webp', 'w1600.avif', 'w1600.webp', 'w480.avif', 'w480.webp', 'w960.avif', 'w960.webp']);
    const meta = await sharp(path.join(dir, 'full.webp')).metadata();
    expect(meta.exif).toBeUndefined();

    const served = await t.app.request(stored.secure_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses oversize files, non-images, SVG with script and a missing file, storing nothing', async () => {
    const t = await setup();
    const signed = signedFields(await (await t.sign()).json());
    const big = new Blob([new Uint8Array(10485760 + 1)], { type: 'image/jpeg' });
    const tooBig = await t.upload(signed, big);
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).msg).toBe('Image size too large (max 10MB)');

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const svgRes = await t.upload(signed, new Blob([svg], { type: 'image/png' }), 'innocent.png');
    expect(svgRes.status).toBe(400);
    expect((await svgRes.json()).msg).toBe('Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded');

    const html = await t.upload(signed, new Blob(['<html><script>x</script></html>'], { type: 'image/jpeg' }));
    expect(html.status).toBe(400);

    const none = await t.upload(signed, null);
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
    const forged = await t.upload({ ...signed, signature: '0'.repeat(40) }, file);
    expect(forged.status).toBe(401);
    const other = await createTestUser(t.db);
    const moved = await t.upload({ ...signed, folder: `vowly/weddings/${other.wedding.id}` }, file);
    expect(moved.status).toBe(401);
    const expired = await t.upload({ ...signed, timestamp: Number(signed.timestamp) - 7200 }, file);
    expect(expired.status).toBe(401);
    expect(fs.existsSync(path.join(t.config.uploadsDir, 'vowly'))).toBe(false);
  });
});
