// The events a guest sees (issue 16 items 1, 2 and 4): on the RSVP page (by personal link, their
// household's), in the public schedule section (only those for everyone) and in calendar files.
import type { Context } from 'hono';
import type { GuestWithHousehold } from '../../guests';
import { isInvited } from '../../../shared/events/audience';
import { guestIdOfToken } from '../../guests';
import { guestCalendarUrl } from '../../email';
import { eventLocation, googleCalendarUrl, outlookCalendarUrl, type CalendarWedding } from '../domain/calendar-files';
import { listEvents, publicEvents, type WeddingEvent } from '../domain/events';
import { eventInLanguage } from '../../../shared/events/event-list';
import { eventsRepository } from '../domain/repository/events';
import type { DataStore } from '../../../core/db/store/store';
import type { PublishedWedding } from '../../site';
import { EventList, eventDateAndTime } from '../views/EventList';
import { siteDataFromWedding, type SiteEvent } from '../../site/web';
import { weddingTitle } from '../../site/web';
import type { AppEnv } from '../../../core/http/context';
import { type Lang, toLang } from '../../../shared/i18n';
import { requestOrigin } from '../../site/web';

export function calendarWedding(found: PublishedWedding): CalendarWedding {
  return { id: found.wedding.id, timeZone: found.wedding.timeZone, title: weddingTitle(siteDataFromWedding(found.wedding, { ownerPro: found.ownerPro })) };
}

type Member = Pick<GuestWithHousehold, 'id' | 'name' | 'tags' | 'householdId' | 'householdTags'>;

/** A guest's household among the wedding's guests, the guest first (alone when they have none). */
function householdOf<G extends Member>(guest: G, weddingGuests: () => G[]): G[] {
  if (!guest.householdId) return [guest];
  return [guest, ...weddingGuests().filter((g) => g.householdId === guest.householdId && g.id !== guest.id)];
}

/**
 * The events of a guest's whole household (issue 16 item 2): the household answers together, so a
 * guest known by their personal link sees every event a member of it is invited to, in the
 * wedding's order; `forNames` names the members invited when that is not all of them.
 */
export function householdEventsOf<G extends Member>(events: WeddingEvent[], guest: G, weddingGuests: () => G[]): { event: WeddingEvent; forNames: string[] }[] {
  const members = householdOf(guest, weddingGuests);
  return events
    .map((event) => ({ event, invited: members.filter((member) => isInvited(event.audience, member)) }))
    .filter(({ invited }) => invited.length > 0)
    .map(({ event, invited }) => ({ event, forNames: invited.length < members.length ? invited.map((m) => m.name) : [] }));
}

/**
 * The events list of the RSVP page, with calendar links (the caller has checked access): a guest
 * known by their personal link sees the events they are invited to; anyone else only the events
 * for everyone, so nobody learns that a private event exists.
 */
export async function rsvpEventList<E extends AppEnv>(c: Context<E>, found: PublishedWedding, guestRsvpToken: string | null = null, lang: Lang = 'en') {
  const { wedding } = found;
  const cal = calendarWedding(found);
  const base = `/${wedding.weddingUrl}`;
  const repository = eventsRepository(c.var.store);
  const guestId = guestRsvpToken ? guestIdOfToken(guestRsvpToken) : null;
  const guest = guestId ? await repository.guest(wedding.id, guestId) : undefined;
  const token = guest ? guestRsvpToken : null;
  const feedUrl = guestCalendarUrl(requestOrigin(c), wedding.weddingUrl, true, token);
  const suffix = token ? `?guest=${encodeURIComponent(token)}` : '';
  let listed: { event: WeddingEvent; forNames: string[] }[];
  if (guest) {
    const weddingGuests = guest.householdId ? await repository.guests(wedding.id) : [];
    listed = householdEventsOf(await listEvents(repository, wedding), guest, () => weddingGuests);
  } else listed = (await publicEvents(repository, wedding)).map((event) => ({ event, forNames: [] }));
  // In the page's language (issue 27): the couple's translations; the wedding day Vowly made up, in Vowly's words.
  const events = listed
    .map(({ event, forNames }) => ({ event: eventInLanguage(event, lang), forNames }))
    .map(({ event, forNames }) => ({
      event,
      forNames,
      icsUrl: `${base}/events/${event.id}.ics${suffix}`,
      googleUrl: googleCalendarUrl(cal, event, lang),
      outlookUrl: outlookCalendarUrl(cal, event, lang),
    }));
  return <EventList events={events} timeZone={wedding.timeZone} allIcsUrl={`${base}/events.ics${suffix}`} feedUrl={feedUrl} />;
}

/**
 * The schedule section's events on the public page (issue 16 items 1 and 2): only the events for
 * everyone, since the page is the same for every visitor and cached. Shown only when the couple
 * added something beyond the wedding day read from the wedding's date; deciding that from the
 * public events alone keeps a private event from showing even as a change in the page.
 */
export async function scheduleEvents(store: DataStore, found: PublishedWedding, lang?: string): Promise<SiteEvent[] | undefined> {
  const { wedding } = found;
  // In the page's language: the couple's translations of each event's texts (issue 27 item 2).
  const events = (await publicEvents(eventsRepository(store), wedding)).map((event) => eventInLanguage(event, lang));
  if (!events.some((event) => !event.derived)) return undefined;
  const cal = calendarWedding(found);
  const base = `/${wedding.weddingUrl}`;
  return events.map((event) => ({
    id: event.id,
    title: event.title,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    ...eventDateAndTime(event, wedding.timeZone),
    location: eventLocation(event),
    mapUrl: event.mapUrl,
    dressCode: event.dressCode,
    notes: event.notes,
    icsUrl: `${base}/events/${event.id}.ics`,
    googleUrl: googleCalendarUrl(cal, event, toLang(lang) ?? 'en'),
    outlookUrl: outlookCalendarUrl(cal, event, toLang(lang) ?? 'en'),
  }));
}
