import type { GuestRow } from '../../../core/db/schema';
import type { DataStore } from '../../../core/db/store/store';
import { readWedding } from '../../weddings';
import { siteLanguages, type SiteLanguages } from '../../../shared/i18n';
import { unsubscribeRepository, type UnsubscribeRepository } from './repository/unsubscribe';
import { guestIdOfUnsubscribeToken, PREVIEW_UNSUBSCRIBE_TOKEN, unsubscribeTokenMatches } from './unsubscribe-token';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

/** names: the couple's, null when the wedding is gone (the page says "the couple" in the reader's language). */
export type UnsubscribeTarget = { kind: 'guest'; guest: GuestRow; names: string | null; site: SiteLanguages } | { kind: 'preview' } | { kind: 'invalid' };

/** Whose link this is: a guest (checked signature), the couple's test preview, or nobody. */
export async function findUnsubscribeTarget(store: DataStore, config: SecretConfig, token: string | undefined | null): Promise<UnsubscribeTarget> {
  return findUnsubscribeTargetIn(unsubscribeRepository(store), config, token);
}

/** findUnsubscribeTarget on the unsubscribe repository. */
export async function findUnsubscribeTargetIn(repo: UnsubscribeRepository, config: SecretConfig, token: string | undefined | null): Promise<UnsubscribeTarget> {
  if (!token) return { kind: 'invalid' };
  if (token.trim() === PREVIEW_UNSUBSCRIBE_TOKEN) return { kind: 'preview' };
  const guestId = guestIdOfUnsubscribeToken(token);
  if (!guestId) return { kind: 'invalid' };
  const guest = await repo.findGuest(guestId);
  if (!guest || !unsubscribeTokenMatches(config, guest, token)) return { kind: 'invalid' };
  const weddingRow = await repo.findWedding(guest.weddingId);
  const wedding = weddingRow ? readWedding(weddingRow) : null;
  const names = wedding ? `${wedding.content.brideGroomOneName} ${wedding.content.joiner} ${wedding.content.brideGroomTwoName}` : null;
  return { kind: 'guest', guest, names, site: siteLanguages(wedding ?? {}) };
}

/** Sets the guest's unsubscribed flag (idempotent). Sends already queued for them still go out. */
export function setUnsubscribed(store: DataStore, guestId: string, unsubscribed: boolean): Promise<void> {
  return unsubscribeRepository(store).setUnsubscribed(guestId, unsubscribed);
}

/** "jane@example.com" → "j***@example.com": enough to recognise, not to harvest. */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const [local, domain] = email.split('@');
  if (!local || !domain) return '';
  return `${local[0]}***@${domain}`;
}
