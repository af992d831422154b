import type { Context } from 'hono';
import { findWeddingByOwner } from '../../../db/queries/weddings';
import type { GuestListOwner } from '../../../domain/guests/guest-list';
import { UserError } from '../../../domain/errors';
import type { AppEnv } from '../../context';

/**
 * The signed-in couple's own wedding. Every guest read and write is scoped by this wedding id,
 * so another couple's guest id simply is not found.
 */
export function guestListOwner<E extends AppEnv>(c: Context<E>) {
  const user = c.var.session?.user;
  if (!user) throw new UserError(401, 'Please log in');
  const wedding = findWeddingByOwner(c.var.db, user.id);
  if (!wedding) throw new UserError(404, 'Wedding not found');
  const owner: GuestListOwner = { weddingId: wedding.id, role: user.role };
  return { owner, wedding, user };
}
