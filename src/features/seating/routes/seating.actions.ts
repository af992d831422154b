// The seating chart's writes as actions (issue 24 item 8, issue 29 item 2): each declared once and
// mounted in the API (relative to /api/v1/seating) and on the no-JS page (relative to /app/seating),
// where a form gets a 303 back to the chart with a toast (the refusal's text as an error toast).
//   API                                        page (no JS)                              answer (JSON)
//   PUT  /{eventId}/tables                     —                                         { version, msg }
//   —                                          POST /{eventId}/tables                    (add one table)
//   —                                          POST /{eventId}/tables/remove             (remove one table)
//   —                                          POST /{eventId}/tables/edit               (one table's name, shape, seats)
//   POST /{eventId}/assign                     POST /{eventId}/assign                    { version, msg, people }
//   POST /{eventId}/apply                      POST /{eventId}/apply                     { version, msg }
//   POST /{eventId}/auto                       —                                         { version, seats, unplaced } (nothing saved)
//   POST /{eventId}/lock                       POST /{eventId}/lock                      { version, msg }
//   POST /{eventId}/release-declined           POST /{eventId}/release-declined          { version, msg, released }
//   POST /{eventId}/visibility                 POST /{eventId}/visibility                { version, msg }
//   POST /{eventId}/copy                       POST /{eventId}/copy                      { version, msg }
// Every write names the chart's version it was made on; an older one is a 409 (seating.conflict).
import type { Context } from 'hono';
import { z } from 'zod';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import {
  addTableInputSchema,
  applyInputSchema,
  assignInputSchema,
  autoInputSchema,
  copyInputSchema,
  editTableInputSchema,
  removeTableInputSchema,
  tablesInputSchema,
  versionInputSchema,
  visibilityInputSchema,
} from '../../../shared/seating/schemas';
import {
  addTable,
  applySeats,
  assignSeats,
  copyTables,
  editTable,
  lockChart,
  proposeSeats,
  releaseDeclined,
  removeTable,
  saveTables,
  showToGuests,
} from '../domain/chart';
import { SEATING_MESSAGES as M } from '../domain/messages';
import { seatingRepository } from '../domain/repository';
import { withActivity } from '../../activity';

const eventId = (c: Context) => c.req.param('eventId') ?? '';
const repo = (c: Context<OwnerEnv>) => seatingRepository(c.var.store);
const changed = z.object({ version: z.number(), msg: z.string() });

const saveAll = {
  summary: "Save a seating chart's tables (an id keeps a table and its seats; tables left out are removed)",
  input: tablesInputSchema,
  output: changed,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof tablesInputSchema>) => ({
    ...(await saveTables(repo(c), c.var.wedding, eventId(c), input.version, input.tables)),
    msg: M.tablesSaved,
  }),
};
const addOne = {
  summary: 'Add a table to a seating chart',
  input: addTableInputSchema,
  output: changed,
  run: async (c: Context<OwnerEnv>, { version, ...table }: z.output<typeof addTableInputSchema>) => ({
    ...(await addTable(repo(c), c.var.wedding, eventId(c), version, table)),
    msg: M.tableAdded,
  }),
};
const removeOne = {
  summary: 'Remove a table from a seating chart (its people go back to "To seat")',
  input: removeTableInputSchema,
  output: changed,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof removeTableInputSchema>) => ({
    ...(await removeTable(repo(c), c.var.wedding, eventId(c), input.version, input.tableId)),
    msg: M.tableRemoved,
  }),
};
const editOne = {
  summary: "Change a table's name, shape, seats or couple's mark",
  input: editTableInputSchema,
  output: changed,
  run: async (c: Context<OwnerEnv>, { version, tableId, ...values }: z.output<typeof editTableInputSchema>) => ({
    ...(await editTable(repo(c), c.var.wedding, eventId(c), version, tableId, values)),
    msg: M.tableChanged,
  }),
};
const assign = {
  summary: "Seat people (guestIds, a plus-one as <guestId>.plus-one) or a household's attending people at a table; tableId null unseats",
  input: assignInputSchema,
  output: changed.extend({ people: z.array(z.string()) }),
  run: async (c: Context<OwnerEnv>, input: z.output<typeof assignInputSchema>) =>
    assignSeats(
      repo(c),
      c.var.wedding,
      eventId(c),
      input.version,
      input.householdId !== undefined && !(input.guestIds?.length ?? 0) ? { householdId: input.householdId } : { guestIds: input.guestIds ?? [] },
      input.tableId,
    ),
};
const apply = {
  summary: "Apply a proposal (auto-seat's, or any list of seats)",
  input: applyInputSchema,
  output: changed,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof applyInputSchema>) => applySeats(repo(c), c.var.wedding, eventId(c), input.version, input.seats),
};
const auto = {
  summary: 'Propose seats for everyone attending and not seated yet (nothing is saved)',
  input: autoInputSchema,
  output: z.object({ version: z.number(), seats: z.array(z.object({ id: z.string(), tableId: z.string() })), unplaced: z.array(z.string()) }),
  run: async (c: Context<OwnerEnv>, input: z.output<typeof autoInputSchema>) => proposeSeats(repo(c), c.var.wedding, eventId(c), input),
};
const lock = {
  summary: 'Lock a seating chart for print (later changes show "changed since printed")',
  input: versionInputSchema,
  output: changed,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof versionInputSchema>) => lockChart(repo(c), c.var.wedding, eventId(c), input.version),
};
const release = {
  summary: 'Release the seats of guests who declined the event',
  input: versionInputSchema,
  output: changed.extend({ released: z.array(z.string()) }),
  run: async (c: Context<OwnerEnv>, input: z.output<typeof versionInputSchema>) => {
    // One transaction with its entry in the activity log ("released seats of declined guests: Reception: 2 seats").
    const { eventTitle, ...answer } = await withActivity(
      c.var.store,
      () => releaseDeclined(repo(c), c.var.wedding, eventId(c), input.version),
      (r) => ({
        weddingId: c.var.wedding.id,
        userId: c.var.user.id,
        kind: 'seating.released',
        detail: `${r.eventTitle}: ${r.released.length === 1 ? '1 seat' : `${r.released.length} seats`}`,
      }),
    );
    return answer;
  },
};
const visibility = {
  summary: 'Let guests find their table for this event, or not',
  input: visibilityInputSchema,
  output: changed,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof visibilityInputSchema>) =>
    showToGuests(repo(c), c.var.wedding, eventId(c), input.version, input.showToGuests),
};
const copy = {
  summary: "Copy another event's tables into this chart",
  input: copyInputSchema,
  output: changed,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof copyInputSchema>) =>
    copyTables(repo(c), c.var.wedding, eventId(c), input.version, input.fromEventId),
};

/** Mounted at /api/v1/seating. */
export const seatingApiActions = [
  defineAction({ method: 'PUT', path: '/:eventId/tables', guard: requireApiOwner, ...saveAll }),
  defineAction({ method: 'POST', path: '/:eventId/assign', guard: requireApiOwner, ...assign }),
  defineAction({ method: 'POST', path: '/:eventId/apply', guard: requireApiOwner, ...apply }),
  defineAction({ method: 'POST', path: '/:eventId/auto', guard: requireApiOwner, ...auto }),
  defineAction({ method: 'POST', path: '/:eventId/lock', guard: requireApiOwner, ...lock }),
  defineAction({ method: 'POST', path: '/:eventId/release-declined', guard: requireApiOwner, ...release }),
  defineAction({ method: 'POST', path: '/:eventId/visibility', guard: requireApiOwner, ...visibility }),
  defineAction({ method: 'POST', path: '/:eventId/copy', guard: requireApiOwner, ...copy }),
];

/** Back to the chart (and the list filter it was on) with the toast. */
function back(c: Context, text: string, kind?: 'error') {
  setFlash(c, text, kind);
  const from = c.req.query('back');
  const query = from && /^[a-z]+=[\w%.+-]*(&[a-z]+=[\w%.+-]*)*$/i.test(from) ? `?${from}` : '';
  return c.redirect(`/app/seating/${encodeURIComponent(eventId(c))}${query}`, 303);
}

const button: ActionForm<OwnerEnv, unknown, { msg?: string }> = {
  onSuccess: (c, result) => back(c, result.msg ?? M.tablesSaved),
  onError: (c, problem) => {
    if (problem.error?.page === 'not-found') throw problem.error;
    return back(c, problem.msg, 'error');
  },
};

/** Mounted at /app/seating: the chart's forms. */
export const seatingPageActions = [
  defineAction({ method: 'POST', path: '/:eventId/tables', guard: requirePageOwner, ...addOne, form: button }),
  defineAction({ method: 'POST', path: '/:eventId/tables/remove', guard: requirePageOwner, ...removeOne, form: button }),
  defineAction({ method: 'POST', path: '/:eventId/tables/edit', guard: requirePageOwner, ...editOne, form: { ...button, checkboxes: ['couple'] } }),
  defineAction({ method: 'POST', path: '/:eventId/assign', guard: requirePageOwner, ...assign, form: button }),
  defineAction({ method: 'POST', path: '/:eventId/apply', guard: requirePageOwner, ...apply, form: button }),
  defineAction({ method: 'POST', path: '/:eventId/lock', guard: requirePageOwner, ...lock, form: button }),
  defineAction({ method: 'POST', path: '/:eventId/release-declined', guard: requirePageOwner, ...release, form: button }),
  defineAction({ method: 'POST', path: '/:eventId/visibility', guard: requirePageOwner, ...visibility, form: { ...button, checkboxes: ['showToGuests'] } }),
  defineAction({ method: 'POST', path: '/:eventId/copy', guard: requirePageOwner, ...copy, form: button }),
];
