import crypto from 'node:crypto';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deleteStoredImage } from '../../src/domain/images/delete-image';
import { imageHostFor } from '../../src/domain/images/image-host';
import { cloudinaryPublicId } from '../../src/domain/images/public-id';
import { createTestApp } from '../helpers/app';
import { createTestUser } from '../helpers/auth';
import { cloudinaryHandlers, type CloudinaryCall } from '../msw/cloudinary';

const CLOUDINARY_URL = 'cloudinary://123456789012345:s3cr3t-api-secret@vowly-test';
const calls: CloudinaryCall[] = [];
const server = setupServer(...cloudinaryHandlers('vowly-test', calls));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

describe('with CLOUDINARY_URL', () => {
  it('signs uploads with Cloudinary credentials and its signature algorithm', async () => {
    const t = createTestApp({ env: { CLOUDINARY_URL } });
    const owner = await createTestUser(t.db);
    const res = await t.app.request(`/api/v1/weddings/${owner.wedding.id}/sign-upload`, { method: 'POST', headers: { cookie: owner.cookie } });
    const body = await res.json();
    expect(body).toMatchObject({
      cloudName: 'vowly-test',
      apiKey: '123456789012345',
      upload_url: 'https://api.cloudinary.com/v1_1/vowly-test/image/upload',
      folder: `vowly/weddings/${owner.wedding.id}`,
    });
    const toSign = `allowed_formats=${body.allowed_formats}&folder=${body.folder}&timestamp=${body.timestamp}`;
    expect(body.signature).toBe(crypto.createHash('sha1').update(toSign + 's3cr3t-api-secret').digest('hex'));
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
});
