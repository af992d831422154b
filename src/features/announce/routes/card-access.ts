// Who may read a card (/invite/{id}, /savethedate/{id} and their public JSON) of a wedding whose
// site is password protected: the card names the couple and the venue, which the password hides.
// Allowed: anyone when the site is not protected; a guest the couple sent it to (the e-mailed
// link carries that guest's current RSVP token); a visitor holding the site's access pass; the
// couple themselves and admins. Anyone else is sent to the password gate.
import type { Context } from 'hono';
import type { Wedding } from '../../weddings';
import { isAdmin } from '../../../core/auth/roles';
import { guestOfToken } from '../../rsvp';
import { isPasswordProtected } from '../../site';
import type { AppEnv } from '../../../core/http/context';
import { canSeeSite } from '../../site/web';

export function mayReadCard<E extends AppEnv>(c: Context<E>, wedding: Wedding, guestToken: string | null): boolean {
  if (!isPasswordProtected(wedding)) return true;
  if (guestToken) return true;
  if (canSeeSite(c, wedding)) return true;
  const user = c.var.session?.user;
  return Boolean(user && (user.id === wedding.ownerId || isAdmin(user.role)));
}

/** The token from ?guest= when it is the current RSVP link of a guest of this wedding. */
export async function guestTokenOf<E extends AppEnv>(c: Context<E>, weddingId: string): Promise<string | null> {
  const token = c.req.query('guest');
  if (!token) return null;
  return (await guestOfToken(c.var.store, c.var.config, weddingId, token)) ? token.trim() : null;
}
