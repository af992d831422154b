// The couple's RSVP questions: the questions module (src/features/questions/domain) with the RSVP's form,
// scope and per-event questions.
import type { DataStore } from '../../../core/db/store/store';
import { UserError } from '../../../core/errors';
import type { RsvpQuestion } from '../../../shared/rsvp/model';
import { QUESTION_TEXTS, type QuestionInput } from '../../../shared/rsvp/schemas';
import { weddingEvents } from './event-reads';
import { questionsFeature } from '../../questions';
import { questionJson } from './question-json';
import { rsvpRepository } from './repository';

/** A question for one event names one of the wedding's events. */
async function assertEvent(store: DataStore, weddingId: string, eventId: string | null | undefined) {
  if (!eventId) return;
  if (!(await weddingEvents({ rsvp: rsvpRepository(store) }, weddingId)).events.some((e) => e.id === eventId))
    throw new UserError('questions.unknown-event', QUESTION_TEXTS.eventUnknown);
}

/** The RSVP's questions (src/features/questions/domain with the RSVP's form). */
export const rsvpQuestionFeature = questionsFeature<RsvpQuestion, QuestionInput>({
  form: 'rsvp',
  json: questionJson,
  check: (store, weddingId, input) => assertEvent(store, weddingId, input.eventId),
});

/** The wedding's RSVP questions, in order. */
export const listQuestions = (store: DataStore, weddingId: string) => rsvpQuestionFeature.on(store).list(weddingId);
export const addQuestion = (store: DataStore, weddingId: string, input: QuestionInput) => rsvpQuestionFeature.on(store).add(weddingId, input);
