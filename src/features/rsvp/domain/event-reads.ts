// RSVP's reads from the store that feed its rules: the wedding's events, the guests' stored answers per
// event and the counts per event (issue 16 item 3; the rules are event-answers.ts), and the answers as they
// count (issue 22 item 1; the rules are counted-answers.ts).
import type { GuestWithHousehold } from '../../guests';
import type { DataStore } from '../../../core/db/store/store';
import { eventsOf, type WeddingEvent } from '../../../shared/events/event-list';
import { groupEventAnswers, talliesOf, type EventAnswers, type EventTallies } from './event-answers';
import { rsvpRepository } from './repository';
import { questionsRepository } from '../../questions';
import { countAnswers } from './counted-answers';
import type { RsvpQuestion } from '../../../shared/rsvp/model';

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

/** The wedding's answers as they count (counted-answers.ts's countAnswers), read from the store. */
export async function countedAnswersOf(
  store: DataStore,
  guests: GuestWithHousehold[],
  questions: RsvpQuestion[],
  byEvent: Pick<EventTallies, 'perGuest' | 'plusOnes'>,
) {
  const ids = guests.map((g) => g.id);
  const answers = questionsRepository(store);
  return countAnswers(guests, questions, byEvent, await answers.answers('rsvp', ids), await answers.answers('rsvp', ids, true));
}
