import { Hono, type Context } from 'hono';
import { BadCursorError, listGuestPage } from '../domain/guest-page';
import type { ImportRow } from '../domain/csv-import';
import { guestListCsv } from '../domain/export';
import { guestJson } from '../domain/guest-json';
import { addGuest, deleteGuest, importGuests, previewImport, updateGuest, type GuestListOwner } from '../domain/guest-list';
import { guestLimitFor } from '../domain/limits';
import { guestsRepository, type GuestsRepository } from '../domain/repository';
import { guestChangesSchema, guestListQuerySchema, newGuestSchema } from '../../../shared/guests/schemas';
import { GUEST_ADDED, GUEST_DELETED, GUEST_MODIFIED } from '../../../shared/guests/texts';
import { UserError } from '../../../core/errors';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { body, query } from '../../../core/http/validate';
import { readCsvUpload } from './csv-upload';

/** The guest list's owner as the domain takes it: the owner guard's wedding and the couple's plan. */
export function listOwner<E extends OwnerEnv>(c: Context<E>): GuestListOwner {
  return { weddingId: c.var.wedding.id, role: c.var.user.role };
}

/** The guests' repository on the request's store. */
export function guestList<E extends AppEnv>(c: Context<E>): GuestsRepository {
  return guestsRepository(c.var.store);
}

/** Counts the list's screens show beside every answer: by status, seats used of the plan's limit. */
export async function listTotals(repository: GuestsRepository, owner: GuestListOwner) {
  return {
    counts: await repository.counts(owner.weddingId),
    seatsUsed: await repository.seatsUsed(owner.weddingId),
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

// Mounted at /api/v1/guest-list, after the questions page's public POST/PATCH /guest-list
// (routes/special-requests/public.api.ts): that branch is unguarded, so the couple's routes here
// are guarded one by one (a router-wide guard would refuse the guests' submissions).
export const guestListApi = new Hono<AppEnv>()
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
  .post('/', requireApiOwner, body(newGuestSchema), async (c) => {
    const owner = listOwner(c);
    const repository = guestList(c);
    const guest = await addGuest(repository, owner, c.req.valid('json'));
    return c.json({ msg: GUEST_ADDED, guest: guestJson(c.var.config, guest), ...(await listTotals(repository, owner)) }, 201);
  })
  .patch('/', requireApiOwner, body(guestChangesSchema), async (c) => {
    const owner = listOwner(c);
    const repository = guestList(c);
    const guest = await updateGuest(repository, owner, c.req.valid('json'));
    return c.json({ msg: GUEST_MODIFIED, guest: guestJson(c.var.config, guest), ...(await listTotals(repository, owner)) });
  })
  .get('/export.csv', requireApiOwner, async (c) => {
    const wedding = c.var.wedding;
    const name = wedding.weddingUrl ? `${wedding.weddingUrl}-guest-list.csv` : 'guest-list.csv';
    return c.body(await guestListCsv(guestList(c), c.var.db, wedding.id), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    });
  })
  .post('/import/preview', requireApiOwner, async (c) => {
    const preview = await previewImport(guestList(c), listOwner(c), await readCsvUpload(c));
    return c.json({ rows: preview.rows.map(importRowJson), summary: preview.summary, ...(preview.msg ? { msg: preview.msg } : {}) });
  })
  .post('/import', requireApiOwner, async (c) => {
    const owner = listOwner(c);
    const repository = guestList(c);
    const { rows, summary } = await importGuests(repository, owner, await readCsvUpload(c));
    return c.json(
      {
        msg: importedText(summary.toImport),
        imported: summary.toImport,
        skipped: rows.filter((row) => row.errors.length > 0 || row.duplicate).map(importRowJson),
        ...(await listTotals(repository, owner)),
      },
      201,
    );
  })
  .delete('/:guestId', requireApiOwner, async (c) => {
    const owner = listOwner(c);
    const repository = guestList(c);
    await deleteGuest(repository, owner, c.req.param('guestId'));
    return c.json({ msg: GUEST_DELETED, ...(await listTotals(repository, owner)) });
  });

export function importedText(count: number) {
  return count === 1 ? '1 guest imported' : `${count} guests imported`;
}
