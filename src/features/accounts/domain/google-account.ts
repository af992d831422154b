import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { writeTransaction } from '../../../core/db/transaction';
import { users, weddings, type UserRow } from '../../../core/db/schema';
import { UserError } from '../../../core/errors';
import { newWeddingValues } from '../../weddings';

export interface GoogleProfile {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

/**
 * Finds or creates the account of a Google sign-in. An existing account is linked only when
 * Google vouches for the e-mail (email_verified), so nobody can take over an account by
 * registering its address at Google unverified.
 */
export function accountForGoogle(db: Db, profile: GoogleProfile): UserRow {
  const linked = db.select().from(users).where(eq(users.googleId, profile.sub)).get();
  if (linked) return linked;
  if (!profile.email || !profile.emailVerified) throw new UserError('auth.google-email-unverified', 'Your Google account has no verified email address');
  const email = profile.email.toLowerCase();
  return writeTransaction(db, (tx) => {
    const existing = tx.select().from(users).where(eq(users.email, email)).get();
    if (existing) {
      return tx
        .update(users)
        .set({ googleId: profile.sub, emailVerifiedAt: existing.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning()
        .get();
    }
    const name = (profile.name ?? email.split('@')[0]!).slice(0, 100);
    const created = tx.insert(users).values({ name, email, googleId: profile.sub, emailVerifiedAt: new Date(), role: 'userFree' }).returning().get();
    tx.insert(weddings).values(newWeddingValues(created.id)).run();
    return created;
  });
}
