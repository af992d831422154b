// The couple's RSVP questions: the questions module (src/features/questions/domain) with the RSVP's form,
// scope and per-event questions.
import type { DbOrTx } from '../../guests';
import { UserError } from '../../../core/errors';
import type { RsvpQuestion } from '../../../shared/rsvp/model';
import { QUESTION_TEXTS, type QuestionInput } from '../../../shared/rsvp/schemas';
import { weddingEventsOf } from './event-answers';
import { questionsFeature, type QuestionRow } from '../../questions';

export function questionJson(row: QuestionRow): RsvpQuestion {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    options: row.kind === 'choice' ? row.options : [],
    required: row.required,
    scope: row.scope,
    // Only a question about one event says which (the shape of the others is unchanged).
    ...(row.eventId ? { eventId: row.eventId } : {}),
  };
}

/** A question for one event names one of the wedding's events. */
function assertEvent(tx: DbOrTx, weddingId: string, eventId: string | null | undefined) {
  if (!eventId) return;
  if (!weddingEventsOf(tx, weddingId).events.some((e) => e.id === eventId)) throw new UserError('questions.unknown-event', QUESTION_TEXTS.eventUnknown);
}

/** The RSVP's questions (src/features/questions/domain with the RSVP's form). */
export const rsvpQuestionFeature = questionsFeature<RsvpQuestion, QuestionInput>({
  form: 'rsvp',
  json: questionJson,
  check: (tx, weddingId, input) => assertEvent(tx, weddingId, input.eventId),
});

export const listQuestions = rsvpQuestionFeature.list;
export const addQuestion = rsvpQuestionFeature.add;
