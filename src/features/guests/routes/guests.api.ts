import { Hono } from 'hono';
import { BadCursorError, listGuestPage } from '../domain/guest-page';
import { guestListCsv } from '../domain/export';
import { exportReads } from '../domain/export-reads';
import { guestJson } from '../domain/guest-json';
import { guestListQuerySchema } from '../../../shared/guests/schemas';
import { UserError } from '../../../core/errors';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { query } from '../../../core/http/validate';
import { registerActions } from '../../../core/actions/register-actions';
import { guestListApiActions } from './guest-list.actions';
import { importApiActions } from './import.actions';
import { guestList, listOwner, listTotals } from './list-context';

// Mounted at /api/v1/guest-list, after the questions page's public POST/PATCH /guest-list
// (routes/special-requests/public.api.ts): that branch is unguarded, so the couple's routes here
// are guarded one by one (a router-wide guard would refuse the guests' submissions).
export const guestListApi = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<OwnerEnv>(), [...importApiActions, ...guestListApiActions]))
  .get('/', requireApiOwner, query(guestListQuerySchema), async (c) => {
    const owner = listOwner(c);
    const repository = guestList(c);
    try {
      const page = await listGuestPage(repository, owner.weddingId, c.req.valid('query'));
      return c.json({
        guests: page.guests.map((guest) => guestJson(c.var.config, guest)),
        nextCursor: page.nextCursor,
        ...(await listTotals(repository, owner)),
      });
    } catch (error) {
      if (error instanceof BadCursorError) throw new UserError('input.bad-cursor', error.message);
      throw error;
    }
  })
  .get('/export.csv', requireApiOwner, async (c) => {
    const wedding = c.var.wedding;
    const name = wedding.weddingUrl ? `${wedding.weddingUrl}-guest-list.csv` : 'guest-list.csv';
    return c.body(await guestListCsv(guestList(c), exportReads(c.var.store), wedding.id), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    });
  });
