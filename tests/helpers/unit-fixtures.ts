// Plain rows for the unit tests (issue 29 item 7): an event as stored, as listed, and a guest as the seating chart
// reads them, with blank details; each test names only what its rule reads.
import type { WeddingEventRow } from '../../src/core/db/schema';
import { EVERYONE, type EventAudience } from '../../src/shared/events/audience';
import type { EventDetails, StoredEvent, WeddingEvent } from '../../src/shared/events/event-list';
import type { GuestForSeating } from '../../src/features/seating/domain/repository';

const HOUR_MS = 3600_000;

/** An event's time (an hour long unless `endsAt`), its title, and blank place and texts. */
function details(title: string, startsAt: string, endsAt?: string): EventDetails {
  const start = new Date(startsAt);
  return {
    title,
    startsAt: start,
    endsAt: endsAt ? new Date(endsAt) : new Date(start.getTime() + HOUR_MS),
    venueName: '',
    venueAddress: '',
    mapUrl: '',
    dressCode: '',
    notes: '',
  };
}

/** An event as the shared list reads it from storage, for everyone. */
export const storedEvent = (id: string, startsAt: string, extra: Partial<StoredEvent> = {}): StoredEvent => ({
  id,
  main: false,
  ...details(id, startsAt),
  forEveryone: true,
  inviteTags: [],
  inviteGuestIds: [],
  translations: {},
  ...extra,
});

/** A wedding_events row of wedding 'w1'. */
export const eventRow = (id: string, startsAt: string, extra: Partial<WeddingEventRow> = {}): WeddingEventRow => ({
  ...storedEvent(id, startsAt),
  translations: {},
  weddingId: 'w1',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...extra,
});

/** An event as the wedding's event list gives it (stored, not derived). */
export const listedEvent = (id: string, startsAt: string, endsAt?: string, audience: EventAudience = EVERYONE, title = id): WeddingEvent => ({
  id,
  main: false,
  derived: false,
  ...details(title, startsAt, endsAt),
  audience,
  translations: {},
});

/** A guest as the seating chart reads them: accepted, alone, no plus-one, no tags. */
export const seatingGuest = (id: string, name: string, extra: Partial<GuestForSeating> = {}): GuestForSeating => ({
  id,
  name,
  nameKey: name.toLowerCase(),
  householdId: null,
  householdName: null,
  status: 'Accepted',
  plusOneAllowed: false,
  plusOneName: null,
  plusOneStatus: null,
  tags: [],
  householdTags: null,
  ...extra,
});
