// A guest's answers to the special-request questions. One store transaction reads the questions and
// what the guest answered before and writes the new answers (one row per guest and question, upserted)
// plus one response row per guest, so a double submit, a retry or two tabs never store anything twice,
// and the same guest can come back and change an answer.
import type { ResponseRow } from './repository';
import { UserError } from '../../../core/errors';
import { checkAnswers } from './answer-input';
import { normaliseSpecialAnswer, type SpecialAnswers, type SpecialQuestion } from './model';
import { specialQuestionsOf } from './question-json';
import type { SpecialRepositories } from './repositories';
import { translator } from '../../../shared/i18n';

export type ResponseSource = 'questions' | 'rsvp' | 'new-guest';

/** Answers by guest id, then question id (as stored: 'yes'/'no', an option, or text). */
export async function specialAnswersOf(repos: Pick<SpecialRepositories, 'questions'>, guestIds: string[]): Promise<Map<string, SpecialAnswers>> {
  const result = new Map<string, SpecialAnswers>();
  for (const [guestId, own] of await repos.questions.answers('special', guestIds)) result.set(guestId, Object.fromEntries(own));
  return result;
}

/** One guest's stored answers. */
export async function specialAnswersOfGuest(repos: Pick<SpecialRepositories, 'questions'>, guestId: string): Promise<SpecialAnswers> {
  return (await specialAnswersOf(repos, [guestId])).get(guestId) ?? {};
}

export async function responseOf(repos: Pick<SpecialRepositories, 'special'>, guestId: string): Promise<ResponseRow | null> {
  return (await repos.special.response(guestId)) ?? null;
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

export function saveSpecialAnswers(repos: SpecialRepositories, input: SaveAnswers): Promise<SavedAnswers> {
  const now = input.now ?? new Date();
  const { special: responses, questions: answers } = repos;
  return responses.transaction(async () => {
    const guest = await repos.guests.find(input.weddingId, input.guestId);
    if (!guest) throw new UserError('guest.not-found', translator('en')('rsvp.error.guestNotFound'));
    const questions = await specialQuestionsOf(repos, input.weddingId);
    checkAnswers(questions, input.answers, await specialAnswersOfGuest(repos, guest.id));
    for (const question of questions) {
      const raw = input.answers[question.id];
      if (raw === undefined) continue;
      await answers.writeAnswer(guest.id, question.id, normaliseSpecialAnswer(question, raw) ?? '', now);
    }
    // The first answer's time and source stay; later changes only move updatedAt.
    const response = await responses.saveResponse({ guestId: guest.id, weddingId: input.weddingId, source: input.source }, now);
    return { questions, answers: await specialAnswersOfGuest(repos, guest.id), submittedAt: response.submittedAt };
  });
}
