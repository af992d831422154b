import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { findWeddingById } from '../../../core/db/weddings';
import { readWedding } from '../../weddings';
import { guests, type GuestRow } from '../../../core/db/schema';
import { guestIdOfUnsubscribeToken, PREVIEW_UNSUBSCRIBE_TOKEN, unsubscribeTokenMatches } from './unsubscribe-token';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

export type UnsubscribeTarget = { kind: 'guest'; guest: GuestRow; names: string } | { kind: 'preview' } | { kind: 'invalid' };

/** Whose link this is: a guest (checked signature), the couple's test preview, or nobody. */
export function findUnsubscribeTarget(db: Db, config: SecretConfig, token: string | undefined | null): UnsubscribeTarget {
  if (!token) return { kind: 'invalid' };
  if (token.trim() === PREVIEW_UNSUBSCRIBE_TOKEN) return { kind: 'preview' };
  const guestId = guestIdOfUnsubscribeToken(token);
  if (!guestId) return { kind: 'invalid' };
  const guest = db.select().from(guests).where(eq(guests.id, guestId)).get();
  if (!guest || !unsubscribeTokenMatches(config, guest, token)) return { kind: 'invalid' };
  const weddingRow = findWeddingById(db, guest.weddingId);
  const content = weddingRow ? readWedding(weddingRow).content : null;
  const names = content ? `${content.brideGroomOneName} ${content.joiner} ${content.brideGroomTwoName}` : 'the couple';
  return { kind: 'guest', guest, names };
}

/** Sets the guest's unsubscribed flag (idempotent). Sends already queued for them still go out. */
export function setUnsubscribed(db: Db, guestId: string, unsubscribed: boolean) {
  db.update(guests).set({ unsubscribed }).where(eq(guests.id, guestId)).run();
}

/** "jane@example.com" → "j***@example.com": enough to recognise, not to harvest. */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const [local, domain] = email.split('@');
  if (!local || !domain) return '';
  return `${local[0]}***@${domain}`;
}
