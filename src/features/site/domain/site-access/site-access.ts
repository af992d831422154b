/** Who may see a wedding site: published sites are public unless the couple switched the password on. */
import type { DataStore } from '../../../../core/db/store/store';
import { readWedding, type Wedding } from '../../../../shared/wedding/read-wedding';
import type { Role, WeddingRow } from '../../../../core/db/schema';
import { siteRepository, type SiteRepository } from '../repository';
import { isAdmin } from '../../../../core/auth/roles';
import { issueAccessToken, verifyAccessToken } from './access-cookie';
import { websitePasswordMatches } from './password';
import { CREDENTIALS_MESSAGE, GATE_EMAIL_NEEDED } from './messages';
import {
  guestLimitState,
  recordFailure,
  sitePasswordBuckets,
  sitePasswordEmailBuckets,
  sitePasswordSucceeded,
  throttledMessage,
  waitFor,
} from '../../../../core/rate-limit';
import type { ErrorCode } from '../../../../core/error-codes';
import { type WeddingContent, weddingContentSchema } from '../../../../shared/wedding/record';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

export interface PublishedWedding {
  wedding: Wedding;
  ownerPro: boolean;
}

function atAddress(row: WeddingRow | undefined): PublishedWedding | null {
  return row ? { wedding: readWedding(row), ownerPro: row.pro } : null;
}

function addressable(weddingUrl: string): boolean {
  return !!weddingUrl && weddingUrl.length <= 100;
}

/** The wedding at that address, published or not, or null (unknown, or no wedding has it). */
export async function weddingAtAddress(site: SiteRepository, weddingUrl: string): Promise<PublishedWedding | null> {
  if (!addressable(weddingUrl)) return null;
  const found = await site.weddingAt(weddingUrl.toLowerCase());
  return atAddress(found?.row);
}

/**
 * What deciding who may see a site needs, and no more: a poll asked every few seconds (the live
 * slideshow) reads this instead of the whole page content (whose parse costs a millisecond or two).
 */
export interface SiteDoor {
  id: string;
  ownerId: string;
  published: boolean;
  content: Pick<WeddingContent, 'enablePassword' | 'websitePassword'>;
}

const doorContentSchema = weddingContentSchema.pick({ enablePassword: true, websitePassword: true });

/** The door of the wedding at that address, published or not, or null. */
export async function siteDoorAt(site: SiteRepository, weddingUrl: string): Promise<SiteDoor | null> {
  if (!addressable(weddingUrl)) return null;
  const row = (await site.weddingAt(weddingUrl.toLowerCase()))?.row;
  if (!row) return null;
  const stored = row.content && typeof row.content === 'object' && !Array.isArray(row.content) ? row.content : {};
  return { id: row.id, ownerId: row.ownerId, published: row.published, content: doorContentSchema.parse(stored) };
}

/** A published wedding at that address, or null (unknown, not yet given an address, or unpublished). */
export async function publishedWeddingAt(site: SiteRepository, weddingUrl: string): Promise<PublishedWedding | null> {
  const found = await weddingAtAddress(site, weddingUrl);
  return found?.wedding.published ? found : null;
}

/**
 * Who sees a site that is not published yet (issue 22 item 12): its couple and admins see the real
 * site as a preview; everyone else sees the coming-soon page.
 */
export function mayPreviewSite(viewer: { id: string; role: Role } | null | undefined, wedding: Pick<SiteDoor, 'ownerId'>): boolean {
  return viewer != null && (viewer.id === wedding.ownerId || isAdmin(viewer.role));
}

/**
 * What a visitor gets at a wedding's address: the site (`preview`: not published, shown to its
 * couple or an admin), the coming-soon page (not published), or nothing (unknown address).
 */
export type SiteVisit = { kind: 'site'; found: PublishedWedding; preview: boolean } | { kind: 'comingSoon'; found: PublishedWedding } | null;

function visitOf(found: PublishedWedding | null, viewer: { id: string; role: Role } | null | undefined): SiteVisit {
  if (!found) return null;
  if (found.wedding.published) return { kind: 'site', found, preview: false };
  return mayPreviewSite(viewer, found.wedding) ? { kind: 'site', found, preview: true } : { kind: 'comingSoon', found };
}

export async function siteVisit(site: SiteRepository, weddingUrl: string, viewer: { id: string; role: Role } | null | undefined): Promise<SiteVisit> {
  return visitOf(await weddingAtAddress(site, weddingUrl), viewer);
}

export function isPasswordProtected(wedding: Pick<SiteDoor, 'content'>): boolean {
  return wedding.content.enablePassword;
}

/** May this visitor see the site: it is not protected, or their access cookie is valid for it. */
export function hasSiteAccess(config: SecretConfig, wedding: SiteDoor, accessToken: string | undefined, now = Date.now()): boolean {
  if (!isPasswordProtected(wedding)) return true;
  return verifyAccessToken(config, wedding.id, wedding.content.websitePassword, accessToken, now);
}

export type PasswordAttempt =
  | { ok: true; token: string }
  | { ok: false; code: Extract<ErrorCode, `site.${string}`>; msg: string; retryAfterMs?: number; needsEmail?: boolean };

/** Is this the e-mail address of one of the wedding's guests (the one their invitation went to)? */
export async function isGuestEmail(site: SiteRepository, weddingId: string, email: string): Promise<boolean> {
  const wanted = email.trim().toLowerCase();
  if (wanted === '' || wanted.length > 320) return false;
  return site.hasGuestEmail(weddingId, wanted);
}

/** The access pass for a guest who came with their own signed link (issue 22 item 11): the same pass the password gives. */
export function guestAccessToken(config: SecretConfig, wedding: Wedding, now = Date.now()): string {
  return issueAccessToken(config, wedding.id, wedding.content.websitePassword, now);
}

/**
 * Checks a guest's password; success gives an access token. Rate limited (src/core/rate-limit):
 * failures per wedding and client address, and a per-wedding ceiling over all addresses. Past the
 * ceiling (the wedding is under attack) nobody is refused for it: the password is taken together
 * with the e-mail address of one of the guests, limited per (wedding, e-mail) instead.
 */
export async function attemptSitePassword(
  config: SecretConfig,
  store: DataStore,
  wedding: Wedding,
  attempt: { password: string; email?: string },
  clientIp: string | undefined,
  now = Date.now(),
): Promise<PasswordAttempt> {
  const site = siteRepository(store);
  const plain = sitePasswordBuckets(wedding.id, clientIp);
  const { wait, underAttack } = await guestLimitState(store, plain, now);
  if (wait > 0) return { ok: false, code: 'site.rate-limited', msg: throttledMessage(wait), retryAfterMs: wait };
  const email = attempt.email?.trim() ?? '';
  if (underAttack && email === '') return { ok: false, code: 'site.email-needed', msg: GATE_EMAIL_NEEDED, needsEmail: true };
  const buckets = underAttack ? sitePasswordEmailBuckets(wedding.id, clientIp, email) : plain;
  if (underAttack) {
    // The (wedding, e-mail) pair's bucket: a guesser who knows one guest's address is bounded too.
    const pairWait = await waitFor(store, [buckets[1]!], now);
    if (pairWait > 0) return { ok: false, code: 'site.rate-limited', msg: throttledMessage(pairWait), retryAfterMs: pairWait, needsEmail: true };
  }
  const right = websitePasswordMatches(wedding.content.websitePassword, attempt.password) && (!underAttack || (await isGuestEmail(site, wedding.id, email)));
  if (!right) {
    await recordFailure(store, buckets, now);
    return underAttack
      ? { ok: false, code: 'site.wrong-password', msg: CREDENTIALS_MESSAGE, needsEmail: true }
      : { ok: false, code: 'site.wrong-password', msg: CREDENTIALS_MESSAGE };
  }
  await sitePasswordSucceeded(store, wedding.id, clientIp);
  return { ok: true, token: issueAccessToken(config, wedding.id, wedding.content.websitePassword, now) };
}
