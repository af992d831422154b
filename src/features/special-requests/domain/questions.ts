// The couple's special-request questions: the questions module (src/features/questions/domain) with the
// special requests' form (no scope, no event).
import type { DataStore } from '../../../core/db/store/store';
import type { SpecialQuestion } from './model';
import type { SpecialQuestionInput } from './schemas';
import { translationsField } from '../../../shared/rsvp/question-language';
import { questionsFeature, type QuestionRow } from '../../questions';

export function specialQuestionJson(row: QuestionRow): SpecialQuestion {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    options: row.kind === 'choice' ? row.options : [],
    required: row.required,
    ...translationsField(row.translations),
  };
}

/** The special requests' questions (src/features/questions/domain with their form). */
export const specialQuestionFeature = questionsFeature<SpecialQuestion, SpecialQuestionInput>({ form: 'special', json: specialQuestionJson });

/** The wedding's special-request questions, in order. */
export const listSpecialQuestions = (store: DataStore, weddingId: string) => specialQuestionFeature.on(store).list(weddingId);
export const addSpecialQuestion = (store: DataStore, weddingId: string, input: SpecialQuestionInput) => specialQuestionFeature.on(store).add(weddingId, input);
