// The couple's questions, of the RSVP and of the special requests alike (issue 15 item 3): ordered
// by `position` (kept 0..n-1 within the wedding's form), at most QUESTIONS_MAX, every write in one
// IMMEDIATE transaction. Changing a question's type (or, for the RSVP, its scope) drops its
// answers; removing a choice drops the answers that picked it, so no stored answer contradicts its question.
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import type { DbOrTx } from '../../guests';
import { questionRowsOf, type QuestionRow } from '../queries/questions';
import { answers, questions, type QuestionForm } from '../../../core/db/schema';
import { UserError } from '../../../core/errors';
import { QUESTION_NOT_FOUND } from '../../../shared/rsvp/texts';
import { QUESTION_TEXTS, QUESTIONS_MAX } from '../../../shared/rsvp/schemas';

export type { QuestionForm, QuestionRow };

/** What a question is made of when the couple adds or edits one (scope and event: RSVP only). */
export interface QuestionFields {
  kind: QuestionRow['kind'];
  label: string;
  options: string[];
  required: boolean;
  scope?: QuestionRow['scope'];
  eventId?: string | null;
}

/** One form's questions: how a row is shown, and what else an input must satisfy. */
export interface QuestionsOf<Q> {
  form: QuestionForm;
  json: (row: QuestionRow) => Q;
  /** Throws a UserError when the input is refused (e.g. an unknown event). */
  check?: (tx: DbOrTx, weddingId: string, input: QuestionFields) => void;
}

function listQuestionsOf<Q>(db: DbOrTx, of: QuestionsOf<Q>, weddingId: string): Q[] {
  return questionRowsOf(db, of.form, weddingId).map(of.json);
}

/** Rewrites positions as 0..n-1 in the given order. */
function writeOrder(tx: DbOrTx, weddingId: string, ids: string[]) {
  ids.forEach((id, position) => {
    tx.update(questions)
      .set({ position })
      .where(and(eq(questions.weddingId, weddingId), eq(questions.id, id)))
      .run();
  });
}

function findQuestion(tx: DbOrTx, form: QuestionForm, weddingId: string, id: string): QuestionRow {
  const row = tx
    .select()
    .from(questions)
    .where(and(eq(questions.weddingId, weddingId), eq(questions.form, form), eq(questions.id, id)))
    .get();
  if (!row) throw new UserError('questions.not-found', QUESTION_NOT_FOUND);
  return row;
}

function addQuestionOf<Q>(db: Db, of: QuestionsOf<Q>, weddingId: string, input: QuestionFields): Q {
  return db.transaction(
    (tx) => {
      const existing = questionRowsOf(tx, of.form, weddingId);
      if (existing.length >= QUESTIONS_MAX) throw new UserError('questions.too-many', QUESTION_TEXTS.tooMany);
      of.check?.(tx, weddingId, input);
      const row = tx
        .insert(questions)
        .values({ weddingId, form: of.form, ...input, position: existing.length })
        .returning()
        .get();
      writeOrder(tx, weddingId, [...existing.map((q) => q.id), row.id]);
      return of.json(row);
    },
    { behavior: 'immediate' },
  );
}

function updateQuestionOf<Q>(db: Db, of: QuestionsOf<Q>, weddingId: string, id: string, input: QuestionFields): Q {
  return db.transaction(
    (tx) => {
      const current = findQuestion(tx, of.form, weddingId, id);
      of.check?.(tx, weddingId, input);
      if (current.kind !== input.kind || (input.scope !== undefined && current.scope !== input.scope)) {
        tx.delete(answers).where(eq(answers.questionId, id)).run();
      } else if (input.kind === 'choice') {
        tx.delete(answers)
          .where(and(eq(answers.questionId, id), notInArray(answers.value, input.options)))
          .run();
      }
      const row = tx.update(questions).set(input).where(eq(questions.id, id)).returning().get();
      return of.json(row);
    },
    { behavior: 'immediate' },
  );
}

function deleteQuestionOf<Q>(db: Db, of: QuestionsOf<Q>, weddingId: string, id: string) {
  db.transaction(
    (tx) => {
      findQuestion(tx, of.form, weddingId, id);
      tx.delete(questions).where(eq(questions.id, id)).run();
      writeOrder(
        tx,
        weddingId,
        questionRowsOf(tx, of.form, weddingId).map((q) => q.id),
      );
    },
    { behavior: 'immediate' },
  );
}

function moveQuestionOf<Q>(db: Db, of: QuestionsOf<Q>, weddingId: string, id: string, direction: 'up' | 'down'): Q[] {
  return db.transaction(
    (tx) => {
      findQuestion(tx, of.form, weddingId, id);
      const ids = questionRowsOf(tx, of.form, weddingId).map((q) => q.id);
      const from = ids.indexOf(id);
      const to = direction === 'up' ? from - 1 : from + 1;
      if (to >= 0 && to < ids.length) [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      writeOrder(tx, weddingId, ids);
      return listQuestionsOf(tx, of, weddingId);
    },
    { behavior: 'immediate' },
  );
}

/** A new order naming every question exactly once. */
function reorderQuestionsOf<Q>(db: Db, of: QuestionsOf<Q>, weddingId: string, ids: string[]): Q[] {
  return db.transaction(
    (tx) => {
      const current = questionRowsOf(tx, of.form, weddingId).map((q) => q.id);
      const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
      if (!same) throw new UserError('questions.bad-order', 'The order must list every question once');
      writeOrder(tx, weddingId, ids);
      return listQuestionsOf(tx, of, weddingId);
    },
    { behavior: 'immediate' },
  );
}

/** The six operations bound to one form, for the RSVP's and the special requests' modules to export. */
export function questionsFeature<Q, I extends QuestionFields>(of: QuestionsOf<Q>) {
  return {
    list: (db: DbOrTx, weddingId: string): Q[] => listQuestionsOf(db, of, weddingId),
    add: (db: Db, weddingId: string, input: I): Q => addQuestionOf(db, of, weddingId, input),
    update: (db: Db, weddingId: string, id: string, input: I): Q => updateQuestionOf(db, of, weddingId, id, input),
    remove: (db: Db, weddingId: string, id: string): void => deleteQuestionOf(db, of, weddingId, id),
    move: (db: Db, weddingId: string, id: string, direction: 'up' | 'down'): Q[] => moveQuestionOf(db, of, weddingId, id, direction),
    /** A new order naming every question exactly once. */
    reorder: (db: Db, weddingId: string, ids: string[]): Q[] => reorderQuestionsOf(db, of, weddingId, ids),
  };
}
