// The couple's questions API, for the RSVP (/rsvp/questions) and the special requests
// (/special-requests/questions) alike (issue 15 item 3; owner only, JSON or form data):
//   POST   {base}/questions              the question's fields → 201 { msg, question, questions }
//   PUT    {base}/questions/order        { ids: [...] } → { msg, questions }
//   PATCH  {base}/questions/{id}         same fields → { msg, question } (the RSVP's also gives questions)
//   DELETE {base}/questions/{id}         → { msg, questions }
//   POST   {base}/questions/{id}/move    { direction: up|down } → { msg, questions }
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { DbOrTx } from '../../../db/queries/guests';
import { moveQuestionSchema, questionOrderSchema } from '../../../domain/rsvp/schemas';
import { QUESTION_ADDED, QUESTION_DELETED, QUESTION_MOVED, QUESTION_SAVED } from '../../../shared/rsvp/texts';
import { parseBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';

export interface QuestionApiOf<S extends z.ZodType, Q> {
  /** The API path the questions live under ('/rsvp', '/special-requests'). */
  base: string;
  owner: <E extends AppEnv>(c: Context<E>) => { wedding: { id: string } };
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

/** The question routes of one form's API (mount with `.route('/', questionApi(...))` after its auth guard). */
export function questionApi<S extends z.ZodType, Q>(of: QuestionApiOf<S, Q>) {
  const { base, questions: q } = of;
  return new Hono<AppEnv>()
    .post(`${base}/questions`, async (c) => {
      const { wedding } = of.owner(c);
      const question = q.add(c.var.db, wedding.id, await parseBody(c, of.schema));
      return c.json({ msg: QUESTION_ADDED, question, questions: q.list(c.var.db, wedding.id) }, 201);
    })
    .put(`${base}/questions/order`, async (c) => {
      const { wedding } = of.owner(c);
      const { ids } = await parseBody(c, questionOrderSchema);
      return c.json({ msg: QUESTION_MOVED, questions: q.reorder(c.var.db, wedding.id, ids) });
    })
    .patch(`${base}/questions/:id`, async (c) => {
      const { wedding } = of.owner(c);
      const question = q.update(c.var.db, wedding.id, c.req.param('id'), await parseBody(c, of.schema));
      if (!of.patchListsQuestions) return c.json({ msg: QUESTION_SAVED, question });
      return c.json({ msg: QUESTION_SAVED, question, questions: q.list(c.var.db, wedding.id) });
    })
    .delete(`${base}/questions/:id`, (c) => {
      const { wedding } = of.owner(c);
      q.remove(c.var.db, wedding.id, c.req.param('id'));
      return c.json({ msg: QUESTION_DELETED, questions: q.list(c.var.db, wedding.id) });
    })
    .post(`${base}/questions/:id/move`, async (c) => {
      const { wedding } = of.owner(c);
      const { direction } = await parseBody(c, moveQuestionSchema);
      return c.json({ msg: QUESTION_MOVED, questions: q.move(c.var.db, wedding.id, c.req.param('id'), direction) });
    });
}
