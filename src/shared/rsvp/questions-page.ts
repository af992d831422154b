// The inputs of the questions page's two writes (special requests; issue 29 item 2), one schema each for its
// no-JS forms (/questions/{w} and /questions/{w}/new) and the API (PATCH and POST /api/v1/guest-list with
// `questionsId`, product.md §7). The answers are checked against the wedding's questions by the domain
// (src/features/special-requests/domain/answers.ts readAnswers, checkAnswers).
import { z } from 'zod';
import { guestRequestSchema } from './schemas';

/** One answer: 'yes'/'no' (or true/false), an option, or text; null clears it. */
const answerValue = z.union([z.string(), z.boolean(), z.null()]);
/** Answers by question id. */
const answersById = z.record(z.string(), answerValue);

const answerFields = {
  /** The questions page's id (the weddingUrl): what makes a /guest-list call the questions page's. */
  questionsId: z.string().optional().describe("The wedding's web address; with it the guest list's call is the questions page's"),
  answers: z.union([answersById, z.string()]).optional().describe('Answers by question id (or as JSON text, from a form)'),
  /** The forms' `answer.{questionId}` fields. */
  answer: answersById.optional().describe('Answers by question id, as the form fields answer.{questionId}'),
  /** The page the form was sent from is in this language (kept by the redirect). */
  lang: z.string().max(10).optional(),
};

/** A guest's own answers by their personal token (PATCH /api/v1/guest-list, POST /questions/{w}). */
export const questionsAnswerSchema = z.looseObject({
  ...answerFields,
  token: z.string().optional().describe("The guest's personal token (or ?token=)"),
  /** 'rsvp' when the answers come from the RSVP's confirmation page. */
  from: z.string().max(20).optional(),
});

/** Someone not known by a link: their name, e-mail and note, and the answers (POST /api/v1/guest-list, POST /questions/{w}/new). */
export const questionsVisitorSchema = z.looseObject({ ...guestRequestSchema.shape, ...answerFields });
