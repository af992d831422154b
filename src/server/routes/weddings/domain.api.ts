import { Hono } from 'hono';
import { z } from 'zod';
import { findWeddingByOwner } from '../../../db/queries/weddings';
import { weddingJson } from '../../../domain/wedding/wedding';
import { WEDDING_MESSAGES, versionSchema } from '../../../domain/wedding/wedding-patch';
import { WEDDING_URL_MESSAGES } from '../../../domain/wedding/wedding-url';
import { changeWeddingUrl, weddingUrlAvailability } from '../../../domain/wedding/wedding-url-change';
import { UserError } from '../../../domain/errors';
import { parseBody, parseQuery } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';
import type { WeddingResponse } from '../../../shared/wedding/wedding-api';

const domainBody = z.object({ weddingUrl: z.unknown().optional(), version: versionSchema });
const domainQuery = z.object({ weddingUrl: z.string({ error: WEDDING_URL_MESSAGES.required }).max(200) });

function ownWedding(c: { var: AppEnv['Variables'] }) {
  const row = findWeddingByOwner(c.var.db, c.var.session!.user.id);
  if (!row) throw new UserError(404, WEDDING_MESSAGES.notFound);
  return row;
}

/** /api/v1/domain: the web address of the signed-in couple's wedding (check and change). */
export const domainApiRoutes = new Hono<AppEnv>()
  .use('/domain', requireApiUser)
  .get('/domain', (c) => {
    const { weddingUrl } = parseQuery(c, domainQuery);
    return c.json(weddingUrlAvailability(c.var.db, weddingUrl, ownWedding(c).id));
  })
  .patch('/domain', async (c) => {
    const { weddingUrl, version } = await parseBody(c, domainBody);
    const wedding = changeWeddingUrl(c.var.db, ownWedding(c).id, weddingUrl, version);
    return c.json({ msg: WEDDING_URL_MESSAGES.updated, wedding: weddingJson(wedding) } satisfies WeddingResponse);
  });
