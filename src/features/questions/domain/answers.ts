// A guest's answers to either form's questions (issue 15 item 3): one row per guest and question
// (and one per plus-one and RSVP question, issue 22 item 2), upserted; an empty answer removes the row.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../guests';
import { answers } from '../../../core/db/schema';

/** Stores `value` ('' = no answer) as the guest's answer to the question (`plusOne`: their plus-one's). */
export function writeAnswer(tx: DbOrTx, guestId: string, questionId: string, value: string, now: Date, plusOne = false) {
  if (value === '') {
    tx.delete(answers)
      .where(and(eq(answers.guestId, guestId), eq(answers.questionId, questionId), eq(answers.plusOne, plusOne)))
      .run();
    return;
  }
  tx.insert(answers)
    .values({ guestId, questionId, plusOne, value, updatedAt: now })
    .onConflictDoUpdate({ target: [answers.guestId, answers.questionId, answers.plusOne], set: { value, updatedAt: now } })
    .run();
}
