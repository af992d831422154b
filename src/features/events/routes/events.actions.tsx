// The couple's events as actions (issue 29 item 2): each write is declared once (its input, answer and
// domain call) and mounted twice: in the API (`eventApiActions`, relative to /api/v1/events) and on the
// no-JS page (`eventPageActions`, relative to /app/events), where a form gets a 303 back to the page
// with a one-time toast, or the page again with the problem and what was typed.
//   API                                  page (no JS)                          answer (JSON)
//   POST   /                             POST /                                201 { msg, event }
//   PUT or PATCH /{id}                   POST /{id}                            { msg, event }
//   DELETE /{id}                         POST /{id}/delete                     { msg }
//   POST   /changes/{changeId}/notify    POST /changes/{changeId}/notify       { msg, queued, skipped }
//   POST   /changes/{changeId}/dismiss   POST /changes/{changeId}/dismiss      { msg }
// Every one acts on the session's current wedding (the change-of-plans notice with that wedding's Pro).
import type { Context } from 'hono';
import { z } from 'zod';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import type { OwnerEnv, UserEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { dismissEventChange, EVENT_CHANGE_MESSAGES } from '../domain/event-changes';
import { notifyEventChange } from '../domain/change-notice';
import { eventsRepository } from '../domain/repository/events';
import { createEvent, deleteEvent, EVENT_MESSAGES, eventInputSchema, eventJson, updateEvent } from '../domain/events';
import { draftOf, renderPage } from './events.render';
import { withActivity } from '../../activity';
import { notifyDeps } from './notify-deps';

const PAGE = '/app/events';
const noInput = z.object({});
const message = z.object({ msg: z.string() });

/** An event as the API answers it (eventJson): its instants, its zone and its fields in the wedding's local time. */
const eventOutput = z.looseObject({
  id: z.string(),
  main: z.boolean(),
  derived: z.boolean(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  venueName: z.string(),
  venueAddress: z.string(),
  mapUrl: z.string(),
  dressCode: z.string(),
  notes: z.string(),
  audience: z.object({ everyone: z.boolean(), tags: z.array(z.string()), guestIds: z.array(z.string()) }),
  local: z.looseObject({ date: z.string(), startTime: z.string(), endDate: z.string(), endTime: z.string() }),
});
const withEvent = z.object({ msg: z.string(), event: eventOutput });

const id = (c: Context) => c.req.param('id') ?? '';
const changeId = (c: Context) => c.req.param('changeId') ?? '';
/** Who made a change, for the activity log. */
const by = (c: Context<OwnerEnv>) => ({ weddingId: c.var.wedding.id, userId: c.var.user.id });

/** The operations; where each answers (method, path, guard, the page's answer) is the mount's. */
const add = {
  summary: 'Add an event',
  input: eventInputSchema,
  output: withEvent,
  status: 201 as const,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof eventInputSchema>) => {
    const wedding = c.var.wedding;
    const event = await withActivity(
      c.var.store,
      () => createEvent(eventsRepository(c.var.store), wedding, input),
      (e) => ({ ...by(c), kind: 'event.added', detail: e.title }),
    );
    return { msg: EVENT_MESSAGES.added, event: eventJson(event, wedding.timeZone) };
  },
};
const save = {
  summary: "Save an event's details and who is invited",
  input: eventInputSchema,
  output: withEvent,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof eventInputSchema>) => {
    const wedding = c.var.wedding;
    const event = await withActivity(
      c.var.store,
      () => updateEvent(eventsRepository(c.var.store), wedding, id(c), input),
      (e) => ({ ...by(c), kind: 'event.changed', detail: e.title }),
    );
    return { msg: EVENT_MESSAGES.saved, event: eventJson(event, wedding.timeZone) };
  },
};
const remove = {
  summary: 'Delete an event',
  input: noInput,
  output: message,
  run: async (c: Context<OwnerEnv>) => {
    const events = eventsRepository(c.var.store);
    const named = async () => {
      const title = (await events.eventRows(c.var.wedding.id)).find((row) => row.id === id(c))?.title ?? '';
      await deleteEvent(events, c.var.wedding, id(c));
      return title;
    };
    await withActivity(c.var.store, named, (title) => ({ ...by(c), kind: 'event.removed', detail: title }));
    return { msg: EVENT_MESSAGES.deleted };
  },
};
const notify = {
  summary: 'E-mail the invited guests about a change of plans',
  input: noInput,
  output: z.object({ msg: z.string(), queued: z.number(), skipped: z.number() }),
  run: (c: Context<OwnerEnv>) => notifyEventChange(notifyDeps(c), { id: c.var.user.id, weddingId: c.var.wedding.id }, changeId(c)),
};
const dismiss = {
  summary: 'Dismiss a change of plans without e-mailing anyone',
  input: noInput,
  output: message,
  run: async (c: Context<OwnerEnv>) => {
    await dismissEventChange(eventsRepository(c.var.store), c.var.wedding.id, changeId(c));
    return { msg: EVENT_CHANGE_MESSAGES.dismissed };
  },
};

/** Mounted at /api/v1/events: the couple's own wedding's events. */
export const eventApiActions = [
  defineAction({ method: 'POST', path: '/', guard: requireApiOwner, ...add }),
  defineAction({ method: 'PUT', path: '/:id', guard: requireApiOwner, ...save }),
  defineAction({ method: 'PATCH', path: '/:id', guard: requireApiOwner, ...save }),
  defineAction({ method: 'DELETE', path: '/:id', guard: requireApiOwner, ...remove }),
  defineAction({ method: 'POST', path: '/changes/:changeId/notify', guard: requireApiOwner, ...notify }),
  defineAction({ method: 'POST', path: '/changes/:changeId/dismiss', guard: requireApiOwner, ...dismiss }),
];

/** Back to the page with the toast. */
function back(c: Context, text: string, kind?: 'error') {
  setFlash(c, text, kind);
  return c.redirect(PAGE, 303);
}

/** The event form of the page: a 303 back, or the page again with the problem and what was typed (400). */
function eventForm(text: string, editing: (c: Context<OwnerEnv>) => string | undefined): ActionForm<OwnerEnv, z.output<typeof eventInputSchema>, unknown> {
  return {
    onSuccess: (c) => back(c, text),
    onError: (c, problem, submitted) => {
      // An unknown event is the error page's 404, not a problem with the form.
      if (problem.error?.page === 'not-found') throw problem.error;
      return renderPage(c, { error: problem.msg, draft: draftOf(submitted), editing: editing(c) });
    },
  };
}

/** A change-of-plans button: back to the page with what was done, or why not, as the toast. */
function changeButton<E extends UserEnv>(): ActionForm<E, unknown, { msg: string }> {
  return {
    onSuccess: (c, result) => back(c, result.msg),
    onError: (c, problem) => back(c, problem.msg, 'error'),
  };
}

/** Mounted at /app/events: the event forms (the couple's own wedding). */
export const eventPageActions = [
  defineAction({ method: 'POST', path: '/', guard: requirePageOwner, ...add, form: eventForm(EVENT_MESSAGES.added, () => undefined) }),
  defineAction({ method: 'POST', path: '/:id', guard: requirePageOwner, ...save, form: eventForm(EVENT_MESSAGES.saved, id) }),
  defineAction({ method: 'POST', path: '/:id/delete', guard: requirePageOwner, ...remove, form: { onSuccess: (c) => back(c, EVENT_MESSAGES.deleted) } }),
  defineAction({ method: 'POST', path: '/changes/:changeId/notify', guard: requirePageOwner, ...notify, form: changeButton<OwnerEnv>() }),
  defineAction({ method: 'POST', path: '/changes/:changeId/dismiss', guard: requirePageOwner, ...dismiss, form: changeButton<OwnerEnv>() }),
];
