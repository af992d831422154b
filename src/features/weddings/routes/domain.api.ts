import { Hono } from 'hono';
import { z } from 'zod';
import { weddingJson } from '../domain/wedding';
import { versionSchema } from '../domain/wedding-patch';
import { WEDDING_URL_MESSAGES } from '../domain/wedding-url';
import { changeWeddingUrl, weddingUrlAvailability } from '../domain/wedding-url-change';
import { PREVIOUS_URL_MESSAGES, previousUrlsOf, releasePreviousUrl } from '../domain/previous-urls';
import { weddingRepository } from '../domain/repository';
import type { AppEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { body, query } from '../../../core/http/validate';
import type { WeddingResponse } from '../../../shared/wedding/wedding-api';
import { apiError } from '../../../core/http/api/errors';

const domainBody = z.object({ weddingUrl: z.unknown().optional(), version: versionSchema });
const domainQuery = z.object({ weddingUrl: z.string({ error: WEDDING_URL_MESSAGES.required }).max(200) });

/** /api/v1/domain: the web address of the signed-in couple's wedding (check and change). */
export const domainApi = new Hono<AppEnv>()
  .use(requireApiOwner)
  .get('/', query(domainQuery), async (c) => {
    const { weddingUrl } = c.req.valid('query');
    return c.json(await weddingUrlAvailability(weddingRepository(c.var.store), weddingUrl, c.var.wedding.id));
  })
  .patch('/', body(domainBody), async (c) => {
    const { weddingUrl, version } = c.req.valid('json');
    const wedding = await changeWeddingUrl(weddingRepository(c.var.store), c.var.wedding.id, weddingUrl, version);
    return c.json({ msg: WEDDING_URL_MESSAGES.updated, wedding: weddingJson(wedding) } satisfies WeddingResponse);
  })
  // Old addresses that still lead to this wedding (issue 22 item 6), and giving one up.
  .get('/previous', async (c) => c.json({ msg: 'ok', previous: await previousUrlsOf(weddingRepository(c.var.store), c.var.wedding.id) }))
  .delete('/previous/:weddingUrl', async (c) => {
    if (!(await releasePreviousUrl(weddingRepository(c.var.store), c.var.wedding.id, c.req.param('weddingUrl'))))
      return apiError(c, 'wedding.previous-url-not-found', PREVIOUS_URL_MESSAGES.notFound);
    return c.json({ msg: PREVIOUS_URL_MESSAGES.released });
  });
