/**
 * A wedding's events (issue 16 item 1). The main wedding day is event 1: until the couple saves it,
 * it is read from the wedding's date (three hours from the wedding's time), so existing weddings
 * need no migration of data and a changed wedding date moves it. See docs/decisions.md "Events".
 */
import { appText } from '../../../shared/i18n/app';
import { z } from 'zod';
import type { GuestWithHousehold } from '../../guests';
import { UserError } from '../../../core/errors';
import { localDateAndTime, weddingInstant } from '../../../shared/wedding/local-time';
import { isInvited } from '../../../shared/events/audience';
import {
  derivedMain,
  eventsOf,
  eventTextLimit,
  fromRow,
  MAIN_EVENT_ID,
  siteLocation,
  type WeddingEvent,
  type WeddingForEvents,
} from '../../../shared/events/event-list';
import { tagsSchema } from '../../../shared/guests/tags';
import { recordEventChange } from './event-changes';
import type { EventsRepository, EventValues } from './repository/events';
import { translationsPatchSchema } from '../../../shared/wedding/translations';

export const EVENT_MESSAGES = {
  added: appText('events.added'),
  saved: appText('events.saved'),
  deleted: appText('events.deleted'),
  notFound: appText('events.notFound'),
  titleNeeded: appText('events.titleNeeded'),
  badDate: appText('events.badDate'),
  badTime: appText('events.badTime'),
  endBeforeStart: appText('events.endBeforeStart'),
  badMap: appText('events.badMap'),
  tooMany: appText('events.tooMany'),
  mainKept: appText('events.mainKept'),
  audienceEmpty: appText('events.audienceEmpty'),
  audienceGuestUnknown: appText('events.audienceGuestUnknown'),
};

export type { WeddingEvent, WeddingForEvents } from '../../../shared/events/event-list';

export const MAX_EVENTS = 30;
const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, EVENT_MESSAGES.badTime);
const text = (max: number) => z.string().trim().max(max).default('');

export const eventInputSchema = z
  .object({
    title: z.string().trim().min(1, EVENT_MESSAGES.titleNeeded).max(120),
    date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.badDate),
    startTime: time,
    endDate: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, EVENT_MESSAGES.badDate)
      .default(''),
    endTime: time,
    venueName: text(200),
    venueAddress: text(500),
    mapUrl: z
      .string()
      .trim()
      .max(1000)
      .regex(/^(https:\/\/\S+)?$/, EVENT_MESSAGES.badMap)
      .default(''),
    dressCode: text(200),
    notes: text(2000),
    /** The texts above in the wedding's other languages: { [lang]: { title, venueName, … } }; left out: as they were. */
    translations: translationsPatchSchema(eventTextLimit).optional(),
    /** Who is invited: 'everyone', or 'chosen' (the tags and guests below). Left out: as it was (everyone for a new event). */
    audience: z.enum(['everyone', 'chosen'], { error: appText('events.audienceBad') }).optional(),
    inviteTags: tagsSchema.optional(),
    inviteGuestIds: z
      .preprocess((value) => (typeof value === 'string' ? (value === '' ? [] : [value]) : value), z.array(z.string().trim().max(64)).max(500))
      .optional(),
  })
  .refine((e) => `${e.endDate || e.date}T${e.endTime}` >= `${e.date}T${e.startTime}`, { message: EVENT_MESSAGES.endBeforeStart, path: ['endTime'] });
export type EventInput = z.output<typeof eventInputSchema>;

/** The wedding's events in time order. */
export async function listEvents(repository: EventsRepository, wedding: WeddingForEvents): Promise<WeddingEvent[]> {
  return eventsOf(await repository.eventRows(wedding.id), wedding);
}

/**
 * The events a guest is invited to (issue 16 item 2), in the order of listEvents. The guest's
 * household tags are read with them when the caller does not have them.
 */
export async function eventsForGuest(
  repository: EventsRepository,
  wedding: WeddingForEvents,
  guest: GuestWithHousehold | { id: string; weddingId: string },
): Promise<WeddingEvent[]> {
  const full = 'tags' in guest && 'householdTags' in guest ? guest : await repository.guest(wedding.id, guest.id);
  if (!full) return [];
  return (await listEvents(repository, wedding)).filter((event) => isInvited(event.audience, full));
}

/** The events anyone may see: those for everyone. */
export async function publicEvents(repository: EventsRepository, wedding: WeddingForEvents): Promise<WeddingEvent[]> {
  return (await listEvents(repository, wedding)).filter((event) => event.audience.everyone);
}

/** The audience the input asks for (undefined: keep the stored one); guest ids must be the wedding's. */
export function audienceValues(input: EventInput, knownGuestIds: () => string[]) {
  if (input.audience === undefined && input.inviteTags === undefined && input.inviteGuestIds === undefined) return {};
  const everyone = input.audience === 'everyone';
  const tags = everyone ? [] : (input.inviteTags ?? []);
  const guestIds = everyone ? [] : [...new Set(input.inviteGuestIds ?? [])];
  if (!everyone && tags.length === 0 && guestIds.length === 0) throw new UserError('events.audience-empty', EVENT_MESSAGES.audienceEmpty);
  if (guestIds.length > 0) {
    const known = new Set(knownGuestIds());
    if (guestIds.some((id) => !known.has(id))) throw new UserError('events.audience-guest-unknown', EVENT_MESSAGES.audienceGuestUnknown);
  }
  return { forEveryone: everyone, inviteTags: tags, inviteGuestIds: guestIds };
}

async function eventValues(repository: EventsRepository, wedding: WeddingForEvents, input: EventInput): Promise<EventValues> {
  const named = input.inviteGuestIds?.length && input.audience !== 'everyone' ? await repository.guestIds(wedding.id) : [];
  return { ...values(input, wedding.timeZone), ...audienceValues(input, () => named) };
}

export function values(input: EventInput, timeZone: string) {
  return {
    title: input.title,
    startsAt: weddingInstant(input.date, input.startTime, timeZone),
    endsAt: weddingInstant(input.endDate || input.date, input.endTime, timeZone),
    venueName: input.venueName,
    venueAddress: input.venueAddress,
    mapUrl: input.mapUrl,
    dressCode: input.dressCode,
    notes: input.notes,
    ...(input.translations ? { translations: input.translations } : {}),
  };
}

export function createEvent(repository: EventsRepository, wedding: WeddingForEvents, input: EventInput): Promise<WeddingEvent> {
  return repository.transaction(async () => {
    if ((await repository.countEvents(wedding.id)) >= MAX_EVENTS) throw new UserError('events.too-many', EVENT_MESSAGES.tooMany);
    // The schedule section of the public page shows the events.
    await repository.publicPageChanged(wedding.id);
    return fromRow(await repository.insertEvent(wedding.id, false, await eventValues(repository, wedding, input)));
  });
}

/** Saves an event; saving the derived wedding day stores it as the main event. */
export function updateEvent(repository: EventsRepository, wedding: WeddingForEvents, id: string, input: EventInput): Promise<WeddingEvent> {
  return repository.transaction(async () => {
    await repository.publicPageChanged(wedding.id);
    if (id === MAIN_EVENT_ID) {
      const stored = await repository.mainEventRow(wedding.id);
      if (stored || !wedding.weddingDate) throw new UserError('events.not-found', EVENT_MESSAGES.notFound);
      const saved = fromRow(await repository.insertEvent(wedding.id, true, await eventValues(repository, wedding, input)));
      await repository.moveEventId(wedding.id, MAIN_EVENT_ID, saved.id);
      // Guests were told the wedding day as read from the wedding's date (issue 16 item 8).
      await recordEventChange(repository, wedding.id, derivedMain(wedding.weddingDate, siteLocation(wedding.content)), saved);
      return saved;
    }
    const previous = await repository.eventRow(wedding.id, id);
    if (!previous) throw new UserError('events.not-found', EVENT_MESSAGES.notFound);
    const row = await repository.updateEvent(wedding.id, id, await eventValues(repository, wedding, input));
    if (!row) throw new UserError('events.not-found', EVENT_MESSAGES.notFound);
    // A new time or place after invitations went out waits for the couple to notify guests (issue 16 item 8).
    await recordEventChange(repository, wedding.id, fromRow(previous), fromRow(row));
    return fromRow(row);
  });
}

/** Deletes an event. Deleting the saved wedding day returns it to what the wedding's date says. */
export async function deleteEvent(repository: EventsRepository, wedding: WeddingForEvents, id: string): Promise<void> {
  if (id === MAIN_EVENT_ID) throw new UserError('events.main-kept', EVENT_MESSAGES.mainKept);
  await repository.transaction(async () => {
    await repository.publicPageChanged(wedding.id);
    const row = await repository.deleteEvent(wedding.id, id);
    if (!row) throw new UserError('events.not-found', EVENT_MESSAGES.notFound);
    // A change of plans nobody was told about yet goes with the event.
    await repository.dropPendingChanges(wedding.id, id);
    // Its answers and questions follow the wedding's date again, or (another event) its questions are
    // asked for all events again rather than lost with their answers.
    if (row.main) await repository.moveEventId(wedding.id, id, MAIN_EVENT_ID);
    else await repository.releaseEvent(wedding.id, id);
  });
}

/** The event as the form's fields, in the wedding's zone. */
export function eventFormValues(event: WeddingEvent | null, timeZone: string): EventInput {
  if (!event)
    return {
      title: '',
      date: '',
      startTime: '',
      endDate: '',
      endTime: '',
      venueName: '',
      venueAddress: '',
      mapUrl: '',
      dressCode: '',
      notes: '',
      audience: 'everyone',
      inviteTags: [],
      inviteGuestIds: [],
    };
  const start = localDateAndTime(event.startsAt, timeZone);
  const end = localDateAndTime(event.endsAt, timeZone);
  return {
    title: event.title,
    date: start.date,
    startTime: start.time,
    endDate: end.date === start.date ? '' : end.date,
    endTime: end.time,
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    mapUrl: event.mapUrl,
    dressCode: event.dressCode,
    notes: event.notes,
    audience: event.audience.everyone ? 'everyone' : 'chosen',
    inviteTags: event.audience.tags,
    inviteGuestIds: event.audience.guestIds,
  };
}

export function eventJson(event: WeddingEvent, timeZone: string) {
  return { ...event, startsAt: event.startsAt.toISOString(), endsAt: event.endsAt.toISOString(), timeZone, local: eventFormValues(event, timeZone) };
}
