// A guest's answers to the special-request questions. One store transaction reads the questions and
// what the guest answered before and writes the new answers (one row per guest and question, upserted)
// plus one response row per guest, so a double submit, a retry or two tabs never store anything twice,
// and the same guest can come back and change an answer.
import type { DataStore } from '../../../core/db/store/store';
import { guestsRepository } from '../../guests';
import { questionsRepository } from '../../questions';
import { specialRequestsRepository, type ResponseRow } from './repository';
import { UserError } from '../../../core/errors';
import { checkAnswers } from './answer-input';
import { normaliseSpecialAnswer, type SpecialAnswers, type SpecialQuestion } from './model';
import { listSpecialQuestions } from './questions';
import { translator } from '../../../shared/i18n';

export type ResponseSource = 'questions' | 'rsvp' | 'new-guest';

/** Answers by guest id, then question id (as stored: 'yes'/'no', an option, or text). */
export async function specialAnswersOf(store: DataStore, guestIds: string[]): Promise<Map<string, SpecialAnswers>> {
  const result = new Map<string, SpecialAnswers>();
  for (const [guestId, own] of await questionsRepository(store).answers('special', guestIds)) result.set(guestId, Object.fromEntries(own));
  return result;
}

/** One guest's stored answers. */
export async function specialAnswersOfGuest(store: DataStore, guestId: string): Promise<SpecialAnswers> {
  return (await specialAnswersOf(store, [guestId])).get(guestId) ?? {};
}

export async function responseOf(store: DataStore, guestId: string): Promise<ResponseRow | null> {
  return (await specialRequestsRepository(store).response(guestId)) ?? null;
}

export interface SaveAnswers {
  weddingId: string;
  guestId: string;
  answers: SpecialAnswers;
  source: ResponseSource;
  now?: Date;
}

export interface SavedAnswers {
  questions: SpecialQuestion[];
  answers: SpecialAnswers;
  submittedAt: Date;
}

export function saveSpecialAnswers(store: DataStore, input: SaveAnswers): Promise<SavedAnswers> {
  const now = input.now ?? new Date();
  const responses = specialRequestsRepository(store);
  const answers = questionsRepository(store);
  return responses.transaction(async () => {
    const guest = await guestsRepository(store).find(input.weddingId, input.guestId);
    if (!guest) throw new UserError('guest.not-found', translator('en')('rsvp.error.guestNotFound'));
    const questions = await listSpecialQuestions(store, input.weddingId);
    checkAnswers(questions, input.answers, await specialAnswersOfGuest(store, guest.id));
    for (const question of questions) {
      const raw = input.answers[question.id];
      if (raw === undefined) continue;
      await answers.writeAnswer(guest.id, question.id, normaliseSpecialAnswer(question, raw) ?? '', now);
    }
    // The first answer's time and source stay; later changes only move updatedAt.
    const response = await responses.saveResponse({ guestId: guest.id, weddingId: input.weddingId, source: input.source }, now);
    return { questions, answers: await specialAnswersOfGuest(store, guest.id), submittedAt: response.submittedAt };
  });
}
