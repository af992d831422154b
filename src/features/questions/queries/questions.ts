// Rows of the questions of both forms (issue 15 item 3): a wedding's questions of one form in their
// order, and guests' answers to one form's questions.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { answers, questions, type QuestionForm } from '../../../core/db/schema';
import type { DbOrTx } from '../../guests';

export type QuestionRow = typeof questions.$inferSelect;

export function questionRowsOf(db: DbOrTx, form: QuestionForm, weddingId: string): QuestionRow[] {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.weddingId, weddingId), eq(questions.form, form)))
    .orderBy(asc(questions.position), asc(questions.createdAt))
    .all();
}

/** Answers to the form's questions by guest id, then question id (`plusOne`: their plus-ones' answers instead). */
export function answerRowsOf(db: DbOrTx, form: QuestionForm, guestIds: string[], plusOne = false): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  for (let i = 0; i < guestIds.length; i += 500) {
    const chunk = guestIds.slice(i, i + 500);
    const rows = db
      .select({ guestId: answers.guestId, questionId: answers.questionId, value: answers.value })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(and(inArray(answers.guestId, chunk), eq(questions.form, form), eq(answers.plusOne, plusOne)))
      .all();
    for (const row of rows) {
      if (!result.has(row.guestId)) result.set(row.guestId, new Map());
      result.get(row.guestId)!.set(row.questionId, row.value);
    }
  }
  return result;
}
