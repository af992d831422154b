import { Hono, type Context } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import { CREDENTIALS_MESSAGE, isPasswordProtected, NOT_FOUND_MESSAGE, PROTECTED_MESSAGE, publishedWeddingAt } from '../domain/site-access';
import { siteRepository } from '../domain/repository';
import { THEME_CATALOGUE } from '../../../shared/wedding';
import { apiError } from '../../../core/http/api/errors';
import type { AppEnv } from '../../../core/http/context';
import { canSeeSite } from './access';
import { enterSite, type GateEnv, gatedSiteApi } from './password.action';
import { publicWeddingJson } from './public-wedding-json';

function findOr404<E extends AppEnv>(c: Context<E>) {
  return publishedWeddingAt(siteRepository(c.var.store), c.req.param('id') ?? '');
}

/**
 * /api/v1/public (product.md §7), beside the cards' and the RSVP's public reads (so no router-wide
 * guard): GET /themes, the design catalogue, and GET /{weddingUrl}, a published unprotected site.
 */
export const publicSiteApi = new Hono<AppEnv>()
  .get('/themes', (c) => c.json({ themes: THEME_CATALOGUE }))
  .get('/:id', async (c) => {
    const found = await findOr404(c);
    if (!found) return apiError(c, 'wedding.not-found', NOT_FOUND_MESSAGE);
    if (isPasswordProtected(found.wedding)) return apiError(c, 'site.protected', PROTECTED_MESSAGE);
    c.header('Cache-Control', 'no-cache');
    return c.json({ wedding: publicWeddingJson(found.wedding) });
  });

/**
 * /api/v1/private (beside the RSVP's private reads: no router-wide guard): GET /{weddingUrl} with
 * the site's access pass; POST /{weddingUrl} with its password gets the pass (password.action.tsx).
 */
export const privateSiteApi = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<GateEnv>(), [enterSite({ path: '/:id', guard: gatedSiteApi })]))
  .get('/:id', async (c) => {
    const found = await findOr404(c);
    if (!found) return apiError(c, 'wedding.not-found', NOT_FOUND_MESSAGE);
    if (!canSeeSite(c, found.wedding)) return apiError(c, 'site.password-required', CREDENTIALS_MESSAGE);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ wedding: publicWeddingJson(found.wedding) });
  });
