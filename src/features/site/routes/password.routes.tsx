import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import { isPasswordProtected, publishedWeddingAt } from '../domain/site-access';
import { siteRepository } from '../domain/repository';
import type { AppEnv } from '../../../core/http/context';
import { canSeeSite } from './access';
import { enterSite, type GateEnv, gatedSitePage, renderGate } from './password.action';
import { OFFLINE_PATH } from './wedding-site.routes';

/** /password: GET/POST /{weddingUrl}, the website password gate; works as a plain HTML form (POST: password.action.tsx). */
export const passwordPages = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<GateEnv>(), [enterSite({ path: '/:id', guard: gatedSitePage })]))
  .get('/:id', async (c) => {
    const weddingUrl = c.req.param('id').toLowerCase();
    const found = await publishedWeddingAt(siteRepository(c.var.store), weddingUrl);
    if (!found) return c.redirect(OFFLINE_PATH);
    if (!isPasswordProtected(found.wedding) || canSeeSite(c, found.wedding)) return c.redirect(`/${weddingUrl}`);
    return renderGate(c, found);
  });
