import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { weddingJson, type Wedding } from '../../weddings';
import {
  attemptSitePassword,
  CREDENTIALS_MESSAGE,
  isPasswordProtected,
  NOT_FOUND_MESSAGE,
  PROTECTED_MESSAGE,
  publishedWeddingAt,
  WELCOME_MESSAGE,
} from '../domain/site-access';
import { siteRepository } from '../domain/repository';
import { PRIVATE_FIELDS, THEME_CATALOGUE } from '../../../shared/wedding';
import { apiError } from '../../../core/http/api/errors';
import { parseBody } from '../../../core/http/api/parse-body';
import type { AppEnv } from '../../../core/http/context';
import { canSeeSite, clientAddress, setAccessCookie } from './access';

/** The wedding as visitors may see it: everything but the private fields (the website password). */
export function publicWeddingJson(wedding: Wedding) {
  const json: Record<string, unknown> = weddingJson(wedding);
  for (const field of PRIVATE_FIELDS) delete json[field];
  return json;
}

const passwordBody = z.object({
  password: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().max(500)).optional(),
  websitePassword: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().max(500)).optional(),
  /** Asked for while the wedding is under attack (code EMAIL_NEEDED): the address the invitation went to. */
  email: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().max(320)).optional(),
});

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
 * the site's access pass, POST /{weddingUrl} with its password to get the pass.
 */
export const privateSiteApi = new Hono<AppEnv>()
  .get('/:id', async (c) => {
    const found = await findOr404(c);
    if (!found) return apiError(c, 'wedding.not-found', NOT_FOUND_MESSAGE);
    if (!canSeeSite(c, found.wedding)) return apiError(c, 'site.password-required', CREDENTIALS_MESSAGE);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ wedding: publicWeddingJson(found.wedding) });
  })
  .post('/:id', async (c) => {
    const found = await findOr404(c);
    if (!found) return apiError(c, 'wedding.not-found', NOT_FOUND_MESSAGE);
    // Parsed here, not by body(): an unknown site stays a 404 whatever the body (the order before this change).
    const body = await parseBody(c, passwordBody);
    if (!isPasswordProtected(found.wedding)) return c.json({ msg: WELCOME_MESSAGE, wedding: publicWeddingJson(found.wedding) });
    const password = body.password || body.websitePassword || '';
    const attempt = await attemptSitePassword(c.var.config, c.var.store, found.wedding, { password, email: body.email }, clientAddress(c));
    if (!attempt.ok) {
      if (attempt.retryAfterMs) c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
      return apiError(c, attempt.code, attempt.msg, attempt.needsEmail ? { code: 'EMAIL_NEEDED' } : {});
    }
    setAccessCookie(c, found.wedding, attempt.token);
    return c.json({ msg: WELCOME_MESSAGE, wedding: publicWeddingJson(found.wedding) });
  });
