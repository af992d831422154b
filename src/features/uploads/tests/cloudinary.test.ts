import crypto from 'node:crypto';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deleteStoredImage } from '../domain/delete-image';
import { imageHostFor } from '../../../core/config/image-host';
import { cloudinaryPublicId } from '../domain/public-id';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { queuedJobs } from '../../../../tests/helpers/test-engine';
import { cloudinaryHandlers, type CloudinaryCall } from '../../../../tests/msw/cloudinary';

const CLOUDINARY_URL = 'cloudinary://123456789012345:s3cr3t-api-secret@vowly-test';
const calls: CloudinaryCall[] = [];
const credentials = { apiKey: '123456789012345', apiSecret: 's3cr3t-api-secret' };
const server = setupServer(...cloudinaryHandlers('vowly-test', calls, 'ok', credentials));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

describe('with CLOUDINARY_URL', () => {
  it('signs uploads with Cloudinary credentials and its signature algorithm', async () => {
    const t = createTestApp({ env: { CLOUDINARY_URL } });
    const owner = await createTestUser(t.store);
    const res = await t.app.request(`/api/v1/weddings/${owner.wedding.id}/sign-upload`, { method: 'POST', headers: { cookie: owner.cookie } });
    const body = await res.json();
    expect(body).toMatchObject({
      cloudName: 'vowly-test',
      apiKey: '123456789012345',
      upload_url: 'https://api.cloudinary.com/v1_1/vowly-test/image/upload',
      folder: `vowly/weddings/${owner.wedding.id}`,
    });
    expect(body.transformation).toBe('c_limit,h_2560,w_2560');
    const toSign = `allowed_formats=${body.allowed_formats}&folder=${body.folder}&timestamp=${body.timestamp}&transformation=${body.transformation}`;
    expect(body.signature).toBe(
      crypto
        .createHash('sha1')
        .update(toSign + 's3cr3t-api-secret')
        .digest('hex'),
    );
    // The local upload endpoint is off when Cloudinary is the host.
    expect((await t.app.request('/uploads/v1_1/local/image/upload', { method: 'POST', body: new FormData() })).status).toBe(404);
  });

  it('knows its own delivery URLs for a folder and nobody else’s', () => {
    const { config } = createTestApp({ env: { CLOUDINARY_URL } });
    const host = imageHostFor(config);
    const folder = 'vowly/weddings/abc123';
    expect(host.ownsUrl('https://res.cloudinary.com/vowly-test/image/upload/v1712/vowly/weddings/abc123/x1.jpg', folder)).toBe(true);
    expect(host.ownsUrl('https://res.cloudinary.com/vowly-test/image/upload/v1712/vowly/weddings/other/x1.jpg', folder)).toBe(false);
    expect(host.ownsUrl('https://res.cloudinary.com/evil/image/upload/v1712/vowly/weddings/abc123/x1.jpg', folder)).toBe(false);
    expect(host.ownsUrl('https://example.com/vowly/weddings/abc123/x1.jpg', folder)).toBe(false);
  });

  it('deletes through the Upload API with a signed destroy call', async () => {
    const { config } = createTestApp({ env: { CLOUDINARY_URL } });
    const url = 'https://res.cloudinary.com/vowly-test/image/upload/v1712/vowly/weddings/abc123/photo1.jpg';
    expect(cloudinaryPublicId(url)).toBe('vowly/weddings/abc123/photo1');
    expect(await deleteStoredImage(config, url)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ public_id: 'vowly/weddings/abc123/photo1', api_key: '123456789012345' });
    expect(calls[0].body.signature).toMatch(/^[0-9a-f]{40}$/);
  });

  it('reports a refused delete so the job retries', async () => {
    server.use(...cloudinaryHandlers('vowly-test', calls, 'error'));
    const { config } = createTestApp({ env: { CLOUDINARY_URL } });
    await expect(deleteStoredImage(config, 'https://res.cloudinary.com/vowly-test/image/upload/v1/vowly/weddings/a/b.jpg')).rejects.toThrow(/refused/);
  });

  /** What the browser does (src/shared/client/upload-image.ts): the signed fields and the file as multipart. */
  async function postToCloudinary(signed: Record<string, string | number>, overrides: Record<string, string> = {}) {
    const form = new FormData();
    form.set('api_key', String(signed.apiKey));
    for (const key of ['timestamp', 'signature', 'folder', 'allowed_formats', 'transformation']) form.set(key, String(signed[key]));
    for (const [key, value] of Object.entries(overrides)) form.set(key, value);
    // Last, as the browser sends it (the local image host checks the fields before the file).
    form.set('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'photo.png');
    return fetch(String(signed.upload_url), { method: 'POST', body: form });
  }

  it('an upload signed by the server is accepted by Cloudinary, registered, then deleted through the job', async () => {
    const t = createTestApp({ env: { CLOUDINARY_URL } });
    const owner = await createTestUser(t.store);
    const api = client(t.app, owner.cookie);
    const signed = await (await api.post(`/api/v1/weddings/${owner.wedding.id}/sign-upload`)).json();
    const upload = await postToCloudinary(signed);
    expect(upload.status).toBe(200);
    const asset = (await upload.json()) as { secure_url: string };
    expect(asset.secure_url).toMatch(new RegExp(`^https://res\\.cloudinary\\.com/vowly-test/image/upload/v\\d+/vowly/weddings/${owner.wedding.id}/`));

    const registered = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { asset: JSON.stringify(asset), section: 'imagesSection' });
    expect(registered.status).toBe(200);
    expect(((await registered.json()) as { wedding: { images: string[] } }).wedding.images).toEqual([asset.secure_url]);

    const removed = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { type: 'deleteImage', deleteImage: asset.secure_url, section: 'imagesSection' });
    expect(removed.status).toBe(200);
    const job = (await queuedJobs(t)).find((j) => j.task === 'delete_image')!;
    expect(job.payload).toEqual({ url: asset.secure_url, weddingId: owner.wedding.id });
    expect(await deleteStoredImage(t.config, (job.payload as { url: string }).url)).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['image/upload', 'image/destroy']);
    expect(calls[1].body.public_id).toBe(cloudinaryPublicId(asset.secure_url));
  });

  it('Cloudinary refuses a forged, widened or re-targeted upload, and the wedding refuses foreign assets', async () => {
    const t = createTestApp({ env: { CLOUDINARY_URL } });
    const owner = await createTestUser(t.store);
    const other = await createTestUser(t.store);
    const api = client(t.app, owner.cookie);
    const signed = await (await api.post(`/api/v1/weddings/${owner.wedding.id}/sign-upload`)).json();
    const tampered: Record<string, string>[] = [
      { signature: '0'.repeat(40) },
      { folder: `vowly/weddings/${other.wedding.id}` },
      { allowed_formats: 'svg' },
      { transformation: '' },
    ];
    for (const overrides of tampered) {
      const res = await postToCloudinary(signed, overrides);
      expect(res.status, JSON.stringify(overrides)).toBe(401);
    }
    const foreign = [
      `https://res.cloudinary.com/vowly-test/image/upload/v1/vowly/weddings/${other.wedding.id}/x.png`,
      `https://res.cloudinary.com/someone-else/image/upload/v1/vowly/weddings/${owner.wedding.id}/x.png`,
      'https://evil.example/x.png',
    ];
    for (const asset of foreign) {
      const res = await api.patch(`/api/v1/weddings/${owner.wedding.id}`, { asset, heroImg: true });
      expect(res.status, asset).toBe(400);
      expect(await res.json()).toEqual({ msg: 'That image was not uploaded to this wedding', code: 'image.foreign' });
    }
  });

  it('invite images go to the invite folder and are registered with PATCH /invite/image', async () => {
    const t = createTestApp({ env: { CLOUDINARY_URL } });
    const owner = await createTestUser(t.store);
    const api = client(t.app, owner.cookie);
    const signed = await (await api.post('/api/v1/invite/sign-upload')).json();
    expect(signed.folder).toBe(`vowly/invites/${owner.wedding.id}`);
    const asset = (await (await postToCloudinary(signed)).json()) as { secure_url: string };
    const res = await api.patch('/api/v1/invite/image', { asset: asset.secure_url });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { invite: { image: string } }).invite.image).toBe(asset.secure_url);
  });
});
