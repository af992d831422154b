import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';

type Operation = {
  tags: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { type?: string; properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, unknown>;
};
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

async function documentOf(app: ReturnType<typeof createTestApp>['app']): Promise<Document> {
  const res = await app.request('/api/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  return res.json();
}

describe('the OpenAPI document (GET /api/v1/openapi.json)', () => {
  it('describes every API route of the running app, read from its route table', async () => {
    const { app } = createTestApp();
    const doc = await documentOf(app);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Vowly API');
    const routes = app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/v1/') && route.path !== '/api/v1/openapi.json');
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const path = route.path.replace(/^\/api\/v1/, '').replace(/:([A-Za-z]+)(\{[^}]*\})?/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/public/{id}/rsvp']?.get?.parameters?.find((p) => p.name === 'id')).toMatchObject({ in: 'path', required: true });
  });

  it('gives each route the input schema declared at it and says which need a session', async () => {
    const { app } = createTestApp();
    const doc = await documentOf(app);
    const login = doc.paths['/auth/login']!.post!;
    const loginBody = login.requestBody!.content['application/json']!.schema;
    expect(Object.keys(loginBody.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    expect(login.requestBody!.content['application/x-www-form-urlencoded']).toBeDefined();
    expect(login.security).toEqual([]);
    const guests = doc.paths['/guest-list']!.get!;
    expect(guests.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['limit', 'cursor', 'search', 'status', 'sort']));
    expect(guests.parameters!.every((p) => p.in === 'query')).toBe(true);
    expect(guests.security).toEqual([{ session: [] }]);
    expect(guests.tags).toEqual(['guest-list']);
    expect(doc.paths['/admin/all-users']!.get!.security).toEqual([{ session: [] }]);
    expect(doc.paths['/guest-list']!.get!.responses['401']).toBeDefined();
    expect(doc.paths['/auth/login']!.post!.responses['400']).toBeDefined();
  });

  it('is a valid OpenAPI 3.1 document for an independent validator', async () => {
    const { app } = createTestApp();
    const result = await new Validator().validate(await documentOf(app));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });
});
