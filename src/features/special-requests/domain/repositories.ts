// The repositories the special requests' rules read and write through (issue 29 item 7): the rules take them, so
// they run on the in-memory ones in unit tests; routes and the contract tests build them on a store here.
import type { DataStore } from '../../../core/db/store/store';
import { guestsRepository, type GuestsRepository } from '../../guests';
import { questionsRepository, type QuestionsRepository } from '../../questions';
import { specialRequestsRepository, type SpecialRequestsRepository } from './repository';

export interface SpecialRepositories {
  guests: GuestsRepository;
  questions: QuestionsRepository;
  /** The special requests' own: settings, responses, the owner's plan. */
  special: SpecialRequestsRepository;
}

export function specialRepositories(store: DataStore): SpecialRepositories {
  return { guests: guestsRepository(store), questions: questionsRepository(store), special: specialRequestsRepository(store) };
}
