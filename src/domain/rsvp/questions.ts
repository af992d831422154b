// The couple's RSVP questions: ordered by `position` (kept 0..n-1), at most QUESTIONS_MAX.
// Changing a question's type drops its answers; removing a choice drops the answers that picked
// it, so no stored answer ever contradicts its question.
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rsvpQuestionsOf, type DbOrTx } from '../../db/queries/guests';
import { rsvpAnswers, rsvpQuestions } from '../../db/schema';
import { UserError } from '../errors';
import type { RsvpQuestion } from '../../shared/rsvp/model';
import { QUESTION_TEXTS, QUESTIONS_MAX, type QuestionInput } from './schemas';
import { QUESTION_NOT_FOUND } from '../../shared/rsvp/texts';
import { weddingEventsOf } from './event-answers';

type QuestionRow = typeof rsvpQuestions.$inferSelect;

export function questionJson(row: QuestionRow): RsvpQuestion {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    options: row.kind === 'choice' ? row.options : [],
    required: row.required,
    scope: row.scope,
    // Only a question about one event says which (the shape of the others is unchanged).
    ...(row.eventId ? { eventId: row.eventId } : {}),
  };
}

/** A question for one event names one of the wedding's events. */
function assertEvent(tx: DbOrTx, weddingId: string, eventId: string | null | undefined) {
  if (!eventId) return;
  if (!weddingEventsOf(tx, weddingId).events.some((e) => e.id === eventId)) throw new UserError(400, QUESTION_TEXTS.eventUnknown);
}

export function listQuestions(db: DbOrTx, weddingId: string): RsvpQuestion[] {
  return rsvpQuestionsOf(db, weddingId).map(questionJson);
}

/** Rewrites positions as 0..n-1 in the given order. */
function writeOrder(tx: DbOrTx, weddingId: string, ids: string[]) {
  ids.forEach((id, position) => {
    tx.update(rsvpQuestions)
      .set({ position })
      .where(and(eq(rsvpQuestions.weddingId, weddingId), eq(rsvpQuestions.id, id)))
      .run();
  });
}

export function addQuestion(db: Db, weddingId: string, input: QuestionInput): RsvpQuestion {
  return db.transaction(
    (tx) => {
      const existing = rsvpQuestionsOf(tx, weddingId);
      if (existing.length >= QUESTIONS_MAX) throw new UserError(400, QUESTION_TEXTS.tooMany);
      assertEvent(tx, weddingId, input.eventId);
      const row = tx
        .insert(rsvpQuestions)
        .values({ weddingId, ...input, position: existing.length })
        .returning()
        .get();
      writeOrder(tx, weddingId, [...existing.map((q) => q.id), row.id]);
      return questionJson(row);
    },
    { behavior: 'immediate' },
  );
}

function findQuestion(tx: DbOrTx, weddingId: string, id: string): QuestionRow {
  const row = tx
    .select()
    .from(rsvpQuestions)
    .where(and(eq(rsvpQuestions.weddingId, weddingId), eq(rsvpQuestions.id, id)))
    .get();
  if (!row) throw new UserError(404, QUESTION_NOT_FOUND);
  return row;
}

export function updateQuestion(db: Db, weddingId: string, id: string, input: QuestionInput): RsvpQuestion {
  return db.transaction(
    (tx) => {
      const current = findQuestion(tx, weddingId, id);
      assertEvent(tx, weddingId, input.eventId);
      if (current.kind !== input.kind || current.scope !== input.scope) {
        tx.delete(rsvpAnswers).where(eq(rsvpAnswers.questionId, id)).run();
      } else if (input.kind === 'choice') {
        tx.delete(rsvpAnswers)
          .where(and(eq(rsvpAnswers.questionId, id), notInArray(rsvpAnswers.value, input.options)))
          .run();
      }
      const row = tx.update(rsvpQuestions).set(input).where(eq(rsvpQuestions.id, id)).returning().get();
      return questionJson(row);
    },
    { behavior: 'immediate' },
  );
}

export function deleteQuestion(db: Db, weddingId: string, id: string) {
  db.transaction(
    (tx) => {
      findQuestion(tx, weddingId, id);
      tx.delete(rsvpQuestions).where(eq(rsvpQuestions.id, id)).run();
      writeOrder(
        tx,
        weddingId,
        rsvpQuestionsOf(tx, weddingId).map((q) => q.id),
      );
    },
    { behavior: 'immediate' },
  );
}

export function moveQuestion(db: Db, weddingId: string, id: string, direction: 'up' | 'down'): RsvpQuestion[] {
  return db.transaction(
    (tx) => {
      findQuestion(tx, weddingId, id);
      const ids = rsvpQuestionsOf(tx, weddingId).map((q) => q.id);
      const from = ids.indexOf(id);
      const to = direction === 'up' ? from - 1 : from + 1;
      if (to >= 0 && to < ids.length) [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      writeOrder(tx, weddingId, ids);
      return listQuestions(tx, weddingId);
    },
    { behavior: 'immediate' },
  );
}

/** A new order naming every question exactly once. */
export function reorderQuestions(db: Db, weddingId: string, ids: string[]): RsvpQuestion[] {
  return db.transaction(
    (tx) => {
      const current = rsvpQuestionsOf(tx, weddingId).map((q) => q.id);
      const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
      if (!same) throw new UserError(400, 'The order must list every question once');
      writeOrder(tx, weddingId, ids);
      return listQuestions(tx, weddingId);
    },
    { behavior: 'immediate' },
  );
}
