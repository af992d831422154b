// The couple's special-request questions: the questions module (src/features/questions/domain) with the
// special requests' form (no scope, no event).
import type { DataStore } from '../../../core/db/store/store';
import type { SpecialQuestion } from './model';
import type { SpecialQuestionInput } from './schemas';
import { questionsFeature } from '../../questions';
import { specialQuestionJson } from './question-json';

/** The special requests' questions (src/features/questions/domain with their form). */
export const specialQuestionFeature = questionsFeature<SpecialQuestion, SpecialQuestionInput>({ form: 'special', json: specialQuestionJson });

/** The wedding's special-request questions, in order. */
export const listSpecialQuestions = (store: DataStore, weddingId: string) => specialQuestionFeature.on(store).list(weddingId);
export const addSpecialQuestion = (store: DataStore, weddingId: string, input: SpecialQuestionInput) => specialQuestionFeature.on(store).add(weddingId, input);
