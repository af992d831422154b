// RSVP's reads that feed its rules, through its repositories (repositories.ts): the wedding's events, the guests'
// stored answers per event and the counts per event (issue 16 item 3; the rules are event-answers.ts), and the
// answers as they count (issue 22 item 1; the rules are counted-answers.ts).
import type { GuestWithHousehold } from '../../guests';
import { eventsOf, type WeddingEvent } from '../../../shared/events/event-list';
import { groupEventAnswers, talliesOf, type EventAnswers, type EventTallies } from './event-answers';
import { countAnswers } from './counted-answers';
import type { RsvpQuestion } from '../../../shared/rsvp/model';
import type { RsvpRepositories } from './repositories';

type Rsvp = Pick<RsvpRepositories, 'rsvp'>;

/** The wedding's events (in order) and its time zone. */
export async function weddingEvents(repos: Rsvp, weddingId: string): Promise<{ events: WeddingEvent[]; timeZone: string }> {
  const source = await repos.rsvp.eventSource(weddingId);
  if (!source) return { events: [], timeZone: 'UTC' };
  return { events: eventsOf(source.rows, source.wedding), timeZone: source.wedding.timeZone };
}

/** The guests' stored answers per event. */
export async function eventAnswersOf(repos: Rsvp, guestIds: string[]): Promise<EventAnswers> {
  return groupEventAnswers(guestIds.length === 0 ? [] : await repos.rsvp.eventAnswers(guestIds));
}

/** Counts per event for the RSVP manager, the stats and the export. */
export async function eventTalliesOf(repos: Rsvp, weddingId: string, list: GuestWithHousehold[]) {
  const wedding = await weddingEvents(repos, weddingId);
  return talliesOf(
    wedding,
    await eventAnswersOf(
      repos,
      list.map((g) => g.id),
    ),
    list,
  );
}

/** The wedding's answers as they count (counted-answers.ts's countAnswers), read through the questions' repository. */
export async function countedAnswersOf(
  repos: Pick<RsvpRepositories, 'questions'>,
  guests: GuestWithHousehold[],
  questions: RsvpQuestion[],
  byEvent: Pick<EventTallies, 'perGuest' | 'plusOnes'>,
) {
  const ids = guests.map((g) => g.id);
  return countAnswers(guests, questions, byEvent, await repos.questions.answers('rsvp', ids), await repos.questions.answers('rsvp', ids, true));
}
