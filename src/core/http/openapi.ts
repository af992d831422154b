// GET /api/v1/openapi.json: an OpenAPI 3.1 document of the API, built from the running app's own
// route table, so it cannot drift from the code: every route under /api/v1, its path parameters,
// the query schema its validator declares (src/core/http/validate.ts: the same zod schema, as JSON
// Schema) and whether its guard needs a session (src/core/http/middleware/guards.ts). Every write is an
// action (src/core/actions): it gives its request and response schemas and its success status.
import type { RouterRoute } from 'hono/types';
import { z } from 'zod';
import { type DeclaredAction, declaredActionOf } from '../actions/register-actions';
import { needsSession } from './middleware/guards';
import { SESSION_COOKIE } from './middleware/session';
import { type DeclaredInput, declaredInputOf } from './validate';

const API_BASE = '/api/v1';
export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];
const ERROR = { $ref: '#/components/schemas/Error' };
const INVALID_INPUT = { $ref: '#/components/schemas/InvalidInput' };

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; [key: string]: unknown };

/** A Hono path pattern as a regular expression over concrete paths (`*` any rest, `:name{re}` one segment). */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source.replace(/\/\.\*$/, '(/.*)?')}$`);
}

/** `/public/:id/rsvp` → `/public/{id}/rsvp` and its parameter names. */
function openApiPath(path: string) {
  const names: string[] = [];
  const converted = path.slice(API_BASE.length).replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_match, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path: converted, names };
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** One schema, or either of several (two actions at one address: a branch chosen by the body). */
function either(schemas: JsonSchema[]): JsonSchema {
  return schemas.length === 1 ? schemas[0]! : { oneOf: schemas };
}

/**
 * The body: each action's schema (either of them where two share the address). It is
 * required when every action's schema requires a field (a DELETE's empty one does not); an action that
 * reads a text body (`text/csv`) takes that too, as a string.
 */
function requestBodyOf(schemas: z.ZodType[], actions: DeclaredAction[]) {
  const jsons = schemas.map((schema) => jsonSchemaOf(schema));
  const textBody = actions.find((action) => action.textBody)?.textBody;
  const required = actions.length > 0 && actions.every((action, i) => (jsons[i]?.required?.length ?? 0) > 0 || action.textBody !== undefined);
  const content: Record<string, { schema: JsonSchema }> = Object.fromEntries(BODY_TYPES.map((type) => [type, { schema: either(jsons) }]));
  if (textBody) content[textBody.type] = { schema: { type: 'string' } };
  return { ...(required ? { required } : {}), content };
}

/** The actions' answers: each result with its status (or statuses), and `{ msg, errors }` for a bad input. */
function actionResponses(actions: DeclaredAction[]) {
  const byStatus = new Map<string, { descriptions: string[]; schemas: JsonSchema[] }>();
  for (const action of actions) {
    for (const status of action.statusBy?.statuses ?? [action.status ?? 200]) {
      const entry = byStatus.get(String(status)) ?? { descriptions: [], schemas: [] };
      entry.descriptions.push(action.summary ?? 'Done');
      if (action.output) entry.schemas.push(jsonSchemaOf(action.output, 'output'));
      byStatus.set(String(status), entry);
    }
  }
  const responses: Record<string, unknown> = {};
  for (const [status, { descriptions, schemas }] of byStatus)
    responses[status] = {
      description: [...new Set(descriptions)].join('; '),
      ...(schemas.length > 0 ? { content: { 'application/json': { schema: either(schemas) } } } : {}),
    };
  responses['400'] = { description: 'Invalid input: the first problem, and the first per field', content: { 'application/json': { schema: INVALID_INPUT } } };
  return responses;
}

function queryParameters(input: DeclaredInput) {
  const schema = jsonSchemaOf(input.schema);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/**
 * Who may call it: a session when the path's own middleware needs one or every action's guard does;
 * optional (`{}` too) when only some of the actions sharing the address need one.
 */
function securityOf(handlers: object[], actions: DeclaredAction[]) {
  const actionParts = new Set<unknown>(actions.flatMap((action) => [action.guard].flat()));
  const routeGuarded = handlers.some((handler) => !actionParts.has(handler) && needsSession(handler));
  const guardedActions = actions.filter((action) => [action.guard].flat().some(needsSession));
  if (routeGuarded || (actions.length > 0 && guardedActions.length === actions.length)) return [{ session: [] }];
  return guardedActions.length > 0 ? [{ session: [] }, {}] : [];
}

function operationOf(route: RouterRoute, handlers: object[]) {
  const { path, names } = openApiPath(route.path);
  const inputs = handlers.map(declaredInputOf).filter((input): input is DeclaredInput => input !== undefined);
  const actions = [...new Set(handlers.map(declaredActionOf).filter((found): found is DeclaredAction => found !== undefined))];
  const security = securityOf(handlers, actions);
  const schemas = actions.map((action) => action.documentedInput ?? (action.input as z.ZodType));
  const query = inputs.find((input) => input.target === 'query');
  const responses: Record<string, unknown> = actions.length > 0 ? actionResponses(actions) : { '200': { description: 'OK' } };
  if (actions.length === 0 && inputs.length > 0)
    responses['400'] = { description: 'Invalid input: the first problem', content: { 'application/json': { schema: ERROR } } };
  if (security.length > 0) responses['401'] = { description: 'Please log in', content: { 'application/json': { schema: ERROR } } };
  const summary = actions.flatMap((action) => (action.summary ? [action.summary] : [])).join('; ');
  return {
    path,
    method: route.method.toLowerCase(),
    operation: {
      tags: [path.split('/')[1] ?? ''],
      security,
      parameters: [...names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...(query ? queryParameters(query) : [])],
      ...(summary ? { summary } : {}),
      ...(schemas.length > 0 ? { requestBody: requestBodyOf(schemas, actions) } : {}),
      responses,
    },
  };
}

export function openApiDocument(routes: RouterRoute[]) {
  const endpoints = routes.filter((route) => route.method !== 'ALL' && route.path.startsWith(`${API_BASE}/`) && route.path !== OPENAPI_PATH);
  const paths: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  for (const route of endpoints) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const concrete = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, 'x');
    // The route's own handlers and every middleware registered for its path (router-wide guards).
    const handlers = routes
      .filter((other) => (other.method === 'ALL' ? patternOf(other.path).test(concrete) : other.method === route.method && other.path === route.path))
      .map((other) => other.handler);
    const { path, method, operation } = operationOf(route, handlers);
    paths[path] = { ...paths[path], [method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vowly API',
      version: '1',
      description: 'Every call of the wedding website builder (product.md §7). Errors are `{ msg, code }` with a 4xx status (src/core/error-codes.ts).',
    },
    servers: [{ url: API_BASE }],
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          properties: {
            msg: { type: 'string', description: 'The refusal in words, shown to the user.' },
            code: {
              type: 'string',
              description:
                'A stable code for the reason, `<area>.<reason>` (e.g. `rsvp.closed`, `wedding.conflict`; src/core/error-codes.ts), or the name product.md gave it (BULK_LIMIT_EXCEEDED, GUEST_LIMIT_REACHED, PRO_REQUIRED, EMAIL_NOT_CONFIGURED, RSVP_LINK_INVALID; EMAIL_NEEDED from the site password under attack). Switch on it, not on the words.',
            },
          },
          required: ['msg'],
        },
        InvalidInput: {
          type: 'object',
          properties: {
            msg: { type: 'string' },
            code: { type: 'string', const: 'input.invalid' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
          },
          required: ['msg', 'errors'],
        },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
