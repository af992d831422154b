// A guest's answers to the special-request questions. One store transaction reads the questions and
// what the guest answered before and writes the new answers (one row per guest and question, upserted)
// plus one response row per guest, so a double submit, a retry or two tabs never store anything twice,
// and the same guest can come back and change an answer.
import type { DataStore } from '../../../core/db/store/store';
import { guestsRepository } from '../../guests';
import { questionsRepository } from '../../questions';
import { specialRequestsRepository, type ResponseRow } from './repository';
import { UserError } from '../../../core/errors';
import { firstError } from '../../../shared/rsvp/validate';
import { normaliseSpecialAnswer, validateAnswers, type FieldErrors, type SpecialAnswers, type SpecialQuestion } from './model';
import { listSpecialQuestions } from './questions';
import { NO_QUESTIONS } from '../../../shared/rsvp/texts';

export type ResponseSource = 'questions' | 'rsvp' | 'new-guest';

/** 400 with every field's problem in `errors` (the first one is the msg). */
export class SpecialValidationError extends UserError {
  constructor(readonly errors: FieldErrors) {
    super('questions.invalid-answers', firstError(errors) ?? 'Please check your answers', { errors });
  }
}

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

/**
 * Reads answers from the shapes the page and the API send: form fields `answer.{questionId}`,
 * or `answers` as an object (JSON) or as JSON text (a form carrying it). Booleans become yes/no.
 */
export function readAnswers(body: Record<string, unknown>): SpecialAnswers {
  const answers: SpecialAnswers = {};
  const put = (id: string, value: unknown) => {
    if (!/^[a-z2-7]{1,64}$/.test(id)) return;
    if (typeof value === 'boolean') answers[id] = value ? 'yes' : 'no';
    else if (typeof value === 'string') answers[id] = value.slice(0, 2000);
    else if (value === null) answers[id] = '';
  };
  let json = body.answers;
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json);
    } catch {
      throw new UserError('input.invalid', 'answers must be JSON');
    }
  }
  if (json && typeof json === 'object' && !Array.isArray(json)) for (const [id, value] of Object.entries(json)) put(id, value);
  for (const [key, value] of Object.entries(body)) {
    const [field, id, extra] = key.split('.');
    if (field === 'answer' && id && extra === undefined) put(id, value);
  }
  return answers;
}

/** What the guest will have once this submission is saved: stored answers with the new laid over. */
export function mergeAnswers(questions: SpecialQuestion[], stored: SpecialAnswers, submitted: SpecialAnswers): SpecialAnswers {
  const merged: SpecialAnswers = {};
  for (const question of questions) {
    const value = submitted[question.id] ?? stored[question.id];
    if (value !== undefined) merged[question.id] = value;
  }
  return merged;
}

/** Checks a submission against the wedding's questions without writing (a new visitor's answers are checked before they are added). */
export function checkAnswers(questions: SpecialQuestion[], submitted: SpecialAnswers, stored: SpecialAnswers = {}) {
  if (questions.length === 0) throw new UserError('questions.none', NO_QUESTIONS);
  const errors = validateAnswers(questions, mergeAnswers(questions, stored, submitted), { enforceRequired: true });
  if (Object.keys(errors).length > 0) throw new SpecialValidationError(errors);
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
    if (!guest) throw new UserError('guest.not-found', 'Guest not found');
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
