// The repositories RSVP's rules read and write through (issue 29 item 7): the rules take them, so they run on the
// in-memory ones in unit tests; routes, other features and the contract tests build them on a store here.
import type { DataStore } from '../../../core/db/store/store';
import { guestsRepository, type GuestsRepository, type GuestWithHousehold } from '../../guests';
import { questionsRepository, type QuestionsRepository } from '../../questions';
import type { RsvpQuestion } from '../../../shared/rsvp/model';
import type { EventTallies } from './event-answers';
import * as reads from './event-reads';
import { rsvpRepository, type RsvpRepository } from './repository';
import { guestRequestsRepository, type GuestRequestsRepository } from './requests-repository';

export interface RsvpRepositories {
  guests: GuestsRepository;
  questions: QuestionsRepository;
  rsvp: RsvpRepository;
  requests: GuestRequestsRepository;
}

export function rsvpRepositories(store: DataStore): RsvpRepositories {
  return { guests: guestsRepository(store), questions: questionsRepository(store), rsvp: rsvpRepository(store), requests: guestRequestsRepository(store) };
}

/** Counts per event (event-reads.ts) for other features, on their store. */
export function eventTalliesOf(store: DataStore, weddingId: string, list: GuestWithHousehold[]) {
  return reads.eventTalliesOf(rsvpRepositories(store), weddingId, list);
}

/** The answers as they count (event-reads.ts) for other features, on their store. */
export function countedAnswersOf(
  store: DataStore,
  guests: GuestWithHousehold[],
  questions: RsvpQuestion[],
  byEvent: Pick<EventTallies, 'perGuest' | 'plusOnes'>,
) {
  return reads.countedAnswersOf(rsvpRepositories(store), guests, questions, byEvent);
}
