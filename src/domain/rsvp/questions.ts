// The couple's RSVP questions: the questions module (src/domain/questions) with the RSVP's form,
// scope and per-event questions.
import type { Db } from '../../db/connection';
import type { DbOrTx } from '../../db/queries/guests';
import { UserError } from '../errors';
import type { RsvpQuestion } from '../../shared/rsvp/model';
import { QUESTION_TEXTS, type QuestionInput } from './schemas';
import { weddingEventsOf } from './event-answers';
import {
  addQuestionOf,
  deleteQuestionOf,
  listQuestionsOf,
  moveQuestionOf,
  reorderQuestionsOf,
  updateQuestionOf,
  type QuestionRow,
  type QuestionsOf,
} from '../questions/questions';

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
  if (!weddingEventsOf(tx, weddingId).events.some((e) => e.id === eventId)) throw new UserError(400, QUESTION_TEXTS.eventUnknown);
}

const RSVP: QuestionsOf<RsvpQuestion> = {
  form: 'rsvp',
  json: questionJson,
  check: (tx, weddingId, input) => assertEvent(tx, weddingId, input.eventId),
};

export function listQuestions(db: DbOrTx, weddingId: string): RsvpQuestion[] {
  return listQuestionsOf(db, RSVP, weddingId);
}

export function addQuestion(db: Db, weddingId: string, input: QuestionInput): RsvpQuestion {
  return addQuestionOf(db, RSVP, weddingId, input);
}

export function updateQuestion(db: Db, weddingId: string, id: string, input: QuestionInput): RsvpQuestion {
  return updateQuestionOf(db, RSVP, weddingId, id, input);
}

export function deleteQuestion(db: Db, weddingId: string, id: string) {
  deleteQuestionOf(db, RSVP, weddingId, id);
}

export function moveQuestion(db: Db, weddingId: string, id: string, direction: 'up' | 'down'): RsvpQuestion[] {
  return moveQuestionOf(db, RSVP, weddingId, id, direction);
}

/** A new order naming every question exactly once. */
export function reorderQuestions(db: Db, weddingId: string, ids: string[]): RsvpQuestion[] {
  return reorderQuestionsOf(db, RSVP, weddingId, ids);
}
