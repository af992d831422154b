import { Hono, type Context } from 'hono';
import { findWeddingByOwner } from '../../../db/queries/weddings';
import { readWedding, weddingJson } from '../../../domain/wedding/wedding';
import { isPro } from '../../../domain/auth/roles';
import { findOwnedWedding, updateWedding } from '../../../domain/wedding/update-wedding';
import { WEDDING_MESSAGES } from '../../../domain/wedding/wedding-patch';
import { apiError } from '../../api/errors';
import { readBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';
import type { WeddingResponse } from '../../../shared/wedding/wedding-api';

async function patchWedding<E extends AppEnv>(c: Context<E>, requirePro: boolean) {
  const user = c.var.session!.user;
  const row = findOwnedWedding(c.var.db, c.req.param('id') ?? '', user.id);
  const body = await readBody(c);
  const { wedding, msg } = await updateWedding(
    { db: c.var.db, queue: c.var.queue, config: c.var.config },
    { weddingId: row.id, pro: isPro(user.role), requirePro, body },
  );
  return c.json({ msg, wedding: weddingJson(wedding) } satisfies WeddingResponse);
}

/**
 * /api/v1/weddings/*, /api/v1/weddings-pro/* (product.md §7): the owner's wedding, as the builder
 * reads and saves it. Owner only; the Pro route is for Pro users only.
 */
export const weddingsApiRoutes = new Hono<AppEnv>()
  .use('/weddings/*', requireApiUser)
  .use('/weddings-pro/*', requireApiUser)
  .get('/weddings/current-wedding', (c) => {
    const row = findWeddingByOwner(c.var.db, c.var.session!.user.id);
    if (!row) return apiError(c, 404, WEDDING_MESSAGES.notFound);
    return c.json({ wedding: weddingJson(readWedding(row)) } satisfies WeddingResponse);
  })
  .get('/weddings/:id', (c) => {
    const row = findOwnedWedding(c.var.db, c.req.param('id'), c.var.session!.user.id);
    return c.json({ wedding: weddingJson(readWedding(row)) } satisfies WeddingResponse);
  })
  .patch('/weddings/:id', (c) => patchWedding(c, false))
  .patch('/weddings-pro/:id', (c) => patchWedding(c, true));
