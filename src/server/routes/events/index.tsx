// Issue 16 items 1 and 4: the couple's events and their calendar files.
//   eventsPages at /app/events: GET, POST /, POST /:id, POST /:id/delete (no-JS pages), POST /changes/…
//   eventsApi at /api/v1/events: GET, POST /, PUT or PATCH /:id (every field), DELETE /:id, /changes/… (the same as JSON)
//   eventFiles at /{w} (EVENT_FILES_PATH): /events.ics and /events/{id}.ics, calendar files behind the site's password
// The change-of-plans routes need only a signed-in user (the change is looked up by its owner),
// the others the couple's own wedding: guards per route.
import { Hono, type Context } from 'hono';
import type { Db } from '../../../db/connection';
import { allGuests, findGuest, type GuestWithHousehold } from '../../../db/queries/guests';
import { isInvited, weddingTags } from '../../../domain/events/audience';
import { guestIdOfToken } from '../../../domain/guests/rsvp-link';
import { guestCalendarUrl } from '../../../domain/email/card-links';
import { eventLocation, googleCalendarUrl, icsFor, outlookCalendarUrl, type CalendarWedding } from '../../../domain/events/calendar-files';
import {
  createEvent,
  deleteEvent,
  EVENT_MESSAGES,
  eventInputSchema,
  eventJson,
  listEvents,
  publicEvents,
  updateEvent,
  type EventInput,
  type WeddingEvent,
} from '../../../domain/events/events';
import { dismissEventChange, EVENT_CHANGE_MESSAGES, notifyEventChange, pendingEventChanges } from '../../../domain/events/event-changes';
import { isPro } from '../../../domain/auth/roles';
import { UserError } from '../../../domain/errors';
import { findPublishedWedding, isPasswordProtected, type PublishedWedding } from '../../../domain/site-access';
import { renderEmail } from '../../../views/email/render';
import { EventChangesCard } from '../../../views/app/events/EventChangesCard';
import { EventList, eventDateAndTime } from '../../../views/app/events/EventList';
import { EventsPage } from '../../../views/app/events/EventsPage';
import { siteDataFromWedding, type SiteEvent } from '../../../views/public/site/site-data';
import { weddingTitle } from '../../../views/public/site/WeddingHead';
import { firstIssue, readBody } from '../../api/parse-body';
import { body as jsonBody } from '../../validate';
import type { AppEnv, OwnerEnv } from '../../context';
import { setFlash } from '../../flash';
import { requireApiOwner, requireApiUser, requirePageOwner, requirePageUser } from '../../middleware/guards';
import { appPage } from '../app/app-page';
import { guestToken } from '../announce/card-access';
import { canSeeSite } from '../public/access';
import { requestOrigin } from '../public/headers';
import { publicOrigin } from '../../request-info';

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

function notifyDeps<E extends AppEnv>(c: Context<E>) {
  return { db: c.var.db, queue: c.var.queue, config: c.var.config, origin: publicOrigin(c), renderEmail };
}

/** Mounted at /api/v1/events. */
export const eventsApi = new Hono<AppEnv>()
  .get('/changes', requireApiOwner, (c) => c.json({ changes: pendingEventChanges(c.var.db, c.var.wedding) }))
  .post('/changes/:changeId/notify', requireApiUser, async (c) => c.json(await notifyEventChange(notifyDeps(c), c.var.user, c.req.param('changeId'))))
  .post('/changes/:changeId/dismiss', requireApiUser, (c) => {
    dismissEventChange(c.var.db, c.var.user.id, c.req.param('changeId'));
    return c.json({ msg: EVENT_CHANGE_MESSAGES.dismissed });
  })
  .get('/', requireApiOwner, (c) => {
    const wedding = c.var.wedding;
    return c.json({ msg: 'ok', timeZone: wedding.timeZone, events: listEvents(c.var.db, wedding).map((e) => eventJson(e, wedding.timeZone)) });
  })
  .post('/', requireApiOwner, jsonBody(eventInputSchema), (c) => {
    const wedding = c.var.wedding;
    const event = createEvent(c.var.db, wedding, c.req.valid('json'));
    return c.json({ msg: EVENT_MESSAGES.added, event: eventJson(event, wedding.timeZone) }, 201);
  })
  .on(['PUT', 'PATCH'], '/:id', requireApiOwner, jsonBody(eventInputSchema), (c) => {
    const wedding = c.var.wedding;
    const event = updateEvent(c.var.db, wedding, c.req.param('id'), c.req.valid('json'));
    return c.json({ msg: EVENT_MESSAGES.saved, event: eventJson(event, wedding.timeZone) });
  })
  .delete('/:id', requireApiOwner, (c) => {
    deleteEvent(c.var.db, c.var.wedding, c.req.param('id'));
    return c.json({ msg: EVENT_MESSAGES.deleted });
  });

function calendarWedding(found: PublishedWedding): CalendarWedding {
  return { id: found.wedding.id, timeZone: found.wedding.timeZone, title: weddingTitle(siteDataFromWedding(found.wedding, { ownerPro: found.ownerPro })) };
}

/** A guest's household, the guest first (alone when they have none). */
function householdOf(db: Db, weddingId: string, guest: GuestWithHousehold): GuestWithHousehold[] {
  if (!guest.householdId) return [guest];
  return [guest, ...allGuests(db, weddingId).filter((g) => g.householdId === guest.householdId && g.id !== guest.id)];
}

/**
 * The events of a guest's whole household (issue 16 item 2): the household answers together, so a
 * guest known by their personal link sees every event a member of it is invited to, in the
 * wedding's order; `forNames` names the members invited when that is not all of them.
 */
function householdEventsOf(db: Db, wedding: PublishedWedding['wedding'], guest: GuestWithHousehold): { event: WeddingEvent; forNames: string[] }[] {
  const members = householdOf(db, wedding.id, guest);
  return listEvents(db, wedding)
    .map((event) => ({ event, invited: members.filter((member) => isInvited(event.audience, member)) }))
    .filter(({ invited }) => invited.length > 0)
    .map(({ event, invited }) => ({ event, forNames: invited.length < members.length ? invited.map((m) => m.name) : [] }));
}

/**
 * The events list of the RSVP page, with calendar links (the caller has checked access): a guest
 * known by their personal link sees the events they are invited to; anyone else only the events
 * for everyone, so nobody learns that a private event exists.
 */
export function rsvpEventList<E extends AppEnv>(c: Context<E>, found: PublishedWedding, guestRsvpToken: string | null = null) {
  const { wedding } = found;
  const cal = calendarWedding(found);
  const base = `/${wedding.weddingUrl}`;
  const guestId = guestRsvpToken ? guestIdOfToken(guestRsvpToken) : null;
  const guest = guestId ? findGuest(c.var.db, wedding.id, guestId) : undefined;
  const token = guest ? guestRsvpToken : null;
  const feedUrl = guestCalendarUrl(requestOrigin(c), wedding.weddingUrl, true, token);
  const suffix = token ? `?guest=${encodeURIComponent(token)}` : '';
  const listed = guest ? householdEventsOf(c.var.db, wedding, guest) : publicEvents(c.var.db, wedding).map((event) => ({ event, forNames: [] }));
  const events = listed.map(({ event, forNames }) => ({
    event,
    forNames,
    icsUrl: `${base}/events/${event.id}.ics${suffix}`,
    googleUrl: googleCalendarUrl(cal, event),
    outlookUrl: outlookCalendarUrl(cal, event),
  }));
  return <EventList events={events} timeZone={wedding.timeZone} allIcsUrl={`${base}/events.ics${suffix}`} feedUrl={feedUrl} />;
}

/**
 * The schedule section's events on the public page (issue 16 items 1 and 2): only the events for
 * everyone, since the page is the same for every visitor and cached. Shown only when the couple
 * added something beyond the wedding day read from the wedding's date; deciding that from the
 * public events alone keeps a private event from showing even as a change in the page.
 */
export function scheduleEvents(db: Db, found: PublishedWedding): SiteEvent[] | undefined {
  const { wedding } = found;
  const events = publicEvents(db, wedding);
  if (!events.some((event) => !event.derived)) return undefined;
  const cal = calendarWedding(found);
  const base = `/${wedding.weddingUrl}`;
  // A schedule reads in time order (welcome drinks before the wedding day), unlike the RSVP page's main-day-first list.
  const inTimeOrder = [...events].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return inTimeOrder.map((event) => ({
    id: event.id,
    title: event.title,
    startsAt: event.startsAt.toISOString(),
    ...eventDateAndTime(event, wedding.timeZone),
    location: eventLocation(event),
    mapUrl: event.mapUrl,
    dressCode: event.dressCode,
    notes: event.notes,
    icsUrl: `${base}/events/${event.id}.ics`,
    googleUrl: googleCalendarUrl(cal, event),
    outlookUrl: outlookCalendarUrl(cal, event),
  }));
}

/** Where eventFiles is mounted: c.req.param('weddingUrl') is the wedding's address. */
export const EVENT_FILES_PATH = '/:weddingUrl{[A-Za-z0-9][A-Za-z0-9-]*}';

function calendarFile<E extends AppEnv>(c: Context<E>, eventId: string | null) {
  const weddingUrl = (c.req.param('weddingUrl') ?? '').toLowerCase();
  const found = findPublishedWedding(c.var.db, weddingUrl);
  if (!found) return c.json({ msg: EVENT_MESSAGES.notFound }, 404);
  const token = guestToken(c, found.wedding.id);
  const guestFeed = token !== null;
  if (isPasswordProtected(found.wedding) && !guestFeed && !canSeeSite(c, found.wedding)) return c.redirect(`/password/${encodeURIComponent(weddingUrl)}`, 302);
  // A guest's token shows their events; without one, only the events for everyone (a private event is 404, as if it did not exist).
  const guestId = token ? guestIdOfToken(token) : null;
  const guest = guestId ? findGuest(c.var.db, found.wedding.id, guestId) : undefined;
  // The household's events, as on their RSVP page (its per-event links carry this token).
  const visible = guest ? householdEventsOf(c.var.db, found.wedding, guest).map(({ event }) => event) : publicEvents(c.var.db, found.wedding);
  const events = eventId ? visible.filter((e) => e.id === eventId) : visible;
  if (events.length === 0) return c.json({ msg: EVENT_MESSAGES.notFound }, 404);
  const body = icsFor(calendarWedding(found), events, `${requestOrigin(c)}/${found.wedding.weddingUrl}`, { feed: guestFeed });
  const name = eventId ? `${found.wedding.weddingUrl}-${eventId}.ics` : `${found.wedding.weddingUrl}-events.ics`;
  return c.body(body, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-cache',
  });
}

/** Mounted at EVENT_FILES_PATH (/{weddingUrl}). */
export const eventFiles = new Hono<AppEnv>()
  .get('/events.ics', (c) => calendarFile(c, null))
  .get('/events/:file{[A-Za-z0-9-]+\\.ics}', (c) => calendarFile(c, c.req.param('file').replace(/\.ics$/, '')));
