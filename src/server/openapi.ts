// GET /api/v1/openapi.json: an OpenAPI 3.1 document of the API, built from the running app's own
// route table, so it cannot drift from the code: every route under /api/v1, its path parameters,
// the input schema its validator declares (src/server/validate.ts: the same zod schema, as JSON
// Schema) and whether its guard needs a session (src/server/middleware/guards.ts).
import type { RouterRoute } from 'hono/types';
import { z } from 'zod';
import { needsSession } from './middleware/guards';
import { SESSION_COOKIE } from './middleware/session';
import { type DeclaredInput, declaredInputOf } from './validate';

const API_BASE = '/api/v1';
export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];
const ERROR = { $ref: '#/components/schemas/Error' };

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

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
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
  const guarded = handlers.some(needsSession);
  const body = inputs.find((input) => input.target === 'json');
  const query = inputs.find((input) => input.target === 'query');
  const responses: Record<string, unknown> = { '200': { description: 'OK' } };
  if (inputs.length > 0) responses['400'] = { description: 'Invalid input: the first problem', content: { 'application/json': { schema: ERROR } } };
  if (guarded) responses['401'] = { description: 'Please log in', content: { 'application/json': { schema: ERROR } } };
  return {
    path,
    method: route.method.toLowerCase(),
    operation: {
      tags: [path.split('/')[1] ?? ''],
      security: guarded ? [{ session: [] }] : [],
      parameters: [...names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...(query ? queryParameters(query) : [])],
      ...(body ? { requestBody: { content: Object.fromEntries(BODY_TYPES.map((type) => [type, { schema: jsonSchemaOf(body.schema) }])) } } : {}),
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
      description: 'Every call of the wedding website builder (product.md §7). Errors are `{ msg }` with a 4xx status.',
    },
    servers: [{ url: API_BASE }],
    paths,
    components: {
      schemas: { Error: { type: 'object', properties: { msg: { type: 'string' } }, required: ['msg'] } },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
