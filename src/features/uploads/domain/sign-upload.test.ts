// The upload signer (issue 29 item 7): each wedding's own folder (invites apart), the signed
// parameters the host checks (folder, formats, transformation, time, the local host's one-time
// nonce), and the response's fields. The local image host: no network.
import { describe, expect, it } from 'vitest';
import type { Env } from '../../../core/config/env';
import { imageHostFor, LOCAL_UPLOAD_PATH, signParams } from '../../../core/config/image-host';
import { ALLOWED_FORMATS, INCOMING_TRANSFORMATION, MAX_FILE_SIZE_BYTES } from '../../../shared/images/rules';
import { signUpload, uploadFolderFor } from './sign-upload';

const config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent' } as Env;

describe('uploadFolderFor', () => {
  it('gives each wedding, and each wedding’s invite, a folder of its own', () => {
    expect(uploadFolderFor({ kind: 'wedding', weddingId: 'w1' })).toBe('vowly/weddings/w1');
    expect(uploadFolderFor({ kind: 'invite', weddingId: 'w1' })).toBe('vowly/invites/w1');
  });
});

describe('signUpload', () => {
  it('signs the folder, formats, transformation, second and nonce under the host’s secret', () => {
    const now = new Date('2027-06-12T10:00:00.900Z');
    const signed = signUpload(config, { kind: 'wedding', weddingId: 'w1' }, now);
    expect(signed).toMatchObject({
      cloudName: 'local',
      apiKey: 'local',
      timestamp: Math.floor(now.getTime() / 1000),
      max_file_size: MAX_FILE_SIZE_BYTES,
      folder: 'vowly/weddings/w1',
      allowed_formats: ALLOWED_FORMATS.join(','),
      transformation: INCOMING_TRANSFORMATION,
      upload_url: LOCAL_UPLOAD_PATH,
    });
    expect(signed.context).toMatch(/^upload=\w+$/);
    const { folder, allowed_formats, timestamp, transformation, context } = signed;
    const secret = imageHostFor(config).apiSecret;
    expect(signed.signature).toBe(signParams({ allowed_formats, folder, timestamp, transformation, context: context! }, secret));
    expect(signed.signature).not.toBe(signParams({ allowed_formats, folder: 'vowly/weddings/w2', timestamp, transformation, context: context! }, secret));
  });

  it('signs two uploads of the same second apart (the local host takes a signature once)', () => {
    const now = new Date('2027-06-12T10:00:00Z');
    const first = signUpload(config, { kind: 'invite', weddingId: 'w1' }, now);
    const second = signUpload(config, { kind: 'invite', weddingId: 'w1' }, now);
    expect(first.context).not.toBe(second.context);
    expect(first.signature).not.toBe(second.signature);
  });
});
