// One operation declared once (issue 29 item 2; docs/architecture "Actions"): where it answers, who may
// call it, its input and output schemas, its body limit and the domain call. The same definition
// answers `fetch` with JSON and a no-JS form with a 303 or the page again with the problems per field
// (register-actions.ts), and the OpenAPI document reads its schemas (src/core/http/openapi.ts).
import type { Context, Env, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { UserErrorStatus } from '../error-codes';
import type { UserError } from '../errors';
import type { BodyLimitKind } from '../http/middleware/body-limit';

export type ActionMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An action's JSON answer on success: 202 when it was taken but waits on someone (a note for the couple). */
export type SuccessStatus = 200 | 201 | 202;

/** Why an action did not succeed: its input (400) or the domain's refusal (`error`, its status). */
export interface ActionProblem {
  status: UserErrorStatus;
  /** The first problem: the API's `msg`, the page's message. */
  msg: string;
  /** The first message per field, by the form's field name (`guests[0].name`); `form` for the whole form. */
  errors: Record<string, string>;
  /** The domain's refusal, when it was one (not the input). */
  error?: UserError;
}

export interface ActionForm<E extends Env, I, R> {
  /**
   * The form's checkboxes: a browser sends one only when it is ticked, so on this form an absent one
   * reads as 'false' (`fetch` and the API leave an absent field out: unchanged).
   */
  checkboxes?: readonly string[];
  /** After a no-JS form's success: usually a 303 to the next page. */
  onSuccess(c: Context<E>, result: R, input: I): Response | Promise<Response>;
  /**
   * After a no-JS form's failure: the page again with the problems and what was typed (`submitted`,
   * the form's fields as nested values) and `problem.status`. Not given: the app's error page.
   */
  onError?(c: Context<E>, problem: ActionProblem, submitted: Record<string, unknown>): Response | Promise<Response>;
}

export interface ActionDefinition<E extends Env = Env, S extends z.ZodType = z.ZodType, R = unknown> {
  method: ActionMethod;
  /** Relative to the router it is registered on (registerActions). */
  path: string;
  /** Who may call it: the route guards of src/core/http/middleware/guards.ts, or `anyone`. Run before the body is read. */
  guard: MiddlewareHandler<E> | readonly MiddlewareHandler<E>[];
  /** The body (JSON, urlencoded or multipart; nested form names read by conform; a multipart file is a `File`: `z.file()`). */
  input: S;
  /**
   * The body as the OpenAPI document shows it, where `input` reads more than one shape through a preprocess (the
   * document sees only what comes out of it): built from the same schemas as `input`.
   */
  documentedInput?: z.ZodType;
  /**
   * A body sent as text (a file posted as it is, `text/csv`) is read whole into this field of the input;
   * without it such a body has no fields. `type` is what the OpenAPI document names.
   */
  textBody?: { field: string; type: `text/${string}` };
  /** What `run` returns, sent as the JSON answer (and documented). */
  output?: z.ZodType<R>;
  /** The JSON answer's status on success (200). */
  status?: SuccessStatus;
  /** When the success status depends on the result: the statuses it may answer (each documented) and the one a result gets. */
  statusBy?: { statuses: readonly SuccessStatus[]; of(result: R): SuccessStatus };
  /** The request body limit (src/core/http/middleware/body-limit.ts), enforced before anything reads the body. */
  bodyLimit?: BodyLimitKind;
  /** One line for the OpenAPI document. */
  summary?: string;
  /** The domain call; a refusal is a thrown UserError. Its result is the JSON answer. */
  run(c: Context<E>, input: z.output<S>): R | Promise<R>;
  /** How a no-JS form is answered; without it every caller gets JSON. */
  form?: ActionForm<E, z.output<S>, R>;
}

/** Declares an action (the identity, typed: `run` gets the parsed input, the form its result). */
export function defineAction<E extends Env, S extends z.ZodType, R>(definition: ActionDefinition<E, S, R>): ActionDefinition<E, S, R> {
  return definition;
}

/** The guard of an action anyone may call (a guest's answer): nothing to check before the input. */
export const anyone: MiddlewareHandler = async (_c, next) => {
  await next();
};
