// The couple's questions as actions (issue 29 item 2), for the RSVP and the special requests alike
// (issue 15 item 3; owner only, JSON or form data). Each operation is declared once and mounted twice:
// in the form's API router (`questionApiActions`, relative to /api/v1/rsvp or /api/v1/special-requests)
// and in its page's router (`questionPageActions`, relative to /app/wedding/edit/rsvp or
// /app/special-request/ask), where a no-JS form gets a 303 back with a one-time toast, or the page again
// with the problem and what was typed.
//   API                               page (no JS)                      answer (JSON)
//   POST   /questions                 POST /questions                   201 { msg, question, questions }
//   PUT    /questions/order           —                                 { msg, questions }
//   PATCH  /questions/{id}            POST /questions/{id}              { msg, question } (the RSVP's also gives questions)
//   DELETE /questions/{id}            POST /questions/{id}/delete       { msg, questions }
//   POST   /questions/{id}/move       POST /questions/{id}/move         { msg, questions }
import type { Context } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import type { DataStore } from '../../../core/db/store/store';
import type { QuestionOperations } from '../domain/questions';
import { moveQuestionSchema, questionOrderSchema } from '../../../shared/rsvp/schemas';
import { appText } from '../../../shared/i18n/app';
import type { QuestionFormValues } from '../../rsvp/web';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { UserError } from '../../../core/errors';
import { questionLanguageMessage } from '../../../shared/rsvp/question-language';
import { writingLanguages } from '../../../shared/i18n';

export interface QuestionsOf<S extends z.ZodType, Q> {
  /** The question's fields (JSON, or the page's form: an unticked `required` is absent, so off). */
  schema: S;
  /** PATCH answers with the whole list too (the RSVP's shape). */
  patchListsQuestions: boolean;
  /** The form's questions (src/features/questions/domain/questions.ts questionsFeature). */
  questions: { on: (store: DataStore) => QuestionOperations<Q, z.output<S>> };
}

type FormState = { values: QuestionFormValues; error: string };

/** What a question page re-renders with after a refused post. */
export interface QuestionPageState {
  editId?: string | null;
  addForm?: FormState | null;
  editForm?: FormState | null;
}

export interface QuestionPage {
  /** The page's path (where its router is mounted, and where a post redirects back to). */
  path: string;
  /** RSVP questions also carry a scope and an event. */
  withScope: boolean;
  render: (c: Context<OwnerEnv>, state: QuestionPageState, status: 400) => Response | Promise<Response>;
}

const questionSchema = z.looseObject({ id: z.string(), label: z.string(), kind: z.string(), options: z.array(z.string()), required: z.boolean() });

/** What the page's form had typed, to show it again. */
function typedValues(submitted: Record<string, unknown>, withScope: boolean): QuestionFormValues {
  const text = (name: string) => (typeof submitted[name] === 'string' ? (submitted[name] as string) : '');
  const values: QuestionFormValues = { label: text('label'), kind: text('kind'), options: text('options'), required: Boolean(submitted.required) };
  if (withScope) Object.assign(values, { scope: text('scope'), eventId: text('eventId') });
  // The caterer box: known when the form sent it (the edit form always does, through its hidden 'false').
  const caterer = [submitted.forCaterer].flat().at(-1);
  if (withScope && caterer !== undefined) values.forCaterer = caterer === 'true';
  // The texts typed in the other languages (issue 27 item 2), as typed.
  const translations = submitted.translations;
  if (translations && typeof translations === 'object') {
    values.translations = {};
    for (const [lang, texts] of Object.entries(translations as Record<string, Record<string, unknown>>)) {
      const typed = (name: string) => (typeof texts?.[name] === 'string' ? (texts[name] as string) : '');
      values.translations[lang] = { label: typed('label'), options: typed('options') };
    }
  }
  return values;
}

/** Translations only in the wedding's other languages (the question's own texts are its default's). */
function assertWeddingLanguages(c: Context<OwnerEnv>, input: unknown) {
  const { others } = writingLanguages(c.var.wedding);
  for (const lang of Object.keys((input as { translations?: object }).translations ?? {}))
    if (!(others as string[]).includes(lang)) throw new UserError('questions.unknown-language', questionLanguageMessage(others));
}

/** The operations, each with its input, answer and domain call; where they answer is the caller's. */
function operations<S extends z.ZodType, Q>(of: QuestionsOf<S, Q>) {
  const q = (c: Context<OwnerEnv>) => of.questions.on(c.var.store);
  // The form's own question type, documented by the fields every form's question has.
  const question = questionSchema as unknown as z.ZodType<Q>;
  const listed = z.object({ msg: z.string(), questions: z.array(question) });
  const weddingOf = (c: Context<OwnerEnv>) => c.var.wedding.id;
  return {
    add: {
      summary: 'Add a question',
      input: of.schema,
      output: z.object({ msg: z.string(), question, questions: z.array(question) }),
      run: async (c: Context<OwnerEnv>, input: z.output<S>) => {
        assertWeddingLanguages(c, input);
        const added = await q(c).add(weddingOf(c), input);
        return { msg: appText('questions.added'), question: added, questions: await q(c).list(weddingOf(c)) };
      },
    },
    update: {
      summary: 'Change a question',
      input: of.schema,
      output: z.object({ msg: z.string(), question, questions: z.array(question).optional() }),
      run: async (c: Context<OwnerEnv>, input: z.output<S>) => {
        assertWeddingLanguages(c, input);
        const saved = await q(c).update(weddingOf(c), c.req.param('id') ?? '', input);
        return of.patchListsQuestions
          ? { msg: appText('questions.saved'), question: saved, questions: await q(c).list(weddingOf(c)) }
          : { msg: appText('questions.saved'), question: saved };
      },
    },
    remove: {
      summary: 'Delete a question (and its answers)',
      input: z.object({}),
      output: listed,
      run: async (c: Context<OwnerEnv>) => {
        await q(c).remove(weddingOf(c), c.req.param('id') ?? '');
        return { msg: appText('questions.deleted'), questions: await q(c).list(weddingOf(c)) };
      },
    },
    move: {
      summary: 'Move a question up or down',
      input: moveQuestionSchema,
      output: listed,
      run: async (c: Context<OwnerEnv>, input: z.output<typeof moveQuestionSchema>) => ({
        msg: appText('questions.moved'),
        questions: await q(c).move(weddingOf(c), c.req.param('id') ?? '', input.direction),
      }),
    },
    reorder: {
      summary: 'Put the questions in this order',
      input: questionOrderSchema,
      output: listed,
      run: async (c: Context<OwnerEnv>, input: z.output<typeof questionOrderSchema>) => ({
        msg: appText('questions.moved'),
        questions: await q(c).reorder(weddingOf(c), input.ids),
      }),
    },
  };
}

/** The form's API: mount with registerActions in its router, before any router-wide guard (each guards itself). */
export function questionApiActions<S extends z.ZodType, Q>(of: QuestionsOf<S, Q>) {
  const op = operations(of);
  const guard = requireApiOwner;
  return [
    defineAction({ method: 'POST', path: '/questions', guard, status: 201, ...op.add }),
    defineAction({ method: 'PUT', path: '/questions/order', guard, ...op.reorder }),
    defineAction({ method: 'PATCH', path: '/questions/:id', guard, ...op.update }),
    defineAction({ method: 'DELETE', path: '/questions/:id', guard, ...op.remove }),
    defineAction({ method: 'POST', path: '/questions/:id/move', guard, ...op.move }),
  ];
}

/** The page's forms: mount with registerActions in the page's router, before its router-wide guard. */
export function questionPageActions<S extends z.ZodType, Q>(of: QuestionsOf<S, Q>, page: QuestionPage) {
  const op = operations(of);
  const guard = requirePageOwner;
  const back = (c: Context<OwnerEnv>, message: string, anchor: string, kind?: 'info') => {
    setFlash(c, message, kind);
    return c.redirect(`${page.path}#${anchor}`, 303);
  };
  return [
    defineAction({
      method: 'POST',
      path: '/questions',
      guard,
      ...op.add,
      form: {
        onSuccess: (c) => back(c, appText('questions.added'), 'questions'),
        onError: (c, problem, submitted) => page.render(c, { addForm: { values: typedValues(submitted, page.withScope), error: problem.msg } }, 400),
      },
    }),
    defineAction({
      method: 'POST',
      path: '/questions/:id/delete',
      guard,
      ...op.remove,
      form: { onSuccess: (c) => back(c, appText('questions.deleted'), 'questions', 'info') },
    }),
    defineAction({
      method: 'POST',
      path: '/questions/:id/move',
      guard,
      ...op.move,
      form: {
        onSuccess: (c) => back(c, appText('questions.moved'), `question-${c.req.param('id')}`, 'info'),
        onError: (c, problem) => {
          if (problem.error) throw problem.error;
          return page.render(c, {}, 400);
        },
      },
    }),
    defineAction({
      method: 'POST',
      path: '/questions/:id',
      guard,
      ...op.update,
      form: {
        onSuccess: (c) => back(c, appText('questions.saved'), `question-${c.req.param('id')}`),
        onError: (c, problem, submitted) => {
          // An unknown question is the error page's 404, not a problem with the form.
          if (problem.error?.page === 'not-found') throw problem.error;
          const id = c.req.param('id') ?? '';
          return page.render(c, { editId: id, editForm: { values: typedValues(submitted, page.withScope), error: problem.msg } }, 400);
        },
      },
    }),
  ];
}
