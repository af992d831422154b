import { Hono, type Context } from 'hono';
import { tagsIn } from '../../events';
import { BadCursorError, listGuestPage } from '../domain/guest-page';
import type { FormState } from '../../../../islands/guests/props';
import { guestJson } from '../domain/guest-json';
import { guestListQuerySchema, type GuestListQuery } from '../../../shared/guests/schemas';
import { GuestListPage } from '../views/GuestListPage';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { appPage } from '../../weddings/web';
import { registerActions } from '../../../core/actions/register-actions';
import { guestListPageActions } from './guest-list.actions';
import { importPageActions } from './import.actions';
import { guestList, listOwner, listTotals } from './list-context';
import { qrSheetPage } from './qr-sheet.pages';
import { appText } from '../../../shared/i18n/app';

const TITLE = appText('guests.title');

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

async function renderList(c: Context<OwnerEnv>, options: ListRender = {}) {
  const { wedding } = c.var;
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
    pro: c.var.pro,
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

/** Mounted at /app/guest-list (the QR sheet at /app/guest-list/qr); the guest's add, change and delete are guest-list.actions.tsx's. */
export const guestListPages = new Hono<AppEnv>()
  .get('/', requirePageOwner, (c) => renderList(c))
  .use('/qr/*', requirePageOwner)
  .route('/qr', qrSheetPage)
  // The import first: /:guestId would match /import.
  .route('/', registerActions(new Hono<OwnerEnv>(), [...importPageActions(renderList), ...guestListPageActions(renderList)]));
