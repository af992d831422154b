import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { rsvpWedding } from './helpers';

const { answers, questions, rsvpSettings } = engineTables();

const json = async (res: Response) => (await res.json()) as any;
const flash = (web: ReturnType<typeof client>) => decodeURIComponent(web.jar.get('vowly_flash') ?? '');

describe('RSVP settings API', () => {
  it('starts open, without deadline, resubmission allowed, couple notified; PATCH changes only what it names', async () => {
    const w = await rsvpWedding({ timeZone: 'Europe/Paris' });
    const start = await json(await w.ownerClient.get('/api/v1/rsvp/settings'));
    expect(start).toEqual({
      settings: { allowRsvpResubmit: true, rsvpOpen: true, notifyCouple: true, deadline: null, repliesUntil: null, timeZone: 'Europe/Paris' },
      questions: [],
    });
    const res = await w.ownerClient.patch('/api/v1/rsvp/settings', { deadline: '2026-05-01', notifyCouple: false });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      msg: 'RSVP settings saved',
      settings: { allowRsvpResubmit: true, rsvpOpen: true, notifyCouple: false, deadline: '2026-05-01', repliesUntil: '2026-05-01T21:59:59.999Z' },
    });
    const form = await w.ownerClient.patch('/api/v1/rsvp/settings', new URLSearchParams({ allowRsvpResubmit: 'false' }));
    expect((await json(form)).settings).toMatchObject({ allowRsvpResubmit: false, notifyCouple: false, deadline: '2026-05-01' });
    expect((await json(await w.ownerClient.patch('/api/v1/rsvp/settings', { deadline: null }))).settings.deadline).toBeNull();
    const bad = await w.ownerClient.patch('/api/v1/rsvp/settings', { deadline: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).msg).toBe('Deadline must be a date like 2026-05-01');
  });

  it('questions: add, edit, reorder, move and delete; choices need two options; at most 20', async () => {
    const w = await rsvpWedding();
    const add = (body: Record<string, unknown> | URLSearchParams) => w.ownerClient.post('/api/v1/rsvp/questions', body);
    const meal = await add({ label: 'Meal', kind: 'choice', options: ['Fish', ' Veggie ', ''], required: true });
    expect(meal.status).toBe(201);
    const mealQ = (await json(meal)).question;
    expect(mealQ).toMatchObject({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'], required: true, scope: 'guest' });
    const song = (await json(await add({ label: 'Song wish', kind: 'text', scope: 'household' }))).question;
    const bus = (await json(await add(new URLSearchParams({ label: 'Shuttle?', kind: 'yesno', options: 'ignored\nlines' })))).question;
    expect(bus.options).toEqual([]);

    const oneOption = await add({ label: 'Pick', kind: 'choice', options: 'Only one' });
    expect(oneOption.status).toBe(400);
    expect((await json(oneOption)).msg).toBe('A single-choice question needs at least two options');
    expect((await add({ label: '', kind: 'text' })).status).toBe(400);
    expect((await json(await add({ label: 'X', kind: 'essay' }))).msg).toBe('Question type must be short text, yes/no or single choice');

    const moved = await json(await w.ownerClient.post(`/api/v1/rsvp/questions/${bus.id}/move`, { direction: 'up' }));
    expect(moved.questions.map((q: any) => q.label)).toEqual(['Meal', 'Shuttle?', 'Song wish']);
    const reordered = await w.ownerClient.patch(`/api/v1/rsvp/questions/${mealQ.id}`, {
      label: 'Main course',
      kind: 'choice',
      options: ['Fish', 'Beef'],
      required: false,
    });
    expect((await json(reordered)).question).toMatchObject({ label: 'Main course', options: ['Fish', 'Beef'], required: false });

    const deleted = await w.ownerClient.delete(`/api/v1/rsvp/questions/${song.id}`);
    expect((await json(deleted)).questions.map((q: any) => q.label)).toEqual(['Main course', 'Shuttle?']);
    expect((await w.sql().select().from(questions).where(eq(questions.weddingId, w.wedding.id))).map((q) => q.position).sort()).toEqual([0, 1]);

    for (let i = 0; i < 18; i++) expect((await add({ label: `Q${i}`, kind: 'text' })).status).toBe(201);
    const over = await add({ label: 'One too many', kind: 'text' });
    expect(over.status).toBe(400);
    expect((await json(over)).msg).toBe('You can ask at most 20 questions');
  });

  it('PUT /rsvp/questions/order takes every question once', async () => {
    const w = await rsvpWedding();
    const a = await w.addQuestion({ label: 'A' });
    const b = await w.addQuestion({ label: 'B' });
    const put = (ids: string[]) =>
      w.app.request('http://localhost/api/v1/rsvp/questions/order', {
        method: 'PUT',
        headers: { origin: 'http://localhost', cookie: w.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ ids }),
      });
    const res = await put([b.id, a.id]);
    expect(res.status).toBe(200);
    expect((await json(res)).questions.map((q: any) => q.label)).toEqual(['B', 'A']);
    expect((await put([b.id])).status).toBe(400);
  });

  it('changing a question drops the answers it no longer fits', async () => {
    const w = await rsvpWedding();
    const ann = await w.addGuest({ name: 'Ann Lee' });
    const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Beef'] });
    const note = await w.addQuestion({ label: 'Note' });
    await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(ann),
      status: 'Accepted',
      members: [{ guestId: ann.id, answers: { [meal.id]: 'Beef', [note.id]: 'Hi' } }],
    });
    expect(await w.sql().select().from(answers)).toHaveLength(2);
    await w.ownerClient.patch(`/api/v1/rsvp/questions/${meal.id}`, { label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'] });
    await w.ownerClient.patch(`/api/v1/rsvp/questions/${note.id}`, { label: 'Note', kind: 'yesno' });
    expect(await w.sql().select().from(answers)).toHaveLength(0);
  });

  it('is the owner’s only: 401 without a session, another couple cannot touch my questions', async () => {
    const w = await rsvpWedding();
    const q = await w.addQuestion({ label: 'Mine' });
    expect((await client(w.app).get('/api/v1/rsvp/settings')).status).toBe(401);
    expect((await client(w.app).patch('/api/v1/rsvp/settings', { rsvpOpen: false })).status).toBe(401);
    const other = await createTestUser(w.store, { weddingUrl: 'someone-else' });
    const them = client(w.app, other.cookie);
    expect((await them.delete(`/api/v1/rsvp/questions/${q.id}`)).status).toBe(404);
    expect((await them.patch(`/api/v1/rsvp/questions/${q.id}`, { label: 'Theirs', kind: 'text' })).status).toBe(404);
    expect((await json(await them.get('/api/v1/rsvp/settings'))).questions).toEqual([]);
    await them.patch('/api/v1/rsvp/settings', { rsvpOpen: false });
    expect(first(await w.sql().select().from(rsvpSettings).where(eq(rsvpSettings.weddingId, w.wedding.id)))).toBeUndefined();
  });
});

describe('/app/wedding/edit/rsvp without JavaScript', () => {
  it('renders the settings and questions in the app shell', async () => {
    const w = await rsvpWedding();
    await w.addQuestion({ label: 'Dietary needs' });
    const res = await w.ownerClient.get('/app/wedding/edit/rsvp');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1 class="app-shell__title">RSVP settings</h1>');
    expect(html).not.toContain('Coming soon');
    expect(html).toContain(`http://localhost/${w.weddingUrl}/rsvp`);
    expect(html).toContain(`name="allowRsvpResubmit" checked="" value="true"`);
    expect(html).toContain(`name="notifyCouple" checked="" value="true"`);
    expect(html).toContain('Dietary needs');
    expect(html).toContain('data-testid="question-form-add"');
    expect((await client(w.app).get('/app/wedding/edit/rsvp')).headers.get('location')).toBe('/login?next=%2Fapp%2Fwedding%2Fedit%2Frsvp');
  });

  it('saves the switches (an unticked box is off) and the deadline with a toast', async () => {
    const w = await rsvpWedding({ timeZone: 'America/New_York' });
    const res = await w.ownerClient.form('/app/wedding/edit/rsvp', { rsvpOpen: 'true', deadline: '2026-06-01' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/wedding/edit/rsvp');
    expect(flash(w.ownerClient)).toContain('RSVP settings saved');
    const row = first(await w.sql().select().from(rsvpSettings).where(eq(rsvpSettings.weddingId, w.wedding.id)))!;
    expect(row).toMatchObject({ rsvpOpen: true, allowRsvpResubmit: false, notifyCouple: false });
    expect(row.deadline!.toISOString()).toBe('2026-06-02T03:59:59.999Z');
    const html = await (await w.ownerClient.get('/app/wedding/edit/rsvp')).text();
    expect(html).toContain('value="2026-06-01"');
    const bad = await w.ownerClient.form('/app/wedding/edit/rsvp', { deadline: 'soon' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Deadline must be a date like 2026-05-01');
  });

  it('adds, edits, moves and deletes questions by form posts', async () => {
    const w = await rsvpWedding();
    const add = await w.ownerClient.form('/app/wedding/edit/rsvp/questions', {
      label: 'Meal',
      kind: 'choice',
      options: 'Fish\r\nVeggie',
      scope: 'guest',
      required: 'true',
    });
    expect(add.status).toBe(303);
    expect(flash(w.ownerClient)).toContain('Question added');
    await w.ownerClient.form('/app/wedding/edit/rsvp/questions', { label: 'Song', kind: 'text', options: '', scope: 'household' });
    const [meal, song] = (await w.sql().select().from(questions)).sort((a, b) => a.position - b.position);
    expect(meal).toMatchObject({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'], required: true, scope: 'guest' });
    expect(song).toMatchObject({ label: 'Song', scope: 'household', required: false });

    const refused = await w.ownerClient.form('/app/wedding/edit/rsvp/questions', { label: 'Pick', kind: 'choice', options: 'One' });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('A single-choice question needs at least two options');
    expect(refusedHtml).toContain('value="Pick"');

    const editPage = await (await w.ownerClient.get(`/app/wedding/edit/rsvp?edit=${meal!.id}`)).text();
    expect(editPage).toContain('data-testid="question-form-edit"');
    await w.ownerClient.form(`/app/wedding/edit/rsvp/questions/${meal!.id}`, { label: 'Main course', kind: 'choice', options: 'Fish\nBeef', scope: 'guest' });
    expect(flash(w.ownerClient)).toContain('Question saved');
    expect(first(await w.sql().select().from(questions).where(eq(questions.id, meal!.id)))).toMatchObject({
      label: 'Main course',
      options: ['Fish', 'Beef'],
      required: false,
    });

    await w.ownerClient.form(`/app/wedding/edit/rsvp/questions/${song!.id}/move`, { direction: 'up' });
    expect(first(await w.sql().select().from(questions).where(eq(questions.id, song!.id)))!.position).toBe(0);
    await w.ownerClient.form(`/app/wedding/edit/rsvp/questions/${song!.id}/delete`, {});
    expect(flash(w.ownerClient)).toContain('Question deleted');
    expect((await w.sql().select().from(questions)).map((q) => [q.label, q.position])).toEqual([['Main course', 0]]);
  });
});
