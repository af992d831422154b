import { Hono } from 'hono';
import { findWeddingByOwner } from '../../../db/queries/weddings';
import { changeInviteImage, inviteImageBodySchema } from '../../../domain/images/invite-image';
import { IMAGE_MESSAGES } from '../../../shared/images/rules';
import { UserError } from '../../../domain/errors';
import { readBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';

/**
 * PATCH /api/v1/invite/image (product.md §7): body `asset` after an upload signed by
 * POST /invite/sign-upload, or `deleteImage: true`. The invite is the signed-in owner's own.
 */
export const inviteImageApi = new Hono<AppEnv>().patch('/invite/image', requireApiUser, async (c) => {
  const wedding = findWeddingByOwner(c.var.db, c.var.session!.user.id);
  if (!wedding) throw new UserError(404, 'Wedding not found');
  const body = await readBody(c);
  const parsed = inviteImageBodySchema.safeParse(body);
  if (!parsed.success) throw new UserError(400, body.deleteImage !== undefined ? IMAGE_MESSAGES.unableToDelete : IMAGE_MESSAGES.noFile);
  const result = await changeInviteImage({ db: c.var.db, queue: c.var.queue, config: c.var.config }, wedding.id, parsed.data);
  return c.json(result);
});
