import { Hono, type Context } from 'hono';
import { findWeddingById, findWeddingByOwner } from '../../../db/queries/weddings';
import { readWedding } from '../../../domain/wedding/wedding';
import { cardPatchSchema } from '../../../domain/email/card-content';
import { cardJson, publicCardJson } from '../../../domain/email/card-json';
import { ensureInvite, findInviteById, updateCard } from '../../../domain/email/invite-store';
import { isCardProduct, type CardProductKey } from '../../../domain/email/products';
import { INVITE_UPDATED, WEDDING_NOT_FOUND } from '../../../shared/email/texts';
import { PROTECTED_MESSAGE } from '../../../domain/site-access/messages';
import { apiError } from '../../api/errors';
import { UserError } from '../../../domain/errors';
import { firstIssue, readBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';
import { publicOrigin } from '../../request-info';
import { guestToken, mayReadCard } from './card-access';

/** 'current-invite' → 'invite' ('current-invitation' too); anything else is unknown. */
export function productOfSegment(segment: string): CardProductKey | null {
  const match = /^current-(.+)$/.exec(segment);
  const name = match?.[1] === 'invitation' ? 'invite' : match?.[1];
  return isCardProduct(name) ? name : null;
}

function ownWedding<E extends AppEnv>(c: Context<E>) {
  const row = findWeddingByOwner(c.var.db, c.var.session!.user.id);
  if (!row) throw new UserError(404, WEDDING_NOT_FOUND);
  return readWedding(row);
}

/**
 * GET /invite/current-{product} and PATCH /invite (product.md §7): the signed-in couple's
 * save-the-date, invitation or reminder. Free accounts may edit and preview; sending is Pro.
 * GET /public/invite/{id} and /public/savethedate/{id}: the card a guest opens.
 */
export const inviteApi = new Hono<AppEnv>()
  .get('/invite/:segment', requireApiUser, (c) => {
    const product = productOfSegment(c.req.param('segment'));
    if (!product) throw new UserError(404, 'Unknown card: use current-invite, current-savethedate or current-reminder');
    const wedding = ownWedding(c);
    const row = ensureInvite(c.var.db, wedding.id);
    return c.json({ invite: cardJson(row, product, wedding, publicOrigin(c)), weddingUrl: wedding.weddingUrl ?? '' });
  })
  .patch('/invite', requireApiUser, async (c) => {
    const parsed = cardPatchSchema.safeParse(await readBody(c));
    if (!parsed.success) throw new UserError(400, firstIssue(parsed.error));
    const wedding = ownWedding(c);
    const row = updateCard(c.var.db, wedding.id, parsed.data);
    return c.json({ msg: INVITE_UPDATED, invite: cardJson(row, parsed.data.product, wedding, publicOrigin(c)), weddingUrl: wedding.weddingUrl ?? '' });
  })
  .get('/public/invite/:id', (c) => publicCard(c, 'invite'))
  .get('/public/savethedate/:id', (c) => publicCard(c, 'savethedate'));

function publicCard<E extends AppEnv>(c: Context<E>, product: CardProductKey) {
  const row = findInviteById(c.var.db, c.req.param('id') ?? '');
  const weddingRow = row ? findWeddingById(c.var.db, row.weddingId) : undefined;
  if (!row || !weddingRow) throw new UserError(404, 'Card not found');
  const wedding = readWedding(weddingRow);
  if (!mayReadCard(c, wedding, guestToken(c, wedding.id))) return apiError(c, 401, PROTECTED_MESSAGE);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ invite: publicCardJson(row, product, wedding), weddingUrl: wedding.weddingUrl && wedding.published ? wedding.weddingUrl : '' });
}
