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

  it("describes each action with its request and response schemas (RSVP answers, the couple's questions and settings, the builder's save, the sends, the checkout)", async () => {
    const { app } = createTestApp();
    const doc = await documentOf(app);
    type Schema = { properties?: Record<string, unknown>; oneOf?: Schema[]; anyOf?: Schema[]; type?: string; items?: Schema };
    type Described = Operation & { responses: Record<string, { content?: Record<string, { schema: Schema }> }> };
    /** The fields a body or answer may have (either branch's where two actions share an address). */
    const fields = (schema: Schema | undefined) => (schema?.oneOf ?? schema?.anyOf ?? [schema]).flatMap((one) => Object.keys(one?.properties ?? {}));
    const answer = ['token', 'members', 'status', 'answer', 'updates'];
    for (const [path, method, status, request, response] of [
      ['/public/{id}/rsvp', 'patch', '200', answer, ['msg', 'guest']],
      ['/private/{id}/rsvp', 'patch', '200', answer, ['msg', 'guest']],
      ['/rsvp/answers', 'patch', '200', ['guestId', 'members', 'status'], ['msg', 'guest']],
      ['/rsvp/questions', 'post', '201', ['label', 'kind', 'options', 'required', 'scope'], ['msg', 'question', 'questions']],
      ['/rsvp/questions/{id}/move', 'post', '200', ['direction'], ['msg', 'questions']],
      ['/special-requests/questions', 'post', '201', ['label', 'kind', 'options', 'required'], ['msg', 'question', 'questions']],
      ['/special-requests/questions/order', 'put', '200', ['ids'], ['msg', 'questions']],
      ['/rsvp/settings', 'patch', '200', ['rsvpOpen', 'allowRsvpResubmit', 'notifyCouple', 'deadline'], ['msg', 'settings']],
      ['/special-requests/settings', 'patch', '200', ['intro', 'showInRsvp', 'acceptNewGuests'], ['msg', 'settings']],
      ['/rsvp/requests/{id}/approve', 'post', '201', ['household'], ['msg', 'guest']],
      ['/public/{id}/rsvp/request', 'post', '201', ['name', 'email', 'message'], ['msg']],
      ['/invite/image', 'patch', '200', ['asset', 'deleteImage'], ['msg', 'invite']],
      ['/invite/sign-upload', 'post', '200', [], ['signature', 'timestamp', 'folder', 'upload_url']],
      ['/weddings/{id}/sign-upload', 'post', '200', [], ['signature', 'timestamp', 'folder', 'upload_url']],
      ['/weddings/{id}', 'patch', '200', ['version', 'weddingTheme', 'weddingDate', 'timeZone', 'published'], ['msg', 'wedding']],
      ['/weddings-pro/{id}', 'patch', '200', ['version', 'weddingTheme', 'resetColors'], ['msg', 'wedding']],
      ['/guest-list', 'post', '201', ['name', 'email', 'household', 'plusOneAllowed', 'tags'], ['msg', 'guest', 'counts', 'seatsUsed', 'guestLimit']],
      ['/guest-list', 'patch', '200', ['guestId', 'name', 'status', 'householdTags'], ['msg', 'guest', 'counts', 'seatsUsed', 'guestLimit']],
      // The questions page's branch of the same two calls (with questionsId).
      ['/guest-list', 'patch', '200', ['questionsId', 'token', 'answers', 'answer'], ['msg', 'guest', 'questions']],
      ['/guest-list', 'post', '202', ['questionsId', 'name', 'email', 'message', 'answers'], ['msg', 'guest', 'request']],
      [
        '/send-invite',
        'patch',
        '200',
        ['guestIds', 'mode', 'newCampaign', 'requestId'],
        ['msg', 'batchId', 'scope', 'queued', 'alreadySent', 'skipped', 'replayed'],
      ],
      ['/guest-list/import/preview', 'post', '200', ['file', 'csv'], ['rows', 'summary', 'msg']],
      ['/guest-list/import', 'post', '201', ['file', 'csv'], ['msg', 'imported', 'skipped', 'counts', 'seatsUsed', 'guestLimit']],
      ['/auth/register', 'post', '201', ['name', 'email', 'password', 'confirmPassword'], ['msg', 'user']],
      ['/auth/login', 'post', '200', ['email', 'password'], ['msg', 'user']],
      ['/auth/forgot-password', 'post', '200', ['email'], ['msg']],
      ['/auth/login-link', 'post', '200', ['email'], ['msg']],
      ['/auth/reset-password', 'post', '200', ['token', 'password', 'confirmPassword'], ['msg']],
      ['/private/{id}', 'post', '200', ['password', 'websitePassword', 'email'], ['msg', 'wedding']],
      ['/users/update-user', 'patch', '200', ['name', 'email', 'currentPassword'], ['msg', 'pendingEmail', 'user']],
      ['/users/update-user-password', 'patch', '200', ['currentPassword', 'newPassword', 'confirmPassword'], ['msg']],
      ['/domain', 'patch', '200', ['weddingUrl', 'version'], ['msg', 'wedding']],
      ['/journey/nudge', 'post', '200', ['stage', 'requestId', 'confirmed'], ['msg', 'sent', 'queued', 'skipped']],
      ['/email-settings', 'patch', '200', ['trackOpens'], ['msg', 'trackOpens']],
      ['/notifications', 'patch', '200', ['seenUntil'], ['count']],
      ['/notifications/settings', 'patch', '200', ['rsvpNotices'], ['msg', 'rsvpNotices']],
      ['/admin/email-control/retry', 'post', '200', [], ['msg', 'retried']],
      ['/admin/testing/email', 'post', '200', [], ['msg', 'emailId']],
      ['/invite', 'patch', '200', ['product', 'design', 'heading', 'message', 'translations'], ['msg', 'invite', 'weddingUrl']],
      [
        '/special-requests/send',
        'post',
        '200',
        ['guestIds', 'newCampaign', 'requestId'],
        ['msg', 'batchId', 'scope', 'queued', 'alreadySent', 'skipped', 'replayed'],
      ],
      ['/payments/checkout/{planId}', 'post', '201', [], ['url', 'sessionId']],
      ['/payments/test-checkout/{sessionId}/pay', 'post', '200', [], ['sessionId', 'status', 'pro']],
      ['/payments/test-checkout/{sessionId}/cancel', 'post', '200', [], ['sessionId', 'status', 'pro']],
    ] as const) {
      const operation = doc.paths[path]![method] as Described;
      const where = `${method} ${path}`;
      expect(fields(operation.requestBody!.content['application/json']!.schema as Schema), where).toEqual(expect.arrayContaining([...request]));
      expect(operation.requestBody!.content['application/x-www-form-urlencoded'], where).toBeDefined();
      expect(fields(operation.responses[status]!.content!['application/json']!.schema), where).toEqual(expect.arrayContaining([...response]));
      expect(operation.responses['400'], where).toBeDefined();
    }
    // PATCH /send-invite also takes a bare array of guest ids (product.md §7).
    const sendBody = (doc.paths['/send-invite']!.patch as Described).requestBody!.content['application/json']!.schema as Schema;
    expect(sendBody.anyOf?.find((one) => one.type === 'array')?.items?.type).toBe('string');
    expect(doc.paths['/rsvp/answers']!.patch!.security).toEqual([{ session: [] }]);
    expect(doc.paths['/admin/testing/email']!.post!.security).toEqual([{ session: [] }]);
    expect(doc.paths['/notifications']!.patch!.security).toEqual([{ session: [] }]);
    // The guest list's calls need the couple's session unless they are the questions page's (questionsId).
    expect(doc.paths['/guest-list']!.post!.security).toEqual([{ session: [] }, {}]);
    // The CSV import also takes the file as it is (text/csv), and a multipart file.
    for (const path of ['/guest-list/import', '/guest-list/import/preview']) {
      const content = doc.paths[path]!.post!.requestBody!.content as Record<string, { schema: { properties?: Record<string, unknown> } }>;
      expect(content['text/csv']!.schema, path).toEqual({ type: 'string' });
      expect(JSON.stringify(content['multipart/form-data']!.schema.properties!.file), path).toContain('"format":"binary"');
    }
    const deleteGuest = doc.paths['/guest-list/{guestId}']!.delete! as Described;
    expect(Object.keys(deleteGuest.responses['200']!.content!['application/json']!.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['msg', 'counts', 'seatsUsed', 'guestLimit']),
    );
    expect(deleteGuest.security).toEqual([{ session: [] }]);
    expect(doc.paths['/public/{id}/rsvp']!.patch!.security).toEqual([]);
    expect(doc.paths['/private/{id}']!.post!.security).toEqual([]);
    const release = doc.paths['/domain/previous/{weddingUrl}']!.delete! as Described;
    expect(Object.keys(release.responses['200']!.content!['application/json']!.schema.properties ?? {})).toEqual(['msg']);
    expect(release.security).toEqual([{ session: [] }]);
    expect(doc.paths['/users/update-user']!.patch!.security).toEqual([{ session: [] }]);
    const logout = doc.paths['/auth/logout']!.delete! as Described;
    expect(Object.keys(logout.responses['200']!.content!['application/json']!.schema.properties ?? {})).toEqual(['msg']);
  });
});
