// Input schemas declared at the route: `route.post('/x', body(schema), (c) => c.req.valid('json'))`.
// Hono's validated-data slots carry the types; a failure is a 400 `{ msg }` naming the first problem.
// Not @hono/zod-validator: its json target silently reads a form body as `{}` (and its form target a
// JSON body), while product.md §7 sends both kinds to the same calls; readBody reads either.
import type { Env } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { UserError } from '../errors';
import { firstIssue, readBody } from './api/parse-body';

/** What a validator reads, kept beside it so the OpenAPI document (src/core/http/openapi.ts) shows the same schema. */
export interface DeclaredInput {
  target: 'json' | 'query';
  schema: z.ZodType;
}
const declaredInputs = new WeakMap<object, DeclaredInput>();

export function declaredInputOf(handler: object): DeclaredInput | undefined {
  return declaredInputs.get(handler);
}

function declare<H extends object>(handler: H, input: DeclaredInput): H {
  declaredInputs.set(handler, input);
  return handler;
}

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new UserError('input.invalid', firstIssue(result.error));
  return result.data;
}

/** The request body (JSON, urlencoded or multipart) parsed by `schema`: `c.req.valid('json')`. */
export function body<S extends z.ZodType>(schema: S) {
  const handler = createMiddleware<Env, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>(async (c, next) => {
    c.req.addValidatedData('json', parsed(schema, await readBody(c)) as object);
    await next();
  });
  return declare(handler, { target: 'json', schema });
}

/** The query string parsed by `schema` (one value per name): `c.req.valid('query')`. */
export function query<S extends z.ZodType>(schema: S) {
  const handler = createMiddleware<Env, string, { in: { query: z.input<S> }; out: { query: z.output<S> } }>(async (c, next) => {
    c.req.addValidatedData('query', parsed(schema, c.req.query()) as object);
    await next();
  });
  return declare(handler, { target: 'query', schema });
}
