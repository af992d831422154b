import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { emails, guests, sessions, weddingMembers, weddings, type Role } from '../../../core/db/schema';
import { nameKey } from '../../../shared/guests/names';
import { createTestUser } from '../../../../tests/helpers/auth';

/** A couple (Amelia & Jonah by default) with a web address and a wedding date. */
export async function createCouple(db: Db, options: { role?: Role; one?: string; two?: string; weddingUrl?: string; email?: string } = {}) {
  const weddingUrl = options.weddingUrl ?? `couple-${Math.random().toString(36).slice(2, 10)}`;
  const couple = await createTestUser(db, { role: options.role ?? 'userPaid', weddingUrl, email: options.email, name: 'Amelia Stone' });
  db.update(weddings)
    .set({
      content: { brideGroomOneName: options.one ?? 'Amelia', brideGroomTwoName: options.two ?? 'Jonah', joiner: '&', weddingLocation: 'Rosewood Manor, Napa' },
      weddingDate: new Date('2026-06-14T23:00:00Z'),
      timeZone: 'America/Los_Angeles',
    })
    .where(eq(weddings.id, couple.wedding.id))
    .run();
  return { ...couple, weddingUrl };
}

export function addGuest(db: Db, weddingId: string, name: string, email: string | null, options: { unsubscribed?: boolean } = {}) {
  return db
    .insert(guests)
    .values({ weddingId, name, nameKey: nameKey(name), email, unsubscribed: options.unsubscribed ?? false })
    .returning()
    .get();
}

export function emailsOf(db: Db, weddingId: string) {
  return db.select().from(emails).where(eq(emails.weddingId, weddingId)).all();
}

/**
 * A partner of the couple's wedding who also has a wedding of their own (a free one), signed in with
 * the couple's wedding chosen as the session's current wedding: whatever they do must act on that
 * wedding, never on the one they own.
 */
export async function partnerOf(db: Db, couple: { wedding: { id: string } }) {
  const partner = await createTestUser(db, { role: 'userFree', name: 'Pat Partner', weddingUrl: `own-${Math.random().toString(36).slice(2, 10)}` });
  db.insert(weddingMembers).values({ weddingId: couple.wedding.id, userId: partner.user.id, role: 'partner' }).run();
  db.update(sessions).set({ weddingId: couple.wedding.id }).where(eq(sessions.userId, partner.user.id)).run();
  return partner;
}
