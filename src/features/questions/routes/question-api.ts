// The couple's questions API, for the RSVP (/rsvp/questions) and the special requests
// (/special-requests/questions) alike (issue 15 item 3; owner only, JSON or form data). Paths are
// relative to the form's router, which is mounted at its prefix behind requireApiOwner:
//   POST   /questions              the question's fields → 201 { msg, question, questions }
//   PUT    /questions/order        { ids: [...] } → { msg, questions }
//   PATCH  /questions/{id}         same fields → { msg, question } (the RSVP's also gives questions)
//   DELETE /questions/{id}         → { msg, questions }
//   POST   /questions/{id}/move    { direction: up|down } → { msg, questions }
import { Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../../core/db/connection';
import type { DbOrTx } from '../../guests';
import { moveQuestionSchema, questionOrderSchema } from '../../../shared/rsvp/schemas';
import { QUESTION_ADDED, QUESTION_DELETED, QUESTION_MOVED, QUESTION_SAVED } from '../../../shared/rsvp/texts';
import type { OwnerEnv } from '../../../core/http/context';
import { body } from '../../../core/http/validate';

export interface QuestionApiOf<S extends z.ZodType, Q> {
  schema: S;
  /** PATCH answers with the whole list too (the RSVP's shape). */
  patchListsQuestions: boolean;
  questions: {
    list: (db: DbOrTx, weddingId: string) => Q[];
    add: (db: Db, weddingId: string, input: z.output<S>) => Q;
    update: (db: Db, weddingId: string, id: string, input: z.output<S>) => Q;
    remove: (db: Db, weddingId: string, id: string) => void;
    move: (db: Db, weddingId: string, id: string, direction: 'up' | 'down') => Q[];
    reorder: (db: Db, weddingId: string, ids: string[]) => Q[];
  };
}

/** The question routes of one form's API (mount with `.route('/', questionApi(...))` in a router behind requireApiOwner). */
export function questionApi<S extends z.ZodType, Q>(of: QuestionApiOf<S, Q>) {
  const { questions: q } = of;
  return new Hono<OwnerEnv>()
    .post('/questions', body(of.schema), (c) => {
      const wedding = c.var.wedding;
      const question = q.add(c.var.db, wedding.id, c.req.valid('json') as z.output<S>);
      return c.json({ msg: QUESTION_ADDED, question, questions: q.list(c.var.db, wedding.id) }, 201);
    })
    .put('/questions/order', body(questionOrderSchema), (c) => {
      const { ids } = c.req.valid('json');
      return c.json({ msg: QUESTION_MOVED, questions: q.reorder(c.var.db, c.var.wedding.id, ids) });
    })
    .patch('/questions/:id', body(of.schema), (c) => {
      const wedding = c.var.wedding;
      const question = q.update(c.var.db, wedding.id, c.req.param('id'), c.req.valid('json') as z.output<S>);
      if (!of.patchListsQuestions) return c.json({ msg: QUESTION_SAVED, question });
      return c.json({ msg: QUESTION_SAVED, question, questions: q.list(c.var.db, wedding.id) });
    })
    .delete('/questions/:id', (c) => {
      const wedding = c.var.wedding;
      q.remove(c.var.db, wedding.id, c.req.param('id'));
      return c.json({ msg: QUESTION_DELETED, questions: q.list(c.var.db, wedding.id) });
    })
    .post('/questions/:id/move', body(moveQuestionSchema), (c) => {
      const { direction } = c.req.valid('json');
      return c.json({ msg: QUESTION_MOVED, questions: q.move(c.var.db, c.var.wedding.id, c.req.param('id'), direction) });
    });
}
