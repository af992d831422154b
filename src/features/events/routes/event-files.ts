// /{weddingUrl}/events.ics and /{weddingUrl}/events/{id}.ics: calendar files behind the site's password.
import { Hono, type Context } from 'hono';
import { guestIdOfToken } from '../../guests';
import { icsFor } from '../domain/calendar-files';
import { EVENT_MESSAGES, eventsForGuest, listEvents, publicEvents, type WeddingEvent } from '../domain/events';
import { eventsRepository } from '../domain/repository/events';
import { isPasswordProtected, publishedWeddingAt, siteRepository } from '../../site';
import type { AppEnv } from '../../../core/http/context';
import { guestOfToken } from '../../rsvp';
import { admitGuest, canSeeSite, pageLanguage } from '../../site/web';
import { requestOrigin } from '../../site/web';
import { calendarWedding, householdEventsOf } from './guest-events';
import { apiError } from '../../../core/http/api/errors';

/** Where eventFiles is mounted: c.req.param('weddingUrl') is the wedding's address. */
export const EVENT_FILES_PATH = '/:weddingUrl{[A-Za-z0-9][A-Za-z0-9-]*}';

async function calendarFile<E extends AppEnv>(c: Context<E>, eventId: string | null) {
  const weddingUrl = (c.req.param('weddingUrl') ?? '').toLowerCase();
  const found = await publishedWeddingAt(siteRepository(c.var.store), weddingUrl);
  if (!found) return apiError(c, 'events.not-found', EVENT_MESSAGES.notFound);
  // A guest's own link (?guest=, their current RSVP token) shows their events.
  const asked = c.req.query('guest');
  const token = asked && (await guestOfToken(c.var.store, c.var.config, found.wedding.id, asked)) ? asked.trim() : null;
  const guestFeed = token !== null;
  if (isPasswordProtected(found.wedding) && !guestFeed && !canSeeSite(c, found.wedding)) return c.redirect(`/password/${encodeURIComponent(weddingUrl)}`, 302);
  // A guest's own feed link admits them to the site too (issue 22 item 11).
  if (guestFeed) admitGuest(c, found.wedding);
  // A guest's token shows their events; without one, only the events for everyone (a private event is 404, as if it did not exist).
  const guestId = token ? guestIdOfToken(token) : null;
  const repository = eventsRepository(c.var.store);
  const guest = guestId ? await repository.guest(found.wedding.id, guestId) : undefined;
  // One event's file: any event of the household, as on their RSVP page (its per-event links carry
  // this token). The feed of all events: only the guest's own (issue 22 item 5).
  let visible: WeddingEvent[];
  if (!guest) visible = await publicEvents(repository, found.wedding);
  else if (eventId) {
    const weddingGuests = await repository.guests(found.wedding.id);
    visible = householdEventsOf(await listEvents(repository, found.wedding), guest, () => weddingGuests).map(({ event }) => event);
  } else visible = await eventsForGuest(repository, found.wedding, guest);
  const events = eventId ? visible.filter((e) => e.id === eventId) : visible;
  if (events.length === 0) return apiError(c, 'events.not-found', EVENT_MESSAGES.notFound);
  // In the guest's language (the e-mails' links carry their token), else ?lang= or the browser's among the wedding's (issue 27).
  const lang = pageLanguage(c, found.wedding, guest?.language).i18n.lang;
  const body = icsFor(calendarWedding(found), events, `${requestOrigin(c)}/${found.wedding.weddingUrl}`, { feed: guestFeed, lang });
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
