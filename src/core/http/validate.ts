// Query schemas declared at the route: `route.get('/x', query(schema), (c) => c.req.valid('query'))`.
// Hono's validated-data slots carry the types; a failure is a 400 `{ msg }` naming the first problem.
// Bodies are read by actions (src/core/actions: one input schema per write, JSON and forms alike); the last
// body validator (PATCH /api/v1/invite) became an action in issue 29 item 2.
import type { Env } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { UserError } from '../errors';
import { firstIssue } from './api/parse-body';

/** What a validator reads, kept beside it so the OpenAPI document (src/core/http/openapi.ts) shows the same schema. */
export interface DeclaredInput {
  target: 'query';
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

/** The query string parsed by `schema` (one value per name): `c.req.valid('query')`. */
export function query<S extends z.ZodType>(schema: S) {
  const handler = createMiddleware<Env, string, { in: { query: z.input<S> }; out: { query: z.output<S> } }>(async (c, next) => {
    c.req.addValidatedData('query', parsed(schema, c.req.query()) as object);
    await next();
  });
  return declare(handler, { target: 'query', schema });
}
