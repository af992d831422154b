// The guest list's writes as one action each (issue 29 item 2), each mounted at two addresses with one
// input schema, one output and one domain call:
//   add     POST   /api/v1/guest-list            and the page's POST /app/guest-list          → 201 { msg, guest, counts, seatsUsed, guestLimit }
//   change  PATCH  /api/v1/guest-list {guestId}  and the page's POST /app/guest-list/{guestId} → 200 { msg, guest, counts, seatsUsed, guestLimit }
//   delete  DELETE /api/v1/guest-list/{guestId}  and the page's POST /app/guest-list/{guestId}/delete → 200 { msg, counts, seatsUsed, guestLimit }
// The page's forms get a 303 back to the list (its search, status, sort and tag kept, from the hidden
// `return` field) with the toast, or the list again with the problem and what was typed.
// The questions page's public POST/PATCH /api/v1/guest-list (with `questionsId`) is the special requests'
// route, mounted before these (src/app.ts); a request without `questionsId` comes on to these.
import type { Context } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { guestChangesSchema, newGuestSchema } from '../../../shared/guests/schemas';
import { GUEST_ADDED, GUEST_DELETED, GUEST_MODIFIED } from '../../../shared/guests/texts';
import type { FormState } from '../../../../islands/guests/props';
import { guestJson } from '../domain/guest-json';
import { addGuest, deleteGuest, updateGuest } from '../domain/guest-list';
import { guestList, listOwner, listTotals } from './list-context';
import { withActivity } from '../../activity';

/** Who made a change, for the activity log. */
const by = (c: Context<OwnerEnv>) => ({ weddingId: c.var.wedding.id, userId: c.var.user.id });

const FORM_FIELDS = ['name', 'email', 'status', 'household', 'plusOneAllowed', 'plusOneName', 'notes', 'tags', 'householdTags', 'language'] as const;

const countsSchema = z.object({ total: z.number(), plusOnes: z.number(), Awaiting: z.number(), Accepted: z.number(), Declined: z.number() });
const totalsSchema = { counts: countsSchema, seatsUsed: z.number(), guestLimit: z.number() };
/** A guest as the API returns it (domain/guest-json.ts). */
const guestSchema = z.object({
  guestId: z.string(),
  name: z.string(),
  email: z.string().optional(),
  status: z.string(),
  householdId: z.string().nullable(),
  household: z.string().nullable(),
  plusOneAllowed: z.boolean(),
  plusOneName: z.string().nullable(),
  plusOneStatus: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  householdTags: z.array(z.string()),
  unsubscribed: z.boolean(),
  language: z.string().nullable(),
  emailProblem: z.enum(['bounced', 'complained']).nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rsvpToken: z.string(),
});
const guestAnswer = z.object({ msg: z.string(), guest: guestSchema, ...totalsSchema });

/** The list's own query (search, status, sort, tag) from the page's hidden `return` field: nothing else survives. */
const returnField = { return: z.string().max(2000).optional() };

export function listPath(returnQuery: unknown): string {
  const from = new URLSearchParams(typeof returnQuery === 'string' ? returnQuery : '');
  const kept = new URLSearchParams();
  for (const key of ['search', 'status', 'sort', 'tag']) {
    const value = from.get(key);
    if (value) kept.set(key, value.slice(0, 200));
  }
  const qs = kept.toString();
  return qs ? `/app/guest-list?${qs}` : '/app/guest-list';
}

/** What the page's form had typed, to show it again. */
function typed(submitted: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of FORM_FIELDS) if (typeof submitted[field] === 'string') values[field] = submitted[field] as string;
  return values;
}

/** The page again with the form's problem (the guest list page's renderList). */
export type RenderList = (
  c: Context<OwnerEnv>,
  options: { addForm?: FormState; editForm?: FormState; editId?: string; status: 400 | 403 | 404 | 409 | 413 },
) => Promise<Response>;

function pageStatus(status: number): 400 | 403 | 404 | 409 | 413 {
  return ([400, 403, 404, 409, 413] as const).find((s) => s === status) ?? 400;
}

const add = {
  summary: "Add a guest to the couple's list (within the plan's seats; a named plus-one takes a seat)",
  output: guestAnswer,
  status: 201 as const,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof newGuestSchema>) => {
    const owner = listOwner(c);
    const repository = guestList(c);
    const guest = await withActivity(
      c.var.store,
      () => addGuest(repository, owner, input),
      (g) => ({ ...by(c), kind: 'guest.added', detail: g.name }),
    );
    return { msg: GUEST_ADDED, guest: guestJson(c.var.config, guest), ...(await listTotals(repository, owner)) };
  },
};

const changeGuest = async (c: Context<OwnerEnv>, input: z.output<typeof guestChangesSchema>) => {
  const owner = listOwner(c);
  const repository = guestList(c);
  const guest = await withActivity(
    c.var.store,
    () => updateGuest(repository, owner, input),
    (g) => ({ ...by(c), kind: 'guest.changed', detail: g.name }),
  );
  return { msg: GUEST_MODIFIED, guest: guestJson(c.var.config, guest), ...(await listTotals(repository, owner)) };
};

const removeGuest = async (c: Context<OwnerEnv>) => {
  const owner = listOwner(c);
  const repository = guestList(c);
  const guestId = c.req.param('guestId') ?? '';
  const named = async () => {
    const name = (await repository.find(owner.weddingId, guestId))?.name ?? '';
    await deleteGuest(repository, owner, guestId);
    return name;
  };
  await withActivity(c.var.store, named, (name) => ({ ...by(c), kind: 'guest.removed', detail: name }));
  return { msg: GUEST_DELETED, ...(await listTotals(repository, owner)) };
};
const deleteAnswer = z.object({ msg: z.string(), ...totalsSchema });

/** Mounted at /api/v1/guest-list. */
export const guestListApiActions = [
  defineAction({ method: 'POST', path: '/', guard: requireApiOwner, input: newGuestSchema, ...add }),
  defineAction({
    method: 'PATCH',
    path: '/',
    guard: requireApiOwner,
    summary: "Change a guest of the couple's list: the guest's id and only the fields that change",
    input: guestChangesSchema,
    output: guestAnswer,
    run: changeGuest,
  }),
  defineAction({
    method: 'DELETE',
    path: '/:guestId',
    guard: requireApiOwner,
    summary: "Delete a guest of the couple's list (their household goes when it has no one left)",
    input: z.object({}),
    output: deleteAnswer,
    run: removeGuest,
  }),
];

/** Mounted at /app/guest-list: the page's no-JS forms; `render` shows the list again with the problem. */
export function guestListPageActions(render: RenderList) {
  return [
    defineAction({
      method: 'POST',
      path: '/',
      guard: requirePageOwner,
      input: newGuestSchema.extend(returnField),
      ...add,
      form: {
        checkboxes: ['plusOneAllowed'],
        onSuccess: (c, _result, input) => {
          setFlash(c, GUEST_ADDED);
          return c.redirect(listPath(input.return), 303);
        },
        onError: (c, problem, submitted) =>
          render(c, {
            addForm: { values: typed(submitted), error: problem.msg, limitReached: problem.error?.code === 'plan.guest-limit' },
            status: pageStatus(problem.status),
          }),
      },
    }),
    defineAction({
      method: 'POST',
      path: '/:guestId/delete',
      guard: requirePageOwner,
      input: z.object(returnField),
      output: deleteAnswer,
      run: removeGuest,
      form: {
        onSuccess: (c, _result, input) => {
          setFlash(c, GUEST_DELETED, 'info');
          return c.redirect(listPath(input.return), 303);
        },
      },
    }),
    defineAction({
      method: 'POST',
      path: '/:guestId',
      guard: requirePageOwner,
      // Every field of the page's edit form is sent: an empty one clears the value. The guest is the path's.
      input: guestChangesSchema.omit({ guestId: true }).extend(returnField),
      output: guestAnswer,
      run: (c, input) => changeGuest(c, { ...input, guestId: c.req.param('guestId') ?? '' }),
      form: {
        checkboxes: ['plusOneAllowed'],
        onSuccess: (c, _result, input) => {
          setFlash(c, GUEST_MODIFIED);
          return c.redirect(`${listPath(input.return)}#guest-${encodeURIComponent(c.req.param('guestId') ?? '')}`, 303);
        },
        onError: (c, problem, submitted) => {
          if (problem.error?.page === 'not-found') throw problem.error;
          const guestId = c.req.param('guestId') ?? '';
          return render(c, {
            editId: guestId,
            editForm: { values: typed(submitted), error: problem.msg, limitReached: problem.error?.code === 'plan.guest-limit' },
            status: pageStatus(problem.status),
          });
        },
      },
    }),
  ];
}
