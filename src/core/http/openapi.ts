// GET /api/v1/openapi.json: an OpenAPI 3.1 document of the API, built from the running app's own
// route table, so it cannot drift from the code: every route under /api/v1, its path parameters,
// the input schema its validator declares (src/core/http/validate.ts: the same zod schema, as JSON
// Schema) and whether its guard needs a session (src/core/http/middleware/guards.ts). A route that is an
// action (src/core/actions) gives its request and response schemas and its success status.
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

/**
 * An action's body is required when its schema requires a field (a DELETE's empty one is not); an action
 * that reads a text body (`text/csv`) takes that too, as a string.
 */
function requestBodyOf(schema: z.ZodType, action: DeclaredAction | undefined) {
  const json = jsonSchemaOf(schema);
  const required = action !== undefined && ((json.required?.length ?? 0) > 0 || action.textBody !== undefined);
  const content: Record<string, { schema: JsonSchema }> = Object.fromEntries(BODY_TYPES.map((type) => [type, { schema: json }]));
  if (action?.textBody) content[action.textBody.type] = { schema: { type: 'string' } };
  return { ...(required ? { required } : {}), content };
}

/** An action's answers: its result with its status, and `{ msg, errors }` for a bad input. */
function actionResponses(action: DeclaredAction) {
  const success = action.output ? { content: { 'application/json': { schema: jsonSchemaOf(action.output, 'output') } } } : {};
  return {
    [String(action.status ?? 200)]: { description: action.summary ?? 'Done', ...success },
    '400': { description: 'Invalid input: the first problem, and the first per field', content: { 'application/json': { schema: INVALID_INPUT } } },
  };
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

function operationOf(route: RouterRoute, handlers: object[]) {
  const { path, names } = openApiPath(route.path);
  const inputs = handlers.map(declaredInputOf).filter((input): input is DeclaredInput => input !== undefined);
  const action = handlers.map(declaredActionOf).find((found) => found !== undefined);
  const guarded = handlers.some(needsSession);
  const body = action ? { target: 'json', schema: action.input } : inputs.find((input) => input.target === 'json');
  const query = inputs.find((input) => input.target === 'query');
  const responses: Record<string, unknown> = action ? actionResponses(action) : { '200': { description: 'OK' } };
  if (!action && inputs.length > 0) responses['400'] = { description: 'Invalid input: the first problem', content: { 'application/json': { schema: ERROR } } };
  if (guarded) responses['401'] = { description: 'Please log in', content: { 'application/json': { schema: ERROR } } };
  return {
    path,
    method: route.method.toLowerCase(),
    operation: {
      tags: [path.split('/')[1] ?? ''],
      security: guarded ? [{ session: [] }] : [],
      parameters: [...names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...(query ? queryParameters(query) : [])],
      ...(action?.summary ? { summary: action.summary } : {}),
      ...(body ? { requestBody: requestBodyOf(body.schema, action) } : {}),
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
