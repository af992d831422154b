// Mounts actions on a router and answers by who is asking:
// - a form post (urlencoded or multipart, or no body at all) outside /api/ to an action with `form`: the no-JS page's
//   answer, a 303 (form.onSuccess) or the page again with the problems per field and the 4xx
//   (form.onError, for a bad input and for a domain refusal alike);
// - anything else (`fetch` with JSON, or the API called with a form, product.md §7): JSON, `run`'s
//   result with the action's status, or `{ msg, errors }` with a 400 for a bad input; a domain refusal
//   is `{ msg, code, … }` with its 4xx (as the app's error handler answers the API), at a page's address too.
// Each mounted handler remembers its action, so the body limiter and the OpenAPI document read the
// limit and the schemas from the route table (declaredActionOf).
import type { Context, Env, Hono, MiddlewareHandler, Next } from 'hono';
import { UserError } from '../errors';
import { userErrorJson } from '../http/api/errors';
import { RateLimitedError, retryAfterSeconds } from '../rate-limit/rate-limited';
import type { ActionDefinition, ActionProblem } from './define-action';
import { isFormBody, readActionInput } from './read-input';

// biome-ignore lint/suspicious/noExplicitAny: a table of actions of any input and result
type AnyAction<E extends Env> = ActionDefinition<E, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: read back by the body limiter and the OpenAPI document
export type DeclaredAction = ActionDefinition<any, any, any>;

const declaredActions = new WeakMap<object, DeclaredAction>();

/** The action a route handler answers for (undefined for a route that is not an action). */
export function declaredActionOf(handler: object): DeclaredAction | undefined {
  return declaredActions.get(handler);
}

const passedOn = new WeakSet<Context>();

/**
 * For a guard that finds the request belongs to a later route (an unknown reserved name under a
 * wedding's address, a body that is not its branch's): its action does not run and the next matching
 * route answers (another action at the same address runs as usual).
 */
export function passOn(c: Context, next: Next) {
  passedOn.add(c);
  return next();
}

/** A form post, or a post with no body at all (a button's form without fields), to a page's address. */
function answersAsForm(c: Context, hasForm: boolean) {
  const pageRequest = isFormBody(c) || !c.req.header('content-type');
  return hasForm && pageRequest && !new URL(c.req.url).pathname.startsWith('/api/');
}

function problemOf(error: UserError): ActionProblem {
  const fieldErrors = error.extra.errors;
  const errors = fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : { form: error.message };
  return { status: error.status, msg: error.message, errors, error };
}

/** `fetch` gets JSON at any address: a refusal is `{ msg, code, … }` with its status, at a page's address too. */
function refusedAsJson(c: Context, error: UserError) {
  if (error instanceof RateLimitedError) c.header('Retry-After', retryAfterSeconds(error.retryAfterMs));
  return userErrorJson(c, error);
}

function handlerOf<E extends Env>(action: AnyAction<E>): MiddlewareHandler<E> {
  return async (c, next) => {
    if (passedOn.has(c)) {
      passedOn.delete(c);
      await next();
      return c.res;
    }
    const asForm = answersAsForm(c, action.form !== undefined);
    const input = await readActionInput(c, action.input, asForm ? action.form?.checkboxes : [], action.textBody?.field);
    if (!input.ok) {
      if (asForm && action.form?.onError) return action.form.onError(c, { status: 400, msg: input.msg, errors: input.errors }, input.submitted);
      return refusedAsJson(c, new UserError('input.invalid', input.msg, { errors: input.errors }));
    }
    if (!asForm) {
      try {
        const result = await action.run(c, input.value);
        return c.json(result, action.statusBy?.of(result) ?? action.status ?? 200);
      } catch (error) {
        if (error instanceof UserError) return refusedAsJson(c, error);
        throw error;
      }
    }
    let result: unknown;
    try {
      result = await action.run(c, input.value);
    } catch (error) {
      if (!(error instanceof UserError) || !action.form?.onError) throw error;
      return action.form.onError(c, problemOf(error), input.submitted);
    }
    return action.form!.onSuccess(c, result, input.value);
  };
}

/** Mounts each action at its method and path, behind its guards. */
export function registerActions<E extends Env>(router: Hono<E>, actions: readonly AnyAction<E>[]) {
  for (const action of actions) {
    const handler = handlerOf(action);
    declaredActions.set(handler, action);
    const guards = Array.isArray(action.guard) ? action.guard : [action.guard];
    router.on(action.method, [action.path], ...(guards as MiddlewareHandler<E>[]), handler);
  }
  return router;
}
