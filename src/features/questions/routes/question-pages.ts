// The couple's question pages without JavaScript, for the RSVP (/app/wedding/edit/rsvp) and the
// special requests (/app/special-request/ask) alike (issue 15 item 3): add, edit, move and delete
// are form posts that redirect back with a one-time toast, or render the page again with the
// problem and what was typed. Paths are relative to the page's router (mounted at the page's path,
// behind requirePageOwner).
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Db } from '../../../core/db/connection';
import { UserError } from '../../../core/errors';
import { moveQuestionSchema } from '../../../shared/rsvp/schemas';
import { QUESTION_ADDED, QUESTION_DELETED, QUESTION_MOVED, QUESTION_SAVED } from '../../../shared/rsvp/texts';
import type { QuestionFormValues } from '../../rsvp';
import { firstIssue, readBody } from '../../../core/http/api/parse-body';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';

type FormState = { values: QuestionFormValues; error: string };

/** What a question page re-renders with after a refused post. */
export interface QuestionPageState {
  editId?: string | null;
  addForm?: FormState | null;
  editForm?: FormState | null;
}

export interface QuestionPagesOf<S extends z.ZodType> {
  /** The page's path (where the router is mounted, and where a post redirects back to). */
  path: string;
  /** RSVP questions also carry a scope and an event. */
  withScope: boolean;
  render: (c: Context<OwnerEnv>, state: QuestionPageState, status: 400) => Response | Promise<Response>;
  schema: S;
  add: (db: Db, weddingId: string, input: z.output<S>) => unknown;
  update: (db: Db, weddingId: string, id: string, input: z.output<S>) => unknown;
  remove: (db: Db, weddingId: string, id: string) => void;
  move: (db: Db, weddingId: string, id: string, direction: 'up' | 'down') => unknown;
}

/** An HTML form sends a checkbox only when ticked: here its absence means "off". */
export function checkbox(body: Record<string, unknown>, name: string) {
  return body[name] ? 'true' : 'false';
}

function questionForm(body: Record<string, unknown>, withScope: boolean): { input: Record<string, unknown>; values: QuestionFormValues } {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  const values: QuestionFormValues = { label: text('label'), kind: text('kind'), options: text('options'), required: Boolean(body.required) };
  if (withScope) Object.assign(values, { scope: text('scope'), eventId: text('eventId') });
  return { input: { ...values, required: checkbox(body, 'required') }, values };
}

function failure(error: unknown): string {
  if (error instanceof UserError) return error.message;
  throw error;
}

/** The question routes of one page (mount with `.route('/', questionPages(...))` in the page's router). */
export function questionPages<S extends z.ZodType>(of: QuestionPagesOf<S>) {
  const base = of.path;
  return new Hono<OwnerEnv>()
    .post('/questions', async (c) => {
      const wedding = c.var.wedding;
      const { input, values } = questionForm(await readBody(c), of.withScope);
      const parsed = of.schema.safeParse(input);
      if (!parsed.success) return of.render(c, { addForm: { values, error: firstIssue(parsed.error) } }, 400);
      try {
        of.add(c.var.db, wedding.id, parsed.data);
      } catch (error) {
        return of.render(c, { addForm: { values, error: failure(error) } }, 400);
      }
      setFlash(c, QUESTION_ADDED);
      return c.redirect(`${base}#questions`, 303);
    })
    .post('/questions/:id/delete', (c) => {
      const wedding = c.var.wedding;
      of.remove(c.var.db, wedding.id, c.req.param('id'));
      setFlash(c, QUESTION_DELETED, 'info');
      return c.redirect(`${base}#questions`, 303);
    })
    .post('/questions/:id/move', async (c) => {
      const wedding = c.var.wedding;
      const parsed = moveQuestionSchema.safeParse(await readBody(c));
      if (!parsed.success) return of.render(c, {}, 400);
      const id = c.req.param('id');
      of.move(c.var.db, wedding.id, id, parsed.data.direction);
      setFlash(c, QUESTION_MOVED, 'info');
      return c.redirect(`${base}#question-${id}`, 303);
    })
    .post('/questions/:id', async (c) => {
      const wedding = c.var.wedding;
      const id = c.req.param('id');
      const { input, values } = questionForm(await readBody(c), of.withScope);
      const parsed = of.schema.safeParse(input);
      if (!parsed.success) return of.render(c, { editId: id, editForm: { values, error: firstIssue(parsed.error) } }, 400);
      try {
        of.update(c.var.db, wedding.id, id, parsed.data);
      } catch (error) {
        if (error instanceof UserError && error.status === 404) throw error;
        return of.render(c, { editId: id, editForm: { values, error: failure(error) } }, 400);
      }
      setFlash(c, QUESTION_SAVED);
      return c.redirect(`${base}#question-${id}`, 303);
    });
}
