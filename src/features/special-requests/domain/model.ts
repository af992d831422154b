// The special requests' questions and answers as the pages and the API use them. A question is
// an RSVP question without a scope (every guest answers for themselves), so answers are read and
// checked with the RSVP's own rules (src/shared/rsvp/model.ts, validate.ts texts): the same
// kinds, the same 500-character answers, the same messages.
import { ANSWER_MAX, normaliseAnswer, type QuestionKind, type RsvpQuestion } from '../../../shared/rsvp/model';
import { ANSWER_TOO_LONG, answerRequired, CHOICE_INVALID, YESNO_INVALID } from '../../../shared/rsvp/texts';
import type { Translate } from '../../../shared/i18n';
import type { Translations } from '../../../shared/wedding/translations';
import { questionLabel } from '../../../shared/rsvp/question-text';
import { appText } from '../../../shared/i18n/app';

export interface SpecialQuestion {
  id: string;
  kind: QuestionKind;
  label: string;
  options: string[];
  required: boolean;
  /** The label and choices in the wedding's other languages (issue 27 item 2). */
  translations?: Translations;
}

/** Answers by question id ('' or missing: no answer). */
export type SpecialAnswers = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** Form field of a question's answer; ids are lower-case base32, so a dot separates safely. */
export const answerField = (questionId: string) => `answer.${questionId}`;

function asRsvpQuestion(question: SpecialQuestion): RsvpQuestion {
  return { ...question, scope: 'guest' };
}

/** The stored form of an answer ('' = none), or null when the question's kind refuses it. */
export function normaliseSpecialAnswer(question: SpecialQuestion, raw: string): string | null {
  return normaliseAnswer(asRsvpQuestion(question), raw);
}

function kindError(question: SpecialQuestion, t?: Translate): string {
  if (question.kind === 'yesno') return t ? t('questions.error.yesno') : YESNO_INVALID;
  if (question.kind === 'choice') return t ? t('questions.error.choice') : CHOICE_INVALID;
  return t ? t('questions.error.tooLong') : ANSWER_TOO_LONG;
}

/**
 * Every problem of a set of answers, keyed by form field, in question order (the first is the
 * API's msg). `answers` are what the guest will have once saved: stored ones with the new laid over.
 */
export function validateAnswers(
  questions: SpecialQuestion[],
  answers: SpecialAnswers,
  options: {
    enforceRequired: boolean;
    /** The guest's language (the questions page): its words, and the couple's labels in it where written; English without. */ t?: Translate;
    lang?: string;
  },
): FieldErrors {
  const { t } = options;
  const errors: FieldErrors = {};
  for (const question of questions) {
    const raw = answers[question.id] ?? '';
    const value = normaliseSpecialAnswer(question, raw);
    if (value === null) errors[answerField(question.id)] = raw.length > ANSWER_MAX ? kindError({ ...question, kind: 'text' }, t) : kindError(question, t);
    else if (value === '' && question.required && options.enforceRequired)
      errors[answerField(question.id)] = t ? t('questions.error.answer', { label: questionLabel(question, options.lang) }) : answerRequired(question.label);
  }
  return errors;
}

/** 'yes'/'no' as people read them; other answers as given. */
export function answerText(value: string): string {
  return value === 'yes' ? appText('special-requests.yes') : value === 'no' ? appText('special-requests.no') : value;
}
