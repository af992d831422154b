import { Hono, type Context } from 'hono';
import { tagsIn } from '../../events';
import { BadCursorError, listGuestPage } from '../domain/guest-page';
import type { FormState } from '../../../../islands/guests/props';
import { guestJson } from '../domain/guest-json';
import { addGuest, deleteGuest, importGuests, previewImport, updateGuest } from '../domain/guest-list';
import { isPro } from '../../../core/auth/roles';
import { guestChangesSchema, guestListQuerySchema, newGuestSchema, type GuestListQuery } from '../../../shared/guests/schemas';
import { GUEST_ADDED, GUEST_DELETED, GUEST_MODIFIED } from '../../../shared/guests/texts';
import { GuestListPage } from '../views/GuestListPage';
import { ImportPreviewPage } from '../views/ImportPreviewPage';
import { UserError } from '../../../core/errors';
import { firstIssue, readBody } from '../../../core/http/api/parse-body';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { appPage } from '../../weddings';
import { guestList, importedText, listOwner, listTotals } from './guests.api';
import { readCsvUpload } from './csv-upload';
import { qrSheetPage } from './qr-sheet.pages';

const TITLE = 'Guest list';
const FORM_FIELDS = ['name', 'email', 'status', 'household', 'plusOneAllowed', 'plusOneName', 'notes', 'tags', 'householdTags'] as const;

/** The list's own query (search, status, sort) from a hidden `return` field: nothing else survives. */
function listPath(returnQuery: unknown): string {
  const from = new URLSearchParams(typeof returnQuery === 'string' ? returnQuery : '');
  const kept = new URLSearchParams();
  for (const key of ['search', 'status', 'sort', 'tag']) {
    const value = from.get(key);
    if (value) kept.set(key, value.slice(0, 200));
  }
  const qs = kept.toString();
  return qs ? `/app/guest-list?${qs}` : '/app/guest-list';
}

/** An HTML form sends a checkbox only when ticked; the page forms always mean "this is the value". */
async function readGuestForm<E extends AppEnv>(c: Context<E>) {
  const body = await readBody(c);
  const values: Record<string, string> = {};
  for (const field of FORM_FIELDS) if (typeof body[field] === 'string') values[field] = body[field] as string;
  return { body: { ...body, plusOneAllowed: body.plusOneAllowed ? 'on' : 'false' } as Record<string, unknown>, values };
}

function formFailure(error: unknown, values: Record<string, string>): FormState {
  if (!(error instanceof UserError)) throw error;
  return { values, error: error.message, limitReached: error.code === 'plan.guest-limit' };
}

function lenientQuery<E extends AppEnv>(c: Context<E>): GuestListQuery {
  const raw = c.req.query();
  const parsed = guestListQuerySchema.safeParse({ search: raw.search, status: raw.status, sort: raw.sort, tag: raw.tag, cursor: raw.cursor });
  return parsed.success ? parsed.data : guestListQuerySchema.parse({});
}

interface ListRender {
  addForm?: FormState | null;
  editForm?: FormState | null;
  editId?: string | null;
  importError?: string | null;
  status?: 400 | 403 | 404 | 409 | 413;
}

async function renderList<E extends OwnerEnv>(c: Context<E>, options: ListRender = {}) {
  const { wedding, user } = c.var;
  const owner = listOwner(c);
  const repository = guestList(c);
  let query = lenientQuery(c);
  let page;
  try {
    page = await listGuestPage(repository, owner.weddingId, query);
  } catch (error) {
    if (!(error instanceof BadCursorError)) throw error;
    query = { ...query, cursor: undefined };
    page = await listGuestPage(repository, owner.weddingId, query);
  }
  const editId = options.editId ?? c.req.query('edit') ?? null;
  const rows = [...page.guests];
  if (editId && !rows.some((g) => g.id === editId)) {
    const editing = await repository.find(owner.weddingId, editId);
    if (editing) rows.unshift(editing);
  }
  const list = {
    guests: rows.map((guest) => guestJson(c.var.config, guest)),
    nextCursor: page.nextCursor,
    query: { search: query.search ?? '', status: query.status ?? '', sort: query.sort ?? '', tag: query.tag ?? '' },
    totals: await listTotals(repository, owner),
    pro: isPro(user.role),
    households: (await repository.households(owner.weddingId)).map((h) => h.name).sort(byCodePoint),
    tags: tagsIn(await repository.all(owner.weddingId)),
    rsvpBase: wedding.weddingUrl ? `${publicOrigin(c)}/${wedding.weddingUrl}/rsvp` : null,
    editId: editId && rows.some((g) => g.id === editId) ? editId : null,
    addForm: options.addForm ?? null,
    editForm: options.editForm ?? null,
  };
  if (options.status) c.status(options.status);
  return appPage(c, TITLE, <GuestListPage list={list} importError={options.importError} />);
}

/** The order SQLite's ORDER BY gave the names (binary), on either engine. */
function byCodePoint(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function statusOf(error: unknown): 400 | 403 | 404 | 409 | 413 {
  const status = error instanceof UserError ? error.status : 400;
  return ([400, 403, 404, 409, 413] as const).find((s) => s === status) ?? 400;
}

/** Mounted at /app/guest-list (the QR sheet at /app/guest-list/qr). */
export const guestListPages = new Hono<AppEnv>()
  .use(requirePageOwner)
  .get('/', (c) => renderList(c))
  .route('/qr', qrSheetPage)
  .post('/', async (c) => {
    const owner = listOwner(c);
    const { body, values } = await readGuestForm(c);
    const parsed = newGuestSchema.safeParse(body);
    if (!parsed.success) return renderList(c, { addForm: { values, error: firstIssue(parsed.error), limitReached: false }, status: 400 });
    try {
      await addGuest(guestList(c), owner, parsed.data);
    } catch (error) {
      return renderList(c, { addForm: formFailure(error, values), status: statusOf(error) });
    }
    setFlash(c, GUEST_ADDED);
    return c.redirect(listPath(body.return), 303);
  })
  .post('/import/preview', async (c) => {
    const owner = listOwner(c);
    const user = c.var.user;
    try {
      const csv = await readCsvUpload(c);
      const preview = await previewImport(guestList(c), owner, csv);
      return appPage(c, 'Import guests', <ImportPreviewPage preview={preview} csv={csv} pro={isPro(user.role)} />);
    } catch (error) {
      return renderList(c, { importError: formFailure(error, {}).error, status: statusOf(error) });
    }
  })
  .post('/import', async (c) => {
    const owner = listOwner(c);
    const user = c.var.user;
    let csv: string;
    try {
      csv = await readCsvUpload(c);
    } catch (error) {
      return renderList(c, { importError: formFailure(error, {}).error, status: statusOf(error) });
    }
    try {
      const { summary } = await importGuests(guestList(c), owner, csv);
      setFlash(c, importedText(summary.toImport));
      return c.redirect('/app/guest-list', 303);
    } catch (error) {
      const message = formFailure(error, {}).error;
      let preview;
      try {
        preview = await previewImport(guestList(c), owner, csv);
      } catch {
        return renderList(c, { importError: message, status: statusOf(error) }); // the file itself is unreadable
      }
      // Over the limit, or nothing new: the preview again, with the reason.
      c.status(statusOf(error));
      return appPage(c, 'Import guests', <ImportPreviewPage preview={preview} csv={csv} pro={isPro(user.role)} error={message} />);
    }
  })
  .post('/:guestId/delete', async (c) => {
    const owner = listOwner(c);
    const body = await readBody(c);
    await deleteGuest(guestList(c), owner, c.req.param('guestId'));
    setFlash(c, GUEST_DELETED, 'info');
    return c.redirect(listPath(body.return), 303);
  })
  .post('/:guestId', async (c) => {
    const owner = listOwner(c);
    const guestId = c.req.param('guestId');
    const { body, values } = await readGuestForm(c);
    // Every field of the page's edit form is sent: an empty one clears the value.
    const parsed = guestChangesSchema.safeParse({ ...body, guestId, email: body.email ?? '' });
    if (!parsed.success) return renderList(c, { editId: guestId, editForm: { values, error: firstIssue(parsed.error), limitReached: false }, status: 400 });
    try {
      await updateGuest(guestList(c), owner, parsed.data);
    } catch (error) {
      if (error instanceof UserError && error.page === 'not-found') throw error;
      return renderList(c, { editId: guestId, editForm: formFailure(error, values), status: statusOf(error) });
    }
    setFlash(c, GUEST_MODIFIED);
    return c.redirect(`${listPath(body.return)}#guest-${encodeURIComponent(guestId)}`, 303);
  });
