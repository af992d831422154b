import { first } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saveSpecialAnswers } from '../domain/answers';
import { specialWedding } from './helpers';
import { specialRepositories } from '../domain/repositories';

const { answers, questions } = engineTables();

describe('special-request questions (the couple, owner only)', () => {
  it('adds, edits, reorders and deletes questions through the API', async () => {
    const w = await specialWedding();
    const add = await w.ownerClient.post('/api/v1/special-requests/questions', { label: '  Any   dietary needs? ', kind: 'text', required: true });
    expect(add.status).toBe(201);
    const { question: diet } = (await add.json()) as { question: { id: string; label: string; required: boolean } };
    expect(diet).toMatchObject({ label: 'Any dietary needs?', required: true });

    const song = await (await w.ownerClient.post('/api/v1/special-requests/questions', { label: 'Song wish', kind: 'text' })).json();
    const meal = await (await w.ownerClient.post('/api/v1/special-requests/questions', { label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'] })).json();
    const ids = async () =>
      (await w.sql().select().from(questions).where(eq(questions.weddingId, w.wedding.id)).orderBy(questions.position)).map((q) => q.label);
    expect(await ids()).toEqual(['Any dietary needs?', 'Song wish', 'Meal']);

    const moved = await w.ownerClient.post(`/api/v1/special-requests/questions/${meal.question.id}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    expect(await ids()).toEqual(['Any dietary needs?', 'Meal', 'Song wish']);

    const put = await w.app.request('http://localhost/api/v1/special-requests/questions/order', {
      method: 'PUT',
      headers: { origin: 'http://localhost', cookie: w.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [song.question.id, meal.question.id, diet.id] }),
    });
    expect(put.status).toBe(200);
    expect(await ids()).toEqual(['Song wish', 'Meal', 'Any dietary needs?']);

    // A single choice needs two options; the label is required.
    const bad = await w.ownerClient.post('/api/v1/special-requests/questions', { label: 'Pick', kind: 'choice', options: ['Only one'] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toBe('A single-choice question needs at least two options');

    // Removing an option drops the answers that picked it.
    const guest = await w.addGuest({ name: 'Jose Garcia' });
    await saveSpecialAnswers(specialRepositories(w.store), {
      weddingId: w.wedding.id,
      guestId: guest.id,
      answers: { [meal.question.id]: 'Fish', [diet.id]: 'None' },
      source: 'questions',
    });
    const edit = await w.ownerClient.patch(`/api/v1/special-requests/questions/${meal.question.id}`, {
      label: 'Meal',
      kind: 'choice',
      options: ['Veggie', 'Beef'],
    });
    expect(edit.status).toBe(200);
    expect(await w.sql().select().from(answers).where(eq(answers.questionId, meal.question.id))).toHaveLength(0);
    expect(await w.sql().select().from(answers).where(eq(answers.questionId, diet.id))).toHaveLength(1);

    const del = await w.ownerClient.delete(`/api/v1/special-requests/questions/${song.question.id}`);
    expect(del.status).toBe(200);
    expect(await ids()).toEqual(['Meal', 'Any dietary needs?']);
    expect((await w.sql().select().from(questions).where(eq(questions.weddingId, w.wedding.id))).map((q) => q.position)).toEqual([0, 1]);
  });

  it('refuses visitors (401) and other couples (404: not their question)', async () => {
    const w = await specialWedding();
    const q = await w.addQuestion({ label: 'Song wish' });
    expect((await w.visitor.post('/api/v1/special-requests/questions', { label: 'X', kind: 'text' })).status).toBe(401);
    expect((await w.visitor.get('/api/v1/special-requests')).status).toBe(401);
    expect((await w.visitor.get('/app/special-request')).status).toBe(302);

    const other = await specialWedding({ app: w, weddingUrl: 'other-couple' });
    expect((await other.ownerClient.patch(`/api/v1/special-requests/questions/${q.id}`, { label: 'Hacked', kind: 'text' })).status).toBe(404);
    expect((await other.ownerClient.delete(`/api/v1/special-requests/questions/${q.id}`)).status).toBe(404);
    const moved = await other.ownerClient.form(`/app/special-request/ask/questions/${q.id}/delete`, {});
    expect(moved.status).toBe(404);
    expect(first(await w.sql().select().from(questions).where(eq(questions.id, q.id)))).toMatchObject({ label: 'Song wish' });
    const list = (await (await other.ownerClient.get('/api/v1/special-requests')).json()) as { questions: unknown[] };
    expect(list.questions).toEqual([]);
  });

  it('works as plain forms at /app/special-request/ask: add with errors kept, edit, move, delete, intro and settings', async () => {
    const w = await specialWedding();
    const page = await w.ownerClient.get('/app/special-request/ask');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="special-question-add"');
    expect(html).not.toContain('Coming soon');

    const refused = await w.ownerClient.form('/app/special-request/ask/questions', { label: 'Which bus?', kind: 'choice', options: 'Early' });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('A single-choice question needs at least two options');
    expect(again).toContain('value="Which bus?"');

    const added = await w.ownerClient.form('/app/special-request/ask/questions', {
      label: 'Which bus?',
      kind: 'choice',
      options: 'Early\nLate',
      required: 'true',
    });
    expect(added.status).toBe(303);
    await w.ownerClient.form('/app/special-request/ask/questions', { label: 'Song wish', kind: 'text' });
    const [bus, song] = await w.sql().select().from(questions).where(eq(questions.weddingId, w.wedding.id)).orderBy(questions.position);
    expect(bus).toMatchObject({ label: 'Which bus?', kind: 'choice', options: ['Early', 'Late'], required: true });

    expect((await w.ownerClient.form(`/app/special-request/ask/questions/${song!.id}/move`, { direction: 'up' })).status).toBe(303);
    expect(first(await w.sql().select().from(questions).where(eq(questions.id, song!.id)))!.position).toBe(0);
    expect((await w.ownerClient.form(`/app/special-request/ask/questions/${bus!.id}`, { label: 'Shuttle?', kind: 'yesno' })).status).toBe(303);
    expect(first(await w.sql().select().from(questions).where(eq(questions.id, bus!.id)))).toMatchObject({
      label: 'Shuttle?',
      kind: 'yesno',
      required: false,
    });
    expect((await w.ownerClient.form(`/app/special-request/ask/questions/${bus!.id}/delete`, {})).status).toBe(303);
    expect(await w.sql().select().from(questions).where(eq(questions.weddingId, w.wedding.id))).toHaveLength(1);

    expect((await w.ownerClient.form('/app/special-request/ask', { intro: 'Help us plan!', acceptNewGuests: 'true' })).status).toBe(303);
    const settings = (await (await w.ownerClient.get('/api/v1/special-requests')).json()) as { settings: unknown; questionsUrl: string };
    expect(settings.settings).toEqual({ intro: 'Help us plan!', showInRsvp: false, acceptNewGuests: true });
    expect(settings.questionsUrl).toBe('http://localhost/questions/ana-and-jo');

    expect((await w.ownerClient.form('/app/special-request/rsvp', { showInRsvp: 'true' })).status).toBe(303);
    expect((await w.ownerClient.form('/app/special-request/ask', { intro: '' })).status).toBe(303);
    const after = (await (await w.ownerClient.get('/api/v1/special-requests')).json()) as { settings: unknown };
    expect(after.settings).toEqual({ intro: '', showInRsvp: true, acceptNewGuests: false });

    for (const path of [
      '/app/special-request',
      '/app/special-request/rsvp',
      '/app/special-request/email',
      '/app/special-request/email/sent',
      '/app/special-request/responses',
    ]) {
      const res = await w.ownerClient.get(path);
      expect(res.status, path).toBe(200);
    }
    expect((await w.ownerClient.get('/app/special-request/nothing-here')).status).toBe(404);
  });
});
