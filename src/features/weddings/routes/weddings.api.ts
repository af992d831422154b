import { Hono, type Context } from 'hono';
import { readWedding, weddingJson } from '../domain/wedding';
import { isPro } from '../../../core/auth/roles';
import { ownedWedding, updateWedding } from '../domain/update-wedding';
import { weddingRepository } from '../domain/repository';
import { readBody } from '../../../core/http/api/parse-body';
import type { AppEnv, UserEnv } from '../../../core/http/context';
import { requireApiOwner, requireApiUser } from '../../../core/http/middleware/guards';
import type { WeddingResponse } from '../../../shared/wedding/wedding-api';

// The wedding named in the path must be the user's own: 404 'Wedding not found' for an unknown id,
// 403 'You can only change your own wedding' for another couple's (ownedWedding), not the owner
// guard's single 404. The body is read by the domain (updateWedding parses it field by field).
async function patchWedding(c: Context<UserEnv>, requirePro: boolean) {
  const user = c.var.user;
  const weddings = weddingRepository(c.var.store);
  const row = await ownedWedding(weddings, c.req.param('id') ?? '', user.id);
  const body = await readBody(c);
  const { wedding, msg } = await updateWedding(
    { weddings, queue: c.var.queue, config: c.var.config },
    { weddingId: row.id, pro: isPro(user.role), requirePro, body },
  );
  return c.json({ msg, wedding: weddingJson(wedding) } satisfies WeddingResponse);
}

/**
 * /api/v1/weddings (product.md §7): the owner's wedding, as the builder reads and saves it.
 * Guards per route: the image upload signing (routes/uploads) shares the prefix.
 */
export const weddingsApi = new Hono<AppEnv>()
  .get('/current-wedding', requireApiOwner, (c) => c.json({ wedding: weddingJson(readWedding(c.var.wedding)) } satisfies WeddingResponse))
  .get('/:id', requireApiUser, async (c) => {
    const row = await ownedWedding(weddingRepository(c.var.store), c.req.param('id'), c.var.user.id);
    return c.json({ wedding: weddingJson(readWedding(row)) } satisfies WeddingResponse);
  })
  .patch('/:id', requireApiUser, (c) => patchWedding(c, false));

/** /api/v1/weddings-pro: the same save for Pro users only. */
export const weddingsProApi = new Hono<AppEnv>().use(requireApiUser).patch('/:id', (c) => patchWedding(c, true));
