// Per-event RSVP's reads from the store (issue 16 item 3): the wedding's events, the guests' stored
// answers per event and the counts per event, through the RSVP repository; the rules are event-answers.ts.
import type { GuestWithHousehold } from '../../guests';
import type { DataStore } from '../../../core/db/store/store';
import { eventsOf, type WeddingEvent } from '../../../shared/events/event-list';
import { groupEventAnswers, talliesOf, type EventAnswers } from './event-answers';
import { rsvpRepository } from './repository';

/** The wedding's events (in order) and its time zone. */
export async function weddingEvents(store: DataStore, weddingId: string): Promise<{ events: WeddingEvent[]; timeZone: string }> {
  const source = await rsvpRepository(store).eventSource(weddingId);
  if (!source) return { events: [], timeZone: 'UTC' };
  return { events: eventsOf(source.rows, source.wedding), timeZone: source.wedding.timeZone };
}

/** The guests' stored answers per event. */
export async function eventAnswersOf(store: DataStore, guestIds: string[]): Promise<EventAnswers> {
  return groupEventAnswers(guestIds.length === 0 ? [] : await rsvpRepository(store).eventAnswers(guestIds));
}

/** Counts per event for the RSVP manager, the stats and the export. */
export async function eventTalliesOf(store: DataStore, weddingId: string, list: GuestWithHousehold[]) {
  const wedding = await weddingEvents(store, weddingId);
  return talliesOf(
    wedding,
    await eventAnswersOf(
      store,
      list.map((g) => g.id),
    ),
    list,
  );
}
