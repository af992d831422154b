// An RSVP question as the form, the API and the manager show it, from its row; and the wedding's questions read
// through the questions' repository (the rules that take the repositories; routes use questions.ts's listQuestions).
import type { QuestionRow } from '../../questions';
import type { RsvpQuestion } from '../../../shared/rsvp/model';
import { shownToCaterer } from '../../../shared/rsvp/caterer';
import { translationsField } from '../../../shared/rsvp/question-language';
import type { RsvpRepositories } from './repositories';

export function questionJson(row: QuestionRow): RsvpQuestion {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    options: row.kind === 'choice' ? row.options : [],
    required: row.required,
    scope: row.scope,
    forCaterer: shownToCaterer(row),
    // Only a question about one event says which (the shape of the others is unchanged).
    ...(row.eventId ? { eventId: row.eventId } : {}),
    ...translationsField(row.translations),
  };
}

/** The wedding's RSVP questions, in order. */
export async function questionsOf(repos: Pick<RsvpRepositories, 'questions'>, weddingId: string): Promise<RsvpQuestion[]> {
  return (await repos.questions.rows('rsvp', weddingId)).map(questionJson);
}
