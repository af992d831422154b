import type { UserRow } from '../../../core/db/schema';
import { UserError } from '../../../core/errors';
import type { AccountsRepository } from './repository';
import { appText } from '../../../shared/i18n/app';

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
export async function accountForGoogle(accounts: AccountsRepository, profile: GoogleProfile): Promise<UserRow> {
  const linked = await accounts.userByGoogleId(profile.sub);
  if (linked) return linked;
  if (!profile.email || !profile.emailVerified) throw new UserError('auth.google-email-unverified', appText('accounts.google.unverified'));
  const email = profile.email.toLowerCase();
  return accounts.transaction(async () => {
    const existing = await accounts.userByEmail(email);
    if (existing) {
      const now = new Date();
      return (await accounts.updateUser(existing.id, { googleId: profile.sub, emailVerifiedAt: existing.emailVerifiedAt ?? now, updatedAt: now }))!;
    }
    const name = (profile.name ?? email.split('@')[0]!).slice(0, 100);
    return accounts.createUserWithWedding({ name, email, googleId: profile.sub, emailVerifiedAt: new Date() });
  });
}
