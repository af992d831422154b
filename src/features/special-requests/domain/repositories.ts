// The repositories the special requests' rules read and write through (issue 29 item 7): the rules take them, so
// they run on the in-memory ones in unit tests; routes and the contract tests build them on a store here, with the
// other features' rules a visitor goes through.
import type { DataStore } from '../../../core/db/store/store';
import { addGuestToList, guestsRepository, type GuestsRepository } from '../../guests';
import { questionsRepository, type QuestionsRepository } from '../../questions';
import { createGuestRequest, findGuestByName, rsvpRepositories, type RsvpRepositories } from '../../rsvp';
import { specialRequestsRepository, type SpecialRequestsRepository } from './repository';
import type { VisitorRules } from './visitors';

export interface SpecialRepositories {
  guests: GuestsRepository;
  questions: QuestionsRepository;
  /** The special requests' own: settings, responses, the owner's plan. */
  special: SpecialRequestsRepository;
  /** The RSVP's notes from visitors (a visitor the list does not take leaves one). */
  requests: RsvpRepositories['requests'];
}

export function specialRepositories(store: DataStore): SpecialRepositories {
  return {
    guests: guestsRepository(store),
    questions: questionsRepository(store),
    special: specialRequestsRepository(store),
    requests: rsvpRepositories(store).requests,
  };
}

export const VISITOR_RULES: VisitorRules = { findGuestByName, createGuestRequest, addGuestToList };
