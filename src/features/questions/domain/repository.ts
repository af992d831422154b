// The questions' SQL (issue 29 item 4), for the RSVP's and the special requests' forms alike: a
// wedding's questions of one form in their order, and the guests' answers to them. One portable
// implementation for both engines; every call joins the caller's store transaction (a write outside
// one is a transaction of its own).
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { QuestionForm } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import type { questions as questionsTable } from '../../../core/db/schema';
import type { Translations } from '../../../shared/wedding/translations';

export type QuestionRow = typeof questionsTable.$inferSelect;

/** What a question row is made of when written (its wedding and form are the repository call's). */
export interface QuestionValues {
  kind: QuestionRow['kind'];
  label: string;
  options: string[];
  required: boolean;
  scope?: QuestionRow['scope'];
  eventId?: string | null;
  /** RSVP only: shown to the caterer (left out: as it was; a new question: not chosen). */
  forCaterer?: boolean;
  /** The label and choices in the wedding's other languages (left out: as they were; a new question: none). */
  translations?: Translations;
}

/** Answers by guest id, then question id. */
export type AnswersByGuest = Map<string, Map<string, string>>;

export interface QuestionsRepository {
  /** Runs `fn` as one transaction (the calls it makes join it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** The wedding's questions of `form`, in their order. */
  rows(form: QuestionForm, weddingId: string): Promise<QuestionRow[]>;
  find(form: QuestionForm, weddingId: string, id: string): Promise<QuestionRow | undefined>;
  insert(form: QuestionForm, weddingId: string, values: QuestionValues, position: number): Promise<QuestionRow>;
  update(id: string, values: QuestionValues): Promise<QuestionRow>;
  remove(id: string): Promise<void>;
  /** Rewrites positions as 0..n-1 in the given order. */
  writeOrder(weddingId: string, ids: string[]): Promise<void>;
  /** Drops the question's answers (`except`: those with one of these values are kept). */
  dropAnswers(questionId: string, except?: string[]): Promise<void>;
  /** Answers to the form's questions (`plusOne`: the guests' plus-ones' instead). */
  answers(form: QuestionForm, guestIds: string[], plusOne?: boolean): Promise<AnswersByGuest>;
  /** Stores `value` ('' = no answer: the row goes) as the guest's (or their plus-one's) answer. */
  writeAnswer(guestId: string, questionId: string, value: string, now: Date, plusOne?: boolean): Promise<void>;
}

/** Guest ids per query: well under both engines' bound-parameter limits. */
const CHUNK = 500;

export function questionsRepository(store: DataStore): QuestionsRepository {
  const { t, sql, transaction } = portable(store);
  const { questions, answers } = t;
  return {
    transaction,
    rows: (form, weddingId) =>
      sql()
        .select()
        .from(questions)
        .where(and(eq(questions.weddingId, weddingId), eq(questions.form, form)))
        .orderBy(asc(questions.position), asc(questions.createdAt)),
    find: async (form, weddingId, id) =>
      first(
        await sql()
          .select()
          .from(questions)
          .where(and(eq(questions.weddingId, weddingId), eq(questions.form, form), eq(questions.id, id))),
      ),
    insert: (form, weddingId, values, position) =>
      transaction(
        async () =>
          first(
            await sql()
              .insert(questions)
              .values({ weddingId, form, ...values, position })
              .returning(),
          )!,
      ),
    update: (id, values) => transaction(async () => first(await sql().update(questions).set(values).where(eq(questions.id, id)).returning())!),
    remove: (id) =>
      transaction(async () => {
        await sql().delete(questions).where(eq(questions.id, id));
      }),
    writeOrder: (weddingId, ids) =>
      transaction(async () => {
        for (const [position, id] of ids.entries())
          await sql()
            .update(questions)
            .set({ position })
            .where(and(eq(questions.weddingId, weddingId), eq(questions.id, id)));
      }),
    dropAnswers: (questionId, except) =>
      transaction(async () => {
        const kept = except ? notInArray(answers.value, except) : undefined;
        await sql()
          .delete(answers)
          .where(and(eq(answers.questionId, questionId), kept));
      }),
    answers: async (form, guestIds, plusOne = false) => {
      const result: AnswersByGuest = new Map();
      for (let i = 0; i < guestIds.length; i += CHUNK) {
        const rows = await sql()
          .select({ guestId: answers.guestId, questionId: answers.questionId, value: answers.value })
          .from(answers)
          .innerJoin(questions, eq(questions.id, answers.questionId))
          .where(and(inArray(answers.guestId, guestIds.slice(i, i + CHUNK)), eq(questions.form, form), eq(answers.plusOne, plusOne)));
        for (const row of rows) {
          if (!result.has(row.guestId)) result.set(row.guestId, new Map());
          result.get(row.guestId)!.set(row.questionId, row.value);
        }
      }
      return result;
    },
    writeAnswer: (guestId, questionId, value, now, plusOne = false) =>
      transaction(async () => {
        if (value === '') {
          await sql()
            .delete(answers)
            .where(and(eq(answers.guestId, guestId), eq(answers.questionId, questionId), eq(answers.plusOne, plusOne)));
          return;
        }
        await sql()
          .insert(answers)
          .values({ guestId, questionId, plusOne, value, updatedAt: now })
          .onConflictDoUpdate({ target: [answers.guestId, answers.questionId, answers.plusOne], set: { value, updatedAt: now } });
      }),
  };
}
