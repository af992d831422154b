import type { WeddingRow } from '../../../core/db/schema';
import { UserError } from '../../../core/errors';
import type { WeddingRepository } from './repository';
import { WEDDING_MESSAGES } from './wedding-patch';

/**
 * The wedding named in a path, which must be the session's current wedding (behind a member guard,
 * `current`): 404 unknown, 403 another wedding ('You can only change your own wedding').
 */
export async function currentWeddingNamed(weddings: WeddingRepository, weddingId: string, current: WeddingRow): Promise<WeddingRow> {
  if (weddingId === current.id) return current;
  if (!(await weddings.byId(weddingId))) throw new UserError('wedding.not-found', WEDDING_MESSAGES.notFound);
  throw new UserError('wedding.not-owner', WEDDING_MESSAGES.notOwner);
}
