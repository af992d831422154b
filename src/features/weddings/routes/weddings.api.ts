import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import { saveWedding } from './save-wedding.action';
import { readWedding, weddingJson } from '../domain/wedding';
import { currentWeddingNamed } from '../domain/current-wedding';
import { weddingRepository } from '../domain/repository';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import type { WeddingResponse } from '../../../shared/wedding/wedding-api';

/**
 * /api/v1/weddings (product.md §7): the current wedding, as the builder reads and saves it (role rule 'site').
 * Guards per route: the image upload signing (routes/uploads) shares the prefix.
 */
export const weddingsApi = new Hono<AppEnv>()
  .get('/current-wedding', requireApiOwner, (c) => c.json({ wedding: weddingJson(readWedding(c.var.wedding)) } satisfies WeddingResponse))
  .get('/:id', requireApiOwner, async (c) => {
    const row = await currentWeddingNamed(weddingRepository(c.var.store), c.req.param('id'), c.var.wedding);
    return c.json({ wedding: weddingJson(readWedding(row)) } satisfies WeddingResponse);
  })
  .route('/', registerActions(new Hono<OwnerEnv>(), [saveWedding({ path: '/:id', guard: requireApiOwner, requirePro: false })]));

/** /api/v1/weddings-pro: the same save for Pro users only. */
export const weddingsProApi = new Hono<AppEnv>().route(
  '/',
  registerActions(new Hono<OwnerEnv>(), [saveWedding({ path: '/:id', guard: requireApiOwner, requirePro: true })]),
);
