// The couple's special-request questions: the questions module (src/domain/questions) with the
// special requests' form (no scope, no event).
import type { SpecialQuestion } from './model';
import type { SpecialQuestionInput } from './schemas';
import { questionsFeature, type QuestionRow } from '../questions/questions';

export function specialQuestionJson(row: QuestionRow): SpecialQuestion {
  return { id: row.id, kind: row.kind, label: row.label, options: row.kind === 'choice' ? row.options : [], required: row.required };
}

const special = questionsFeature<SpecialQuestion, SpecialQuestionInput>({ form: 'special', json: specialQuestionJson });

export const listSpecialQuestions = special.list;
export const addSpecialQuestion = special.add;
export const updateSpecialQuestion = special.update;
export const deleteSpecialQuestion = special.remove;
export const moveSpecialQuestion = special.move;
export const reorderSpecialQuestions = special.reorder;
