// The per-wedding access cookie after the website password (issue 29 item 7): what it proves, for how long,
// and what ends it. SESSION_SECRET is given, so no secret file is written.
import { describe, expect, it } from 'vitest';
import { ACCESS_MAX_AGE_SECONDS, accessCookieName, issueAccessToken, verifyAccessToken } from './access-cookie';

const config = { SESSION_SECRET: 'unit-test-secret', dataDir: '/nonexistent' };
const now = Date.UTC(2026, 5, 1, 12);

describe('the access cookie', () => {
  it('is named after the wedding, with only URL-safe characters', () => {
    expect(accessCookieName('abc123')).toBe('vowly_site_abc123');
    expect(accessCookieName('a;b=c d')).toBe('vowly_site_abcd');
  });

  it('proves the password of this wedding for 30 days', () => {
    const token = issueAccessToken(config, 'w1', 'Rosa2026', now);
    expect(token).toMatch(/^\d+\.[0-9a-f]{64}$/);
    expect(verifyAccessToken(config, 'w1', 'Rosa2026', token, now)).toBe(true);
    expect(verifyAccessToken(config, 'w1', 'Rosa2026', token, now + ACCESS_MAX_AGE_SECONDS * 1000 - 1000)).toBe(true);
    expect(verifyAccessToken(config, 'w1', 'Rosa2026', token, now + ACCESS_MAX_AGE_SECONDS * 1000)).toBe(false);
    expect(ACCESS_MAX_AGE_SECONDS).toBe(30 * 24 * 3600);
  });

  it('is useless on another wedding, after the password changes, or under another secret', () => {
    const token = issueAccessToken(config, 'w1', 'Rosa2026', now);
    expect(verifyAccessToken(config, 'w2', 'Rosa2026', token, now)).toBe(false);
    expect(verifyAccessToken(config, 'w1', 'Lily2026', token, now)).toBe(false);
    expect(verifyAccessToken({ ...config, SESSION_SECRET: 'another' }, 'w1', 'Rosa2026', token, now)).toBe(false);
  });

  it('cannot be forged by moving its expiry, and refuses malformed values', () => {
    const [expiresAt, mac] = issueAccessToken(config, 'w1', 'Rosa2026', now).split('.');
    expect(verifyAccessToken(config, 'w1', 'Rosa2026', `${Number(expiresAt) + 3600}.${mac}`, now)).toBe(false);
    for (const token of [undefined, '', 'abc', `${expiresAt}.${mac!.toUpperCase()}`, `${expiresAt}.${mac}x`, `x${expiresAt}.${mac}`])
      expect(verifyAccessToken(config, 'w1', 'Rosa2026', token, now)).toBe(false);
  });
});
