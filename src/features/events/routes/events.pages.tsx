// /app/events: the couple's events as no-JS pages (GET, POST /, POST /:id, POST /:id/delete) and the
// change-of-plans buttons (POST /changes/…, a signed-in user only: the change is looked up by its owner).
import { Hono, type Context } from 'hono';
import { allGuests } from '../../guests';
import { weddingTags } from '../domain/audience';
import { createEvent, deleteEvent, EVENT_MESSAGES, eventInputSchema, listEvents, updateEvent, type EventInput } from '../domain/events';
import { dismissEventChange, EVENT_CHANGE_MESSAGES, notifyEventChange, pendingEventChanges } from '../domain/event-changes';
import { isPro } from '../../../core/auth/roles';
import { UserError } from '../../../core/errors';
import { EventChangesCard } from '../views/EventChangesCard';
import { EventsPage } from '../views/EventsPage';
import { firstIssue, readBody } from '../../../core/http/api/parse-body';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requirePageOwner, requirePageUser } from '../../../core/http/middleware/guards';
import { appPage } from '../../weddings';
import { notifyDeps } from './notify-deps';

function renderPage<E extends OwnerEnv>(c: Context<E>, failed?: { error: string; draft: EventInput; editing?: string }) {
  const wedding = c.var.wedding;
  if (failed) c.status(400);
  const events = listEvents(c.var.db, wedding);
  const changes = pendingEventChanges(c.var.db, wedding);
  return appPage(
    c,
    'Events',
    <>
      <EventChangesCard changes={changes} pro={isPro(c.var.user.role)} />
      <EventsPage
        events={events}
        timeZone={wedding.timeZone}
        tags={weddingTags(c.var.db, wedding.id)}
        guests={allGuests(c.var.db, wedding.id).map((g) => ({ id: g.id, name: g.name }))}
        error={failed?.error}
        draft={failed?.draft}
        editing={failed?.editing}
      />
    </>,
  );
}

/** What the form sent, as strings, to show again after an error. */
function draftOf(body: Record<string, unknown>): EventInput {
  const s = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).slice(0, 2000) : '');
  const list = (key: string) => {
    const value = body[key];
    const items = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    return items
      .filter((v): v is string => typeof v === 'string')
      .map((v) => v.slice(0, 64))
      .slice(0, 500);
  };
  return {
    title: s('title'),
    date: s('date'),
    startTime: s('startTime'),
    endDate: s('endDate'),
    endTime: s('endTime'),
    venueName: s('venueName'),
    venueAddress: s('venueAddress'),
    mapUrl: s('mapUrl'),
    dressCode: s('dressCode'),
    notes: s('notes'),
    audience: body.audience === 'chosen' ? 'chosen' : 'everyone',
    inviteTags: list('inviteTags'),
    inviteGuestIds: list('inviteGuestIds'),
  };
}

async function submitPage<E extends OwnerEnv>(c: Context<E>, id: string | null) {
  const wedding = c.var.wedding;
  const body = await readBody(c);
  // The form always says who is invited: unchecked boxes send nothing, which is none chosen.
  const parsed = eventInputSchema.safeParse({ inviteTags: [], inviteGuestIds: [], ...body, audience: body.audience === 'chosen' ? 'chosen' : 'everyone' });
  const editing = id ?? undefined;
  if (!parsed.success) return renderPage(c, { error: firstIssue(parsed.error), draft: draftOf(body), editing });
  try {
    if (id) updateEvent(c.var.db, wedding, id, parsed.data);
    else createEvent(c.var.db, wedding, parsed.data);
  } catch (error) {
    if (error instanceof UserError && error.status !== 404) return renderPage(c, { error: error.message, draft: draftOf(body), editing });
    throw error;
  }
  setFlash(c, id ? EVENT_MESSAGES.saved : EVENT_MESSAGES.added);
  return c.redirect('/app/events', 303);
}

/** Mounted at /app/events. */
export const eventsPages = new Hono<AppEnv>()
  .get('/', requirePageOwner, (c) => renderPage(c))
  .post('/changes/:changeId/notify', requirePageUser, async (c) => {
    try {
      const result = await notifyEventChange(notifyDeps(c), c.var.user, c.req.param('changeId'));
      setFlash(c, result.msg);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      setFlash(c, error.message, 'error');
    }
    return c.redirect('/app/events', 303);
  })
  .post('/changes/:changeId/dismiss', requirePageUser, (c) => {
    try {
      dismissEventChange(c.var.db, c.var.user.id, c.req.param('changeId'));
      setFlash(c, EVENT_CHANGE_MESSAGES.dismissed);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      setFlash(c, error.message, 'error');
    }
    return c.redirect('/app/events', 303);
  })
  .post('/', requirePageOwner, (c) => submitPage(c, null))
  .post('/:id', requirePageOwner, (c) => submitPage(c, c.req.param('id')))
  .post('/:id/delete', requirePageOwner, (c) => {
    deleteEvent(c.var.db, c.var.wedding, c.req.param('id'));
    setFlash(c, EVENT_MESSAGES.deleted);
    return c.redirect('/app/events', 303);
  });
