// RSVP's repositories in memory (issue 29 item 7): the guests', the questions', the RSVP's and the visitors' notes'
// in-memory repositories together (repositories.ts's RsvpRepositories), with the set-up the RSVP's unit tests share:
// a wedding's events, guests in households, questions and their answers; and the special requests' (their own
// repository beside the same guests and questions).
import type { QuestionForm, WeddingEventRow } from '../../src/core/db/schema';
import type { QuestionRow } from '../../src/features/questions';
import { memoryGuestsRepository, type MemoryGuests } from '../../src/features/guests/domain/repository.memory';
import { memoryQuestionsRepository, type MemoryQuestions } from '../../src/features/questions/domain/repository.memory';
import type { GuestChanges } from '../../src/features/guests';
import type { RsvpRepositories } from '../../src/features/rsvp/domain/repositories';
import { memoryRsvpRepository, type MemoryRsvp } from '../../src/features/rsvp/domain/repository.memory';
import { memoryGuestRequestsRepository, type MemoryGuestRequests } from '../../src/features/rsvp/domain/requests-repository.memory';
import type { SpecialRepositories } from '../../src/features/special-requests/domain/repositories';
import { memorySpecialRequestsRepository, type MemorySpecialRequests } from '../../src/features/special-requests/domain/repository.memory';

export interface MemoryRsvpRepositories extends RsvpRepositories {
  guests: MemoryGuests;
  questions: MemoryQuestions;
  rsvp: MemoryRsvp;
  requests: MemoryGuestRequests;
}

export function memoryRsvpRepositories(): MemoryRsvpRepositories {
  return { guests: memoryGuestsRepository(), questions: memoryQuestionsRepository(), rsvp: memoryRsvpRepository(), requests: memoryGuestRequestsRepository() };
}

export interface MemorySpecialRepositories extends SpecialRepositories {
  guests: MemoryGuests;
  questions: MemoryQuestions;
  special: MemorySpecialRequests;
  requests: MemoryGuestRequests;
}

/** The special requests' repositories on the RSVP's guests and questions; `weddings`: wedding id → whether it is Pro. */
export function memorySpecialRepositories(repos = memoryRsvpRepositories(), weddings: Record<string, boolean> = { w1: false }): MemorySpecialRepositories {
  return { guests: repos.guests, questions: repos.questions, special: memorySpecialRequestsRepository(weddings), requests: repos.requests };
}

/** Set-up on the repositories for wedding 'w1' (a test names only what its rule reads). */
export function rsvpSetup(repos: Pick<MemoryRsvpRepositories, 'guests' | 'questions' | 'rsvp'>, weddingId = 'w1') {
  let added = 0;
  return {
    /** The wedding's stored events (none: no events, as a wedding without a date). */
    events(rows: WeddingEventRow[], timeZone = 'UTC') {
      repos.rsvp.rows.sources.set(weddingId, { wedding: { id: weddingId, timeZone, weddingDate: null, content: {} }, rows });
    },
    /** A guest (in `household`, made on first use), added after the ones before; returns the stored guest. */
    async guest(name: string, extra: GuestChanges & { household?: string } = {}) {
      const { household, ...changes } = extra;
      let householdId: string | null = null;
      if (household) {
        const known = (await repos.guests.households(weddingId)).find((h) => h.name === household);
        householdId = known?.id ?? (await repos.guests.addHouseholds(weddingId, [household]))[0]!;
      }
      const at = new Date(Date.UTC(2027, 0, 1) + added++ * 1000);
      const [id] = await repos.guests.insert([{ weddingId, name, nameKey: name.toLowerCase(), createdAt: at, updatedAt: at, householdId, ...changes }]);
      return (await repos.guests.find(weddingId, id!))!;
    },
    /** An RSVP question (or of `form`), after the ones before. */
    async question(label: string, values: Partial<Pick<QuestionRow, 'kind' | 'options' | 'required' | 'scope' | 'eventId'>> = {}, form: QuestionForm = 'rsvp') {
      const position = (await repos.questions.rows(form, weddingId)).length;
      return repos.questions.insert(form, weddingId, { kind: 'text', label, options: [], required: false, ...values }, position);
    },
    /** A stored answer of the guest (or of their plus-one). */
    answer(guestId: string, questionId: string, value: string, plusOne = false) {
      return repos.questions.writeAnswer(guestId, questionId, value, new Date(0), plusOne);
    },
  };
}
