// The couple's special-request questions: the questions module (src/domain/questions) with the
// special requests' form (no scope, no event).
import type { Db } from '../../db/connection';
import type { DbOrTx } from '../../db/queries/guests';
import type { SpecialQuestion } from './model';
import type { SpecialQuestionInput } from './schemas';
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

export function specialQuestionJson(row: QuestionRow): SpecialQuestion {
  return { id: row.id, kind: row.kind, label: row.label, options: row.kind === 'choice' ? row.options : [], required: row.required };
}

const SPECIAL: QuestionsOf<SpecialQuestion> = { form: 'special', json: specialQuestionJson };

export function listSpecialQuestions(db: DbOrTx, weddingId: string): SpecialQuestion[] {
  return listQuestionsOf(db, SPECIAL, weddingId);
}

export function addSpecialQuestion(db: Db, weddingId: string, input: SpecialQuestionInput): SpecialQuestion {
  return addQuestionOf(db, SPECIAL, weddingId, input);
}

export function updateSpecialQuestion(db: Db, weddingId: string, id: string, input: SpecialQuestionInput): SpecialQuestion {
  return updateQuestionOf(db, SPECIAL, weddingId, id, input);
}

export function deleteSpecialQuestion(db: Db, weddingId: string, id: string) {
  deleteQuestionOf(db, SPECIAL, weddingId, id);
}

export function moveSpecialQuestion(db: Db, weddingId: string, id: string, direction: 'up' | 'down'): SpecialQuestion[] {
  return moveQuestionOf(db, SPECIAL, weddingId, id, direction);
}

/** A new order naming every question exactly once. */
export function reorderSpecialQuestions(db: Db, weddingId: string, ids: string[]): SpecialQuestion[] {
  return reorderQuestionsOf(db, SPECIAL, weddingId, ids);
}
