// /app/catering (issue 23 item 9): the caterer's view of the current wedding, its CSV
// (/app/catering/sheet.csv) and GET /api/v1/catering (the same sheet as JSON). Every member whose role
// reads 'catering' (the caterer too); never a contact detail.
import { Hono } from 'hono';
import { can } from '../../../core/auth/role-rules';
import type { AppEnv } from '../../../core/http/context';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { toCsv } from '../../guests';
import { appPage } from '../../weddings/web';
import { cateringRows, cateringSheet } from '../domain/sheet';
import { CateringPage } from '../views/CateringPage';

export const cateringPages = new Hono<AppEnv>()
  .use(requirePageOwner)
  .get('/', async (c) => {
    c.header('cache-control', 'private, no-store');
    const events = await cateringSheet(c.var.store, c.var.wedding.id);
    return appPage(c, 'Catering', <CateringPage events={events} canShare={can(c.var.role, 'members', 'write')} />);
  })
  .get('/sheet.csv', async (c) => {
    const wedding = c.var.wedding;
    return c.body(toCsv(cateringRows(await cateringSheet(c.var.store, wedding.id))), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${wedding.weddingUrl ?? 'wedding'}-catering.csv"`,
      'cache-control': 'private, no-store',
    });
  });

export const cateringApi = new Hono<AppEnv>()
  .use(requireApiOwner)
  .get('/', async (c) => c.json({ events: await cateringSheet(c.var.store, c.var.wedding.id) }));
