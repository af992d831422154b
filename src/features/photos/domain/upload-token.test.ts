// The table QR codes' scoped upload token (issue 29 item 7): one per wedding and table under the
// server's secret, refused for another wedding, table or secret, and the upload page's link.
import { describe, expect, it } from 'vitest';
import { photoUploadPath, photoUploadToken, validPhotoUploadToken } from './upload-token';

const config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent' };

describe('photo upload tokens', () => {
  it('is 32 hex characters, the same each time for one wedding and table', () => {
    const token = photoUploadToken(config, 'w1', 'Table 1');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(photoUploadToken(config, 'w1', 'Table 1')).toBe(token);
  });

  it('is accepted only for its wedding, table and secret', () => {
    const token = photoUploadToken(config, 'w1', 'Table 1');
    expect(validPhotoUploadToken(config, 'w1', 'Table 1', token)).toBe(true);
    expect(validPhotoUploadToken(config, 'w2', 'Table 1', token)).toBe(false);
    expect(validPhotoUploadToken(config, 'w1', 'Table 2', token)).toBe(false);
    expect(validPhotoUploadToken(config, 'w1', '', token)).toBe(false);
    expect(validPhotoUploadToken({ ...config, SESSION_SECRET: `${config.SESSION_SECRET}x` }, 'w1', 'Table 1', token)).toBe(false);
    expect(validPhotoUploadToken(config, 'w1', 'Table 1', undefined)).toBe(false);
    expect(validPhotoUploadToken(config, 'w1', 'Table 1', token.slice(0, 31))).toBe(false);
  });

  it('keeps the wedding id and the table apart (no ambiguity by concatenation)', () => {
    expect(photoUploadToken(config, 'w1', 'a')).not.toBe(photoUploadToken(config, 'w1a', ''));
  });

  it('links the upload page with the token, and the table only when there is one', () => {
    expect(photoUploadPath(config, 'ann-and-bo', 'w1')).toBe(`/ann-and-bo/photos/add?k=${photoUploadToken(config, 'w1')}`);
    expect(photoUploadPath(config, 'ann-and-bo', 'w1', 'Table 1')).toBe(`/ann-and-bo/photos/add?k=${photoUploadToken(config, 'w1', 'Table 1')}&table=Table+1`);
  });
});
