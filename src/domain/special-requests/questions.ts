// The couple's special-request questions, ordered by `position` (kept 0..n-1), at most
// QUESTIONS_MAX, every write in one IMMEDIATE transaction. As with the RSVP's questions, changing
// a question's type drops its answers and removing a choice drops the answers that picked it, so
// no stored answer contradicts its question.
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { DbOrTx } from '../../db/queries/guests';
import { specialAnswers, specialQuestions } from '../../db/schema';
import { UserError } from '../errors';
import type { SpecialQuestion } from './model';
import { QUESTION_TEXTS, QUESTIONS_MAX, type SpecialQuestionInput } from './schemas';
import { QUESTION_NOT_FOUND } from './texts';

type QuestionRow = typeof specialQuestions.$inferSelect;

export function specialQuestionJson(row: QuestionRow): SpecialQuestion {
  return { id: row.id, kind: row.kind, label: row.label, options: row.kind === 'choice' ? row.options : [], required: row.required };
}

function rowsOf(db: DbOrTx, weddingId: string): QuestionRow[] {
  return db
    .select()
    .from(specialQuestions)
    .where(eq(specialQuestions.weddingId, weddingId))
    .orderBy(asc(specialQuestions.position), asc(specialQuestions.createdAt))
    .all();
}

export function listSpecialQuestions(db: DbOrTx, weddingId: string): SpecialQuestion[] {
  return rowsOf(db, weddingId).map(specialQuestionJson);
}

function writeOrder(tx: DbOrTx, weddingId: string, ids: string[]) {
  ids.forEach((id, position) => {
    tx.update(specialQuestions)
      .set({ position })
      .where(and(eq(specialQuestions.weddingId, weddingId), eq(specialQuestions.id, id)))
      .run();
  });
}

function findQuestion(tx: DbOrTx, weddingId: string, id: string): QuestionRow {
  const row = tx
    .select()
    .from(specialQuestions)
    .where(and(eq(specialQuestions.weddingId, weddingId), eq(specialQuestions.id, id)))
    .get();
  if (!row) throw new UserError(404, QUESTION_NOT_FOUND);
  return row;
}

export function addSpecialQuestion(db: Db, weddingId: string, input: SpecialQuestionInput): SpecialQuestion {
  return db.transaction(
    (tx) => {
      const existing = rowsOf(tx, weddingId);
      if (existing.length >= QUESTIONS_MAX) throw new UserError(400, QUESTION_TEXTS.tooMany);
      const row = tx
        .insert(specialQuestions)
        .values({ weddingId, ...input, position: existing.length })
        .returning()
        .get();
      writeOrder(tx, weddingId, [...existing.map((q) => q.id), row.id]);
      return specialQuestionJson(row);
    },
    { behavior: 'immediate' },
  );
}

export function updateSpecialQuestion(db: Db, weddingId: string, id: string, input: SpecialQuestionInput): SpecialQuestion {
  return db.transaction(
    (tx) => {
      const current = findQuestion(tx, weddingId, id);
      if (current.kind !== input.kind) {
        tx.delete(specialAnswers).where(eq(specialAnswers.questionId, id)).run();
      } else if (input.kind === 'choice') {
        tx.delete(specialAnswers)
          .where(and(eq(specialAnswers.questionId, id), notInArray(specialAnswers.value, input.options)))
          .run();
      }
      const row = tx.update(specialQuestions).set(input).where(eq(specialQuestions.id, id)).returning().get();
      return specialQuestionJson(row);
    },
    { behavior: 'immediate' },
  );
}

export function deleteSpecialQuestion(db: Db, weddingId: string, id: string) {
  db.transaction(
    (tx) => {
      findQuestion(tx, weddingId, id);
      tx.delete(specialQuestions).where(eq(specialQuestions.id, id)).run();
      writeOrder(
        tx,
        weddingId,
        rowsOf(tx, weddingId).map((q) => q.id),
      );
    },
    { behavior: 'immediate' },
  );
}

export function moveSpecialQuestion(db: Db, weddingId: string, id: string, direction: 'up' | 'down'): SpecialQuestion[] {
  return db.transaction(
    (tx) => {
      findQuestion(tx, weddingId, id);
      const ids = rowsOf(tx, weddingId).map((q) => q.id);
      const from = ids.indexOf(id);
      const to = direction === 'up' ? from - 1 : from + 1;
      if (to >= 0 && to < ids.length) [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      writeOrder(tx, weddingId, ids);
      return listSpecialQuestions(tx, weddingId);
    },
    { behavior: 'immediate' },
  );
}

/** A new order naming every question exactly once. */
export function reorderSpecialQuestions(db: Db, weddingId: string, ids: string[]): SpecialQuestion[] {
  return db.transaction(
    (tx) => {
      const current = rowsOf(tx, weddingId).map((q) => q.id);
      const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
      if (!same) throw new UserError(400, 'The order must list every question once');
      writeOrder(tx, weddingId, ids);
      return listSpecialQuestions(tx, weddingId);
    },
    { behavior: 'immediate' },
  );
}
