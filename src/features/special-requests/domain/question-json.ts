// A special-request question as the API and the pages show it, from its row; and the wedding's questions read through
// the questions' repository (the rules that take the repositories; routes use questions.ts's listSpecialQuestions).
import type { QuestionRow } from '../../questions';
import type { SpecialQuestion } from './model';
import { translationsField } from '../../../shared/rsvp/question-language';
import type { SpecialRepositories } from './repositories';

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

/** The wedding's special-request questions, in order. */
export async function specialQuestionsOf(repos: Pick<SpecialRepositories, 'questions'>, weddingId: string): Promise<SpecialQuestion[]> {
  return (await repos.questions.rows('special', weddingId)).map(specialQuestionJson);
}
