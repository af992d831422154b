// The couple's special-request questions: the questions module (src/features/questions/domain) with the
// special requests' form (no scope, no event).
import type { SpecialQuestion } from './model';
import type { SpecialQuestionInput } from './schemas';
import { questionsFeature, type QuestionRow } from '../../questions';

export function specialQuestionJson(row: QuestionRow): SpecialQuestion {
  return { id: row.id, kind: row.kind, label: row.label, options: row.kind === 'choice' ? row.options : [], required: row.required };
}

/** The special requests' questions (src/features/questions/domain with their form). */
export const specialQuestionFeature = questionsFeature<SpecialQuestion, SpecialQuestionInput>({ form: 'special', json: specialQuestionJson });

export const listSpecialQuestions = specialQuestionFeature.list;
export const addSpecialQuestion = specialQuestionFeature.add;
