// Per-wedding access after the website password: a cookie that proves "this browser knew the
// password of this wedding". It protects against (1) forging access without the password: the
// value is an HMAC under a key derived from the server secret; (2) reusing one wedding's pass on
// another: the wedding id is in the signed text and in the cookie's name; (3) keeping access after
// the couple changes the password: a digest of the current password is in the signed text, so
// changing it invalidates every pass at once. Nothing secret is stored in the cookie itself.
import { safeEqual, signValue } from '../../../../core/secrets';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

export const ACCESS_COOKIE_PREFIX = 'vowly_site_';
export const ACCESS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const PURPOSE = 'wedding-access';

/** One cookie per wedding, named after its id (ids are URL-safe base32). */
export function accessCookieName(weddingId: string): string {
  return `${ACCESS_COOKIE_PREFIX}${weddingId.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

function signature(config: SecretConfig, weddingId: string, password: string, expiresAt: number): string {
  const passwordDigest = signValue(config, `${PURPOSE}:password`, password);
  return signValue(config, PURPOSE, `${weddingId}\n${expiresAt}\n${passwordDigest}`);
}

export function issueAccessToken(config: SecretConfig, weddingId: string, password: string, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + ACCESS_MAX_AGE_SECONDS;
  return `${expiresAt}.${signature(config, weddingId, password, expiresAt)}`;
}

export function verifyAccessToken(config: SecretConfig, weddingId: string, password: string, token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return false;
  return safeEqual(match[2]!, signature(config, weddingId, password, expiresAt));
}
