import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { registerActions } from '../../../core/actions/register-actions';
import { UserError } from '../../../core/errors';
import { setFlash } from '../../../core/http/flash';
import { weddingJson } from '../domain/wedding';
import { versionSchema } from '../domain/wedding-patch';
import { WEDDING_URL_MESSAGES } from '../domain/wedding-url';
import { changeWeddingUrl, weddingUrlAvailability } from '../domain/wedding-url-change';
import { PREVIOUS_URL_MESSAGES, previousUrlsOf, releasePreviousUrl } from '../domain/previous-urls';
import { weddingRepository } from '../domain/repository';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { query } from '../../../core/http/validate';
import type { WeddingResponse } from '../../../shared/wedding/wedding-api';
import { appText } from '../../../shared/i18n/app';

const domainBody = z.object({ weddingUrl: z.unknown().optional(), version: versionSchema });
const domainQuery = z.object({ weddingUrl: z.string({ error: WEDDING_URL_MESSAGES.required }).max(200) });

/** Changing the web address (the builder's and quick settings' fetch). */
const changeDomain = defineAction({
  method: 'PATCH',
  path: '/',
  guard: requireApiOwner,
  summary: "Change the wedding's web address (the old one keeps leading to the site until given up)",
  input: domainBody,
  output: z.object({ msg: z.string(), wedding: z.record(z.string(), z.unknown()) }),
  run: async (c: Context<OwnerEnv>, { weddingUrl, version }) => {
    const wedding = await changeWeddingUrl(weddingRepository(c.var.store), c.var.wedding.id, weddingUrl, version);
    return { msg: WEDDING_URL_MESSAGES.updated, wedding: weddingJson(wedding) } satisfies WeddingResponse;
  },
});

/**
 * Giving up an old address (issue 22 item 6), one action at two addresses: DELETE /api/v1/domain/previous/{weddingUrl}
 * → { msg } (404 when it is not one of this wedding's), and the quick settings page's button, POST
 * /app/quick-settings/previous-addresses/{weddingUrl}/release → 303 back with the toast either way.
 */
export function releasePreviousAddress(where: { method: 'DELETE' | 'POST'; path: string; guard: MiddlewareHandler<OwnerEnv> }) {
  return defineAction({
    ...where,
    summary: 'Give up an old web address of the wedding (it stops leading to the site and is free for others)',
    input: z.object({}),
    output: z.object({ msg: z.string() }),
    run: async (c: Context<OwnerEnv>) => {
      if (!(await releasePreviousUrl(weddingRepository(c.var.store), c.var.wedding.id, c.req.param('weddingUrl') ?? '')))
        throw new UserError('wedding.previous-url-not-found', PREVIOUS_URL_MESSAGES.notFound);
      return { msg: PREVIOUS_URL_MESSAGES.released };
    },
    form: {
      onSuccess: (c, result) => {
        setFlash(c, result.msg);
        return c.redirect('/app/quick-settings', 303);
      },
      onError: (c, problem) => {
        setFlash(c, problem.msg);
        return c.redirect('/app/quick-settings', 303);
      },
    },
  });
}

/** /api/v1/domain: the web address of the signed-in couple's wedding (check and change). */
export const domainApi = new Hono<AppEnv>()
  .route(
    '/',
    registerActions(new Hono<OwnerEnv>(), [changeDomain, releasePreviousAddress({ method: 'DELETE', path: '/previous/:weddingUrl', guard: requireApiOwner })]),
  )
  .use(requireApiOwner)
  .get('/', query(domainQuery), async (c) => {
    const { weddingUrl } = c.req.valid('query');
    return c.json(await weddingUrlAvailability(weddingRepository(c.var.store), weddingUrl, c.var.wedding.id));
  })
  // Old addresses that still lead to this wedding (issue 22 item 6); giving one up is the action above.
  .get('/previous', async (c) =>
    c.json({ msg: appText('weddings.previous.listed'), previous: await previousUrlsOf(weddingRepository(c.var.store), c.var.wedding.id) }),
  );
