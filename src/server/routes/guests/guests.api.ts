import { Hono, type Context } from 'hono';
import { countGuests, seatsUsed } from '../../../db/queries/guests';
import { BadCursorError, listGuestPage } from '../../../domain/guests/guest-page';
import type { ImportRow } from '../../../domain/guests/csv-import';
import { findWeddingByOwner } from '../../../db/queries/weddings';
import { guestListCsv } from '../../../domain/guests/export';
import { guestJson } from '../../../domain/guests/guest-json';
import { addGuest, deleteGuest, importGuests, previewImport, updateGuest, type GuestListOwner } from '../../../domain/guests/guest-list';
import { guestLimitFor } from '../../../domain/guests/limits';
import { guestChangesSchema, guestListQuerySchema, newGuestSchema } from '../../../domain/guests/schemas';
import { userStats } from '../../../domain/guests/stats';
import { GUEST_ADDED, GUEST_DELETED, GUEST_MODIFIED } from '../../../shared/guests/texts';
import { UserError } from '../../../domain/errors';
import { parseBody, parseQuery } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';
import { readCsvUpload } from './csv-upload';
import { guestListOwner } from './owner';

/** Counts the list's screens show beside every answer: by status, seats used of the plan's limit. */
export function listTotals<E extends AppEnv>(c: Context<E>, owner: GuestListOwner) {
  const { total, plusOnes, Awaiting, Accepted, Declined } = countGuests(c.var.db, owner.weddingId);
  return {
    counts: { total, plusOnes, Awaiting, Accepted, Declined },
    seatsUsed: seatsUsed(c.var.db, owner.weddingId),
    guestLimit: guestLimitFor(owner.role),
  };
}

export function importRowJson(row: ImportRow) {
  return {
    line: row.line,
    name: row.name,
    email: row.email,
    household: row.household,
    plusOneAllowed: row.plusOneAllowed,
    plusOneName: row.plusOneName,
    status: row.guest?.status ?? 'Awaiting',
    errors: row.errors,
    duplicate: row.duplicate,
  };
}

export const guestListApi = new Hono<AppEnv>()
  .use('/guest-list', requireApiUser)
  .use('/guest-list/*', requireApiUser)
  .get('/guest-list', (c) => {
    const { owner } = guestListOwner(c);
    const query = parseQuery(c, guestListQuerySchema);
    try {
      const page = listGuestPage(c.var.db, owner.weddingId, query);
      return c.json({
        guests: page.guests.map((guest) => guestJson(c.var.config, guest)),
        nextCursor: page.nextCursor,
        ...listTotals(c, owner),
      });
    } catch (error) {
      if (error instanceof BadCursorError) throw new UserError(400, error.message);
      throw error;
    }
  })
  .post('/guest-list', async (c) => {
    const { owner } = guestListOwner(c);
    const input = await parseBody(c, newGuestSchema);
    const guest = addGuest(c.var.db, owner, input);
    return c.json({ msg: GUEST_ADDED, guest: guestJson(c.var.config, guest), ...listTotals(c, owner) }, 201);
  })
  .patch('/guest-list', async (c) => {
    const { owner } = guestListOwner(c);
    const changes = await parseBody(c, guestChangesSchema);
    const guest = updateGuest(c.var.db, owner, changes);
    return c.json({ msg: GUEST_MODIFIED, guest: guestJson(c.var.config, guest), ...listTotals(c, owner) });
  })
  .get('/guest-list/export.csv', (c) => {
    const { owner, wedding } = guestListOwner(c);
    const name = wedding.weddingUrl ? `${wedding.weddingUrl}-guest-list.csv` : 'guest-list.csv';
    return c.body(guestListCsv(c.var.db, owner.weddingId), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    });
  })
  .post('/guest-list/import/preview', async (c) => {
    const { owner } = guestListOwner(c);
    const preview = previewImport(c.var.db, owner, await readCsvUpload(c));
    return c.json({ rows: preview.rows.map(importRowJson), summary: preview.summary, ...(preview.msg ? { msg: preview.msg } : {}) });
  })
  .post('/guest-list/import', async (c) => {
    const { owner } = guestListOwner(c);
    const { rows, summary } = importGuests(c.var.db, owner, await readCsvUpload(c));
    return c.json(
      {
        msg: importedText(summary.toImport),
        imported: summary.toImport,
        skipped: rows.filter((row) => row.errors.length > 0 || row.duplicate).map(importRowJson),
        ...listTotals(c, owner),
      },
      201,
    );
  })
  .delete('/guest-list/:guestId', (c) => {
    const { owner } = guestListOwner(c);
    deleteGuest(c.var.db, owner, c.req.param('guestId'));
    return c.json({ msg: GUEST_DELETED, ...listTotals(c, owner) });
  });

export function importedText(count: number) {
  return count === 1 ? '1 guest imported' : `${count} guests imported`;
}

/** The stats of product.md §3; an account without a wedding gets zeros and defaults. */
export const userStatsApi = new Hono<AppEnv>().get('/users/user-stats', requireApiUser, (c) => {
  const user = c.var.session!.user;
  return c.json(userStats(c.var.db, user, findWeddingByOwner(c.var.db, user.id)));
});
