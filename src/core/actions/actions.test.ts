// The action kernel on a tiny app: one definition answers fetch with JSON and a no-JS form with a 303
// or the page again with the problems per field; nested form names are read by conform; the body
// limit is the action's; the OpenAPI document takes the action's request and response schemas.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UserError } from '../errors';
import type { AppEnv } from '../http/context';
import { handleError } from '../http/error-handler';
import { BODY_LIMITS, BODY_LIMIT_MESSAGES, limitRequestBodies, streamedBody } from '../http/middleware/body-limit';
import { openApiDocument } from '../http/openapi';
import { anyone, defineAction } from './define-action';
import { passOn, registerActions } from './register-actions';

const saved: unknown[] = [];

const addGuests = defineAction({
  method: 'POST',
  path: '/guests',
  guard: anyone,
  summary: 'Add guests with their meal',
  input: z.object({
    guests: z.array(z.object({ name: z.string().trim().min(1, 'Please enter a name') })).min(1, 'Add at least one guest'),
    answers: z.object({ meal: z.enum(['fish', 'beef'], 'Please choose a meal') }),
  }),
  output: z.object({ msg: z.string(), added: z.number() }),
  status: 201,
  run: (_c, input) => {
    if (input.guests.some((guest) => guest.name === 'Taken')) throw new UserError('guests.duplicate', 'Taken is already on the list');
    saved.push(input);
    return { msg: 'Guests added', added: input.guests.length };
  },
  form: {
    onSuccess: (c, result) => c.redirect(`/guests/done?added=${result.added}`, 303),
    onError: (c, problem, submitted) => {
      const alerts = Object.entries(problem.errors).map(([name, message]) => `<p data-field="${name}">${message}</p>`);
      return c.html(
        `<form><input name="guests[0].name" value="${(submitted.guests as { name?: string }[] | undefined)?.[0]?.name ?? ''}">${alerts.join('')}</form>`,
        problem.status,
      );
    },
  },
});

const refuseWithoutPass: MiddlewareHandler = async (c, next) => {
  if (c.req.header('x-pass') !== 'yes') throw new UserError('site.password-required', 'Please log in');
  await next();
};

const importList = defineAction({
  method: 'POST',
  path: '/import',
  guard: [refuseWithoutPass],
  bodyLimit: 'csv',
  textBody: { field: 'csv', type: 'text/csv' },
  input: z.object({ csv: z.string().optional(), file: z.file().optional() }),
  output: z.object({ bytes: z.number(), from: z.string() }),
  run: async (_c, input) =>
    input.file ? { bytes: (await input.file.text()).length, from: `file ${input.file.name}` } : { bytes: input.csv?.length ?? 0, from: 'csv' },
});

const note = defineAction({
  method: 'PATCH',
  path: '/note',
  guard: anyone,
  input: z.object({ text: z.string().max(10, 'At most 10 characters') }),
  run: (_c, input) => ({ msg: `Saved ${input.text}` }),
});

/** A page of another route under the same pattern: its guard passes the request on. */
const reservedNames: MiddlewareHandler = async (c, next) => {
  if (c.req.param('name') === 'app') return passOn(c, next);
  await next();
};
const signUp = defineAction({
  method: 'POST',
  path: '/:name/sign-up',
  guard: reservedNames,
  input: z.object({}),
  run: (c) => ({ msg: `Signed up to ${c.req.param('name')}` }),
});

function tinyApp() {
  const app = new Hono<AppEnv>();
  app.use(limitRequestBodies);
  app.onError(handleError);
  const actions = [addGuests, importList, note];
  app.route('/api/v1', registerActions(new Hono<AppEnv>(), actions));
  app.route('/', registerActions(new Hono<AppEnv>(), [addGuests, signUp]));
  app.post('/app/*', (c) => c.text('the app', 404));
  return app;
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

describe('an action answered by JSON (fetch)', () => {
  it('runs with the parsed input and answers its result with its status', async () => {
    const res = await tinyApp().request('/api/v1/guests', json({ guests: [{ name: ' Ann ' }, { name: 'Bo' }], answers: { meal: 'fish' } }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ msg: 'Guests added', added: 2 });
    expect(saved.at(-1)).toEqual({ guests: [{ name: 'Ann' }, { name: 'Bo' }], answers: { meal: 'fish' } });
  });

  it('refuses a bad input with 400, the first problem as msg and each field by its form name', async () => {
    const res = await tinyApp().request('/api/v1/guests', json({ guests: [{ name: 'Ann' }, { name: '' }], answers: { meal: 'soup' } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      msg: 'Please enter a name',
      code: 'input.invalid',
      errors: { 'guests[1].name': 'Please enter a name', 'answers.meal': 'Please choose a meal' },
    });
  });

  it("answers the domain's refusal with its status and msg", async () => {
    const res = await tinyApp().request('/api/v1/guests', json({ guests: [{ name: 'Taken' }], answers: { meal: 'beef' } }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ msg: 'Taken is already on the list', code: 'guests.duplicate' });
  });

  it('answers JSON to the API called with a form (product.md §7), nested names read alike', async () => {
    const res = await tinyApp().request('/api/v1/guests', form({ 'guests[0].name': 'Cy', 'answers.meal': 'beef' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ msg: 'Guests added', added: 1 });
    expect(saved.at(-1)).toEqual({ guests: [{ name: 'Cy' }], answers: { meal: 'beef' } });
  });

  it('runs its guard before reading the body', async () => {
    const res = await tinyApp().request('/api/v1/import', json('not an object'));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ msg: 'Please log in', code: 'site.password-required' });
  });

  it('reads the method it was declared with', async () => {
    const app = tinyApp();
    expect((await app.request('/api/v1/note', { ...json({ text: 'hi' }), method: 'PATCH' })).status).toBe(200);
    expect((await app.request('/api/v1/note', json({ text: 'hi' }))).status).toBe(404);
  });
});

describe('the same action answering a no-JS form', () => {
  it('reads nested field names with conform and answers 303 on success', async () => {
    const res = await tinyApp().request('/guests', form({ 'guests[0].name': 'Dee', 'guests[1].name': 'Eve', 'answers.meal': 'fish' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/guests/done?added=2');
    expect(saved.at(-1)).toEqual({ guests: [{ name: 'Dee' }, { name: 'Eve' }], answers: { meal: 'fish' } });
  });

  it('renders the page again with the problems per field, what was typed and a 400', async () => {
    const before = saved.length;
    const res = await tinyApp().request('/guests', form({ 'guests[0].name': 'Fay', 'guests[1].name': ' ', 'answers.meal': '' }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('value="Fay"');
    expect(html).toContain('<p data-field="guests[1].name">Please enter a name</p>');
    expect(html).toContain('<p data-field="answers.meal">Please choose a meal</p>');
    expect(saved.length).toBe(before);
  });

  it("renders the page again with the domain's refusal and its status", async () => {
    const res = await tinyApp().request('/guests', form({ 'guests[0].name': 'Taken', 'answers.meal': 'fish' }));
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('<p data-field="form">Taken is already on the list</p>');
  });

  it('answers JSON when fetch posts JSON to the page address', async () => {
    const res = await tinyApp().request('/guests', json({ guests: [{ name: 'Gus' }], answers: { meal: 'beef' } }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ msg: 'Guests added', added: 1 });
  });

  it("answers fetch's bad input and the domain's refusal at the page address with JSON too, not the error page", async () => {
    const app = tinyApp();
    const bad = await app.request('/guests', json({ guests: [], answers: { meal: 'beef' } }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ msg: 'Add at least one guest', errors: { guests: 'Add at least one guest' } });
    const refused = await app.request('/guests', json({ guests: [{ name: 'Taken' }], answers: { meal: 'fish' } }));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ msg: 'Taken is already on the list', code: 'guests.duplicate' });
  });
});

describe('a post with no body to a page address', () => {
  it("gets the form's answer (a button's form without fields), while the API still answers JSON", async () => {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    const press = defineAction({
      method: 'POST',
      path: '/press',
      guard: anyone,
      input: z.object({}),
      run: () => ({ msg: 'Pressed' }),
      form: { onSuccess: (c) => c.redirect('/pressed', 303) },
    });
    app.route('/api/v1', registerActions(new Hono<AppEnv>(), [press]));
    app.route('/', registerActions(new Hono<AppEnv>(), [press]));
    const page = await app.request('/press', { method: 'POST' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/pressed');
    const api = await app.request('/api/v1/press', { method: 'POST' });
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual({ msg: 'Pressed' });
  });
});

describe("a form's checkboxes", () => {
  const settings = defineAction({
    method: 'PATCH',
    path: '/settings',
    guard: anyone,
    input: z.object({ open: z.enum(['true', 'false']).optional(), notify: z.enum(['true', 'false']).optional() }),
    run: (_c, input) => input,
    form: { checkboxes: ['open', 'notify'], onSuccess: (c, result) => c.json({ asForm: result }) },
  });
  const app = () => {
    const app = new Hono<AppEnv>();
    app.route('/api/v1', registerActions(new Hono<AppEnv>(), [settings]));
    app.route('/', registerActions(new Hono<AppEnv>(), [settings]));
    return app;
  };

  it('are off when a no-JS form leaves them out, and left unchanged by the API', async () => {
    const page = await app().request('/settings', { method: 'PATCH', body: new URLSearchParams({ open: 'true' }) });
    expect(await page.json()).toEqual({ asForm: { open: 'true', notify: 'false' } });
    const api = await app().request('/api/v1/settings', { method: 'PATCH', body: new URLSearchParams({ open: 'true' }) });
    expect(await api.json()).toEqual({ open: 'true' });
  });
});

describe('a guard passing the request on', () => {
  it('lets the next matching route answer instead of the action', async () => {
    const app = tinyApp();
    const passed = await app.request('/app/sign-up', json({}));
    expect([passed.status, await passed.text()]).toEqual([404, 'the app']);
    expect(await (await app.request('/ours/sign-up', json({}))).json()).toEqual({ msg: 'Signed up to ours' });
  });
});

/**
 * Two actions at one address, the first for bodies that name a `ticket` (a public branch chosen by the body,
 * as the questions page's `questionsId` on the guest list's calls): without one its guard passes the request
 * on to the second, which runs as it always does.
 */
const byTicket: MiddlewareHandler = async (c, next) => {
  const body = (await c.req.json().catch(() => null)) as { ticket?: unknown } | null;
  if (typeof body?.ticket !== 'string') return passOn(c, next);
  await next();
};
const redeemTicket = defineAction({
  method: 'POST',
  path: '/entries',
  guard: byTicket,
  summary: 'Redeem a ticket',
  input: z.object({ ticket: z.string(), seats: z.number().optional() }),
  output: z.object({ msg: z.string(), waiting: z.boolean() }),
  statusBy: { statuses: [200, 202], of: (result: { waiting: boolean }) => (result.waiting ? 202 : 200) },
  run: (_c, input) => ({ msg: `Ticket ${input.ticket}`, waiting: input.ticket === 'later' }),
});
const addEntry = defineAction({
  method: 'POST',
  path: '/entries',
  guard: refuseWithoutPass,
  summary: 'Add an entry',
  input: z.object({ title: z.string() }),
  output: z.object({ msg: z.string(), id: z.string() }),
  status: 201,
  run: (_c, input) => ({ msg: `Added ${input.title}`, id: 'e1' }),
});

function entriesApp() {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.route('/api/v1', registerActions(new Hono<AppEnv>(), [redeemTicket, addEntry]));
  return app;
}

describe('two actions at one address, the first chosen by the body', () => {
  it("passes a body without the first's mark on to the second action, which runs behind its own guard", async () => {
    const app = entriesApp();
    const added = await app.request('/api/v1/entries', json({ title: 'Hello' }, { 'x-pass': 'yes' }));
    expect([added.status, await added.json()]).toEqual([201, { msg: 'Added Hello', id: 'e1' }]);
    expect((await app.request('/api/v1/entries', json({ title: 'Hello' }))).status).toBe(401);
  });

  it('answers with the status its result picks (statusBy)', async () => {
    const app = entriesApp();
    const now = await app.request('/api/v1/entries', json({ ticket: 'a1' }));
    expect([now.status, await now.json()]).toEqual([200, { msg: 'Ticket a1', waiting: false }]);
    const later = await app.request('/api/v1/entries', json({ ticket: 'later' }));
    expect([later.status, await later.json()]).toEqual([202, { msg: 'Ticket later', waiting: true }]);
  });

  it('documents both in one operation: either body, and each status with its answer', async () => {
    const doc = openApiDocument(entriesApp().routes);
    type Schema = { properties?: Record<string, unknown>; oneOf?: Schema[] };
    const operation = doc.paths['/entries']?.post as {
      summary: string;
      security: unknown[];
      requestBody: { content: Record<string, { schema: Schema }> };
      responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
    };
    const variants = (schema: Schema | undefined) => (schema?.oneOf ?? [schema]).map((one) => Object.keys(one?.properties ?? {}));
    expect(operation.summary).toBe('Redeem a ticket; Add an entry');
    expect(variants(operation.requestBody.content['application/json']!.schema)).toEqual([['ticket', 'seats'], ['title']]);
    expect(variants(operation.responses['200']!.content!['application/json']!.schema)).toEqual([['msg', 'waiting']]);
    expect(variants(operation.responses['202']!.content!['application/json']!.schema)).toEqual([['msg', 'waiting']]);
    expect(variants(operation.responses['201']!.content!['application/json']!.schema)).toEqual([['msg', 'id']]);
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
  });
});

describe("an action's body limit", () => {
  const bigger = 'x'.repeat(BODY_LIMITS.default + 1024);

  it('is the default limit unless it declares one: 413 before the action runs', async () => {
    const res = await tinyApp().request('/api/v1/note', { ...json({ text: bigger }), method: 'PATCH' });
    expect(res.status).toBe(413);
    expect((await res.json()).msg).toMatch(/too large/);
  });

  it('is the one it declares (the CSV import takes more than the default, up to its own limit)', async () => {
    const app = tinyApp();
    const ok = await app.request('/api/v1/import', json({ csv: bigger }, { 'x-pass': 'yes' }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ bytes: bigger.length, from: 'csv' });
    const tooBig = await app.request('/api/v1/import', json({ csv: 'x'.repeat(BODY_LIMITS.csv) }, { 'x-pass': 'yes' }));
    expect(tooBig.status).toBe(413);
  });
});

describe('a streamed upload route', () => {
  it('declares its own limit in the route: an announced body past it is refused unread, wherever the route is', async () => {
    const app = new Hono<AppEnv>();
    app.use(limitRequestBodies);
    app.onError(handleError);
    app.post('/anywhere/:id/pictures', streamedBody('photo'), (c) => c.json({ streamed: true }));
    app.post('/anywhere/:id/notes', (c) => c.json({ read: true }));
    const announced = (bytes: number) => ({ method: 'POST', headers: { 'content-length': String(bytes) }, body: 'x' });
    const tooBig = await app.request('/anywhere/1/pictures', announced(BODY_LIMITS.photo + 1));
    expect([tooBig.status, (await tooBig.json()).msg]).toEqual([413, BODY_LIMIT_MESSAGES.photo]);
    // Above the default limit but within the photo's: the route streams it (the default limiter stays out).
    expect((await app.request('/anywhere/1/pictures', announced(BODY_LIMITS.default + 1))).status).toBe(200);
    expect((await app.request('/anywhere/1/notes', announced(BODY_LIMITS.default + 1))).status).toBe(413);
  });
});

describe("an action's text and file inputs", () => {
  it('reads a text/csv body whole into its declared field, and a multipart file as a File', async () => {
    const app = tinyApp();
    const text = await app.request('/api/v1/import', { method: 'POST', headers: { 'x-pass': 'yes', 'content-type': 'text/csv' }, body: 'Name\nAnn\n' });
    expect(await text.json()).toEqual({ bytes: 9, from: 'csv' });
    const upload = new FormData();
    upload.set('file', new File(['Name\nBo\n'], 'guests.csv', { type: 'text/csv' }));
    const file = await app.request('/api/v1/import', { method: 'POST', headers: { 'x-pass': 'yes' }, body: upload });
    expect(await file.json()).toEqual({ bytes: 8, from: 'file guests.csv' });
  });

  it('gives a text body no fields where the action declares no text field', async () => {
    const res = await tinyApp().request('/api/v1/note', { method: 'PATCH', headers: { 'content-type': 'text/plain' }, body: '01234567890123' });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual(['text']);
  });
});

describe('the OpenAPI document of actions', () => {
  it("has each action's request and response schemas and validates under an independent validator", async () => {
    const doc = openApiDocument(tinyApp().routes);
    const operation = doc.paths['/guests']?.post as {
      summary: string;
      requestBody: { required: boolean; content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown>; $ref?: string } }> }>;
    };
    expect(operation.summary).toBe('Add guests with their meal');
    expect(operation.requestBody.required).toBe(true);
    expect(Object.keys(operation.requestBody.content['application/json']!.schema.properties)).toEqual(['guests', 'answers']);
    expect(operation.requestBody.content['application/x-www-form-urlencoded']).toBeDefined();
    expect(Object.keys(operation.responses['201']!.content!['application/json']!.schema.properties!)).toEqual(['msg', 'added']);
    expect(operation.responses['400']!.content!['application/json']!.schema.$ref).toBe('#/components/schemas/InvalidInput');
    expect(doc.paths['/note']?.patch).toBeDefined();
    const imports = doc.paths['/import']?.post as { requestBody: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> } };
    expect(imports.requestBody.required).toBe(true);
    expect(imports.requestBody.content['text/csv']!.schema).toEqual({ type: 'string' });
    expect(imports.requestBody.content['multipart/form-data']!.schema).toMatchObject({ properties: { file: { type: 'string', format: 'binary' } } });
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });
});
