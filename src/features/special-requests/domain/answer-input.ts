// A guest's submitted answers before anything is stored: read from the shapes the page and the API send,
// laid over what the guest answered before, and checked against the wedding's questions (no database:
// ./answers.ts stores them).
import { UserError } from '../../../core/errors';
import { NO_QUESTIONS } from '../../../shared/rsvp/texts';
import { firstError } from '../../../shared/rsvp/validate';
import { type FieldErrors, type SpecialAnswers, type SpecialQuestion, validateAnswers } from './model';
import { translator } from '../../../shared/i18n';

/** 400 with every field's problem in `errors` (the first one is the msg). */
export class SpecialValidationError extends UserError {
  constructor(readonly errors: FieldErrors) {
    super('questions.invalid-answers', firstError(errors) ?? translator('en')('rsvp.error.checkAnswers'), { errors });
  }
}

/**
 * Reads answers from the shapes the page and the API send: form fields `answer.{questionId}` (flat, or
 * read into `answer: { questionId }` by the action's form reader), or `answers` as an object (JSON) or as
 * JSON text (a form carrying it). Booleans become yes/no.
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
      throw new UserError('input.invalid', translator('en')('questions.error.answersJson'));
    }
  }
  if (json && typeof json === 'object' && !Array.isArray(json)) for (const [id, value] of Object.entries(json)) put(id, value);
  const nested = body.answer;
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) for (const [id, value] of Object.entries(nested)) put(id, value);
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
