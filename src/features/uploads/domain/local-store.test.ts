// The local image host's checks (issue 29 item 7), in a temporary folder: an upload's signature as the
// signer made it (the key, every signed field, its age, the folder's shape), each signature used
// once, and deleting an image's folder only for an address of the store's own shape. Decoding and
// re-encoding images (the image child) is the upload route tests'.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Env } from '../../../core/config/env';
import { imageHostFor, signParams } from '../../../core/config/image-host';
import { SIGNATURE_TTL_SECONDS } from '../../../shared/images/rules';
import { IMAGE_MESSAGES } from '../../../shared/images/messages';
import { consumeUploadSignature, deleteLocalImage, ImageRejected, verifyUploadSignature } from './local-store';
import { signUpload } from './sign-upload';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-local-store-unit-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
const config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent', uploadsDir } as Env;
const now = new Date('2027-06-12T10:00:00Z');

function rejection(run: () => unknown): [string, string] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImageRejected);
    return [(error as ImageRejected).code, (error as ImageRejected).message];
  }
  throw new Error('not rejected');
}

function fieldsOf(signed: ReturnType<typeof signUpload>) {
  const { apiKey, timestamp, signature, folder, allowed_formats, transformation, context } = signed;
  return { api_key: apiKey, timestamp: String(timestamp), signature, folder, allowed_formats, transformation, context };
}

describe('verifyUploadSignature', () => {
  it('accepts what the signer signed and answers its folder', () => {
    expect(verifyUploadSignature(config, fieldsOf(signUpload(config, { kind: 'wedding', weddingId: 'w1' }, now)), now)).toBe('vowly/weddings/w1');
  });

  it('refuses a changed field, another key or a missing signature', () => {
    const fields = fieldsOf(signUpload(config, { kind: 'wedding', weddingId: 'w1' }, now));
    const bad = ['upload.bad-signature', IMAGE_MESSAGES.badSignature];
    expect(rejection(() => verifyUploadSignature(config, { ...fields, folder: 'vowly/weddings/w2' }, now))).toEqual(bad);
    expect(rejection(() => verifyUploadSignature(config, { ...fields, allowed_formats: 'svg' }, now))).toEqual(bad);
    expect(rejection(() => verifyUploadSignature(config, { ...fields, context: undefined }, now))).toEqual(bad);
    expect(rejection(() => verifyUploadSignature(config, { ...fields, api_key: 'other' }, now))).toEqual(bad);
    expect(rejection(() => verifyUploadSignature(config, { ...fields, signature: undefined }, now))).toEqual(bad);
  });

  it('refuses a signature older than its lifetime or more than 5 minutes ahead', () => {
    const fields = fieldsOf(signUpload(config, { kind: 'invite', weddingId: 'w1' }, now));
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(verifyUploadSignature(config, fields, at(SIGNATURE_TTL_SECONDS))).toBe('vowly/invites/w1');
    expect(rejection(() => verifyUploadSignature(config, fields, at(SIGNATURE_TTL_SECONDS + 1)))).toEqual([
      'upload.bad-signature',
      IMAGE_MESSAGES.expiredSignature,
    ]);
    expect(verifyUploadSignature(config, fields, at(-300))).toBe('vowly/invites/w1');
    expect(rejection(() => verifyUploadSignature(config, fields, at(-301)))).toEqual(['upload.bad-signature', IMAGE_MESSAGES.expiredSignature]);
  });

  it('refuses a folder outside the store’s shape even when signed', () => {
    const host = imageHostFor(config);
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const folder = 'vowly/weddings/../../etc';
    const signature = signParams({ folder, timestamp }, host.apiSecret);
    expect(rejection(() => verifyUploadSignature(config, { api_key: host.apiKey, timestamp, signature, folder }, now))).toEqual([
      'upload.bad-folder',
      'Invalid upload folder',
    ]);
  });
});

describe('consumeUploadSignature', () => {
  it('lets a signature upload once, and refuses one that is not a signature', () => {
    // The real clock: the used markers' file times are compared with it when old ones are pruned.
    const today = new Date();
    const signature = signUpload(config, { kind: 'wedding', weddingId: 'w1' }, today).signature;
    consumeUploadSignature(config, signature, today);
    expect(rejection(() => consumeUploadSignature(config, signature, today))).toEqual(['upload.signature-used', IMAGE_MESSAGES.usedSignature]);
    expect(rejection(() => consumeUploadSignature(config, '../../x', today))).toEqual(['upload.bad-signature', IMAGE_MESSAGES.badSignature]);
  });
});

describe('deleteLocalImage', () => {
  it('removes the image’s folder from any of its addresses, and nothing for another shape', () => {
    const image = path.join(uploadsDir, 'vowly/photos/w1/abc123');
    const neighbour = path.join(uploadsDir, 'vowly/photos/w1/def456');
    for (const dir of [image, neighbour]) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'w960.webp'), 'x');
    }
    expect(deleteLocalImage(config, '/uploads/vowly/photos/w1/../w1/def456/w960.webp')).toBe(false);
    expect(deleteLocalImage(config, '/uploads/vowly/photos/w1/w960.webp')).toBe(false);
    expect(deleteLocalImage(config, '/uploads/vowly/photos/w1/abc123/w960.webp')).toBe(true);
    expect([fs.existsSync(image), fs.existsSync(neighbour)]).toEqual([false, true]);
    expect(deleteLocalImage(config, '/uploads/vowly/photos/w1/abc123/full.webp')).toBe(false);
  });
});
