/** Who may see a wedding site: published sites are public unless the couple switched the password on. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { findWeddingByUrl } from '../../db/queries/weddings';
import { readWedding, type Wedding } from '../wedding/wedding';
import { users } from '../../db/schema';
import { isPro } from '../auth/roles';
import { issueAccessToken, verifyAccessToken } from './access-cookie';
import { websitePasswordMatches } from './password';
import { CREDENTIALS_MESSAGE } from './messages';
import { recordFailure, sitePasswordBuckets, sitePasswordSucceeded, throttledMessage, waitFor } from '../rate-limit';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

export interface PublishedWedding {
  wedding: Wedding;
  ownerPro: boolean;
}

/** A published wedding at that address, or null (unknown, not yet given an address, or unpublished). */
export function findPublishedWedding(db: Db, weddingUrl: string): PublishedWedding | null {
  if (!weddingUrl || weddingUrl.length > 100) return null;
  const row = findWeddingByUrl(db, weddingUrl);
  if (!row || !row.published) return null;
  const owner = db.select({ role: users.role }).from(users).where(eq(users.id, row.ownerId)).get();
  return { wedding: readWedding(row), ownerPro: owner ? isPro(owner.role) : false };
}

export function isPasswordProtected(wedding: Wedding): boolean {
  return wedding.content.enablePassword;
}

/** May this visitor see the site: it is not protected, or their access cookie is valid for it. */
export function hasSiteAccess(config: SecretConfig, wedding: Wedding, accessToken: string | undefined, now = Date.now()): boolean {
  if (!isPasswordProtected(wedding)) return true;
  return verifyAccessToken(config, wedding.id, wedding.content.websitePassword, accessToken, now);
}

export type PasswordAttempt = { ok: true; token: string } | { ok: false; status: 401 | 429; msg: string; retryAfterMs?: number };

/**
 * Checks a guest's password; success gives an access token. Rate limited (src/domain/rate-limit):
 * failures per wedding and client address, and a per-wedding ceiling over all addresses.
 */
export function attemptSitePassword(
  config: SecretConfig,
  db: Db,
  wedding: Wedding,
  password: string,
  clientIp: string | undefined,
  now = Date.now(),
): PasswordAttempt {
  const buckets = sitePasswordBuckets(wedding.id, clientIp);
  const wait = waitFor(db, buckets, now);
  if (wait > 0) return { ok: false, status: 429, msg: throttledMessage(wait), retryAfterMs: wait };
  if (!websitePasswordMatches(wedding.content.websitePassword, password)) {
    recordFailure(db, buckets, now);
    return { ok: false, status: 401, msg: CREDENTIALS_MESSAGE };
  }
  sitePasswordSucceeded(db, wedding.id, clientIp);
  return { ok: true, token: issueAccessToken(config, wedding.id, wedding.content.websitePassword, now) };
}
