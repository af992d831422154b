import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { saveSpecialAnswers } from '../domain/answers';
import { updateSpecialSettings } from '../domain/settings';
import { specialRequestsRepository } from '../domain/repository';
import { specialWedding } from './helpers';
import { specialRepositories } from '../domain/repositories';

const { guestRequests, guests, answers, weddings } = engineTables();

type Reply = {
  msg?: string;
  guest: { guestId: string; name: string; token: string; answers: Record<string, string> } | null;
  questions: { id: string; label: string }[];
  errors?: Record<string, string>;
};

describe('GET /api/v1/public/questions/{id}', () => {
  it('gives the questions, and the guest with their answers for a personal token or a name', async () => {
    const w = await specialWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia', email: 'jose@example.com', notes: 'Secret note' });
    const song = await w.addQuestion({ label: 'Song wish' });
    await saveSpecialAnswers(specialRepositories(w.store), {
      weddingId: w.wedding.id,
      guestId: jose.id,
      answers: { [song.id]: 'September' },
      source: 'questions',
    });

    const open = (await (await w.visitor.get(`/api/v1/public/questions/${w.weddingUrl}`)).json()) as Reply;
    expect(open.guest).toBeNull();
    expect(open.questions.map((q) => q.label)).toEqual(['Song wish']);

    const byToken = await w.visitor.get(`/api/v1/public/questions/${w.weddingUrl}?token=${encodeURIComponent(w.tokenOf(jose))}`);
    expect(byToken.headers.get('cache-control')).toBe('private, no-store');
    const body = (await byToken.json()) as Reply;
    expect(body.guest).toMatchObject({ guestId: jose.id, name: 'Jose Garcia', token: w.tokenOf(jose), answers: { [song.id]: 'September' } });
    expect(JSON.stringify(body)).not.toContain('jose@example.com');
    expect(JSON.stringify(body)).not.toContain('Secret note');

    const byName = (await (await w.visitor.get(`/api/v1/public/questions/${w.weddingUrl}?name=${encodeURIComponent('JOSE  garcía')}`)).json()) as Reply;
    expect(byName.guest?.guestId).toBe(jose.id);
    const miss = (await (await w.visitor.get(`/api/v1/public/questions/${w.weddingUrl}?name=Jose`)).json()) as Reply;
    expect(miss.guest).toBeNull();
    expect(miss.msg).toContain("We couldn't find your invitation");
  });

  it("answers 404 for unknown weddings, 403 on the public path of a protected one, 401 on the private path without the pass; another wedding's token gives no guest", async () => {
    const a = await specialWedding({ weddingUrl: 'wedding-a' });
    const b = await specialWedding({ app: a, weddingUrl: 'wedding-b' });
    const jose = await a.addGuest({ name: 'Jose Garcia' });
    await b.addQuestion({ label: 'Song wish' });
    expect((await a.visitor.get('/api/v1/public/questions/nobody-here')).status).toBe(404);

    const foreign = (await (await a.visitor.get(`/api/v1/public/questions/wedding-b?token=${encodeURIComponent(a.tokenOf(jose))}`)).json()) as Reply;
    expect(foreign.guest).toBeNull();
    expect(foreign.msg).toBe('This link is not valid any more. Please find your invitation by name.');

    await a.transaction(() =>
      a
        .sql()
        .update(weddings)
        .set({ content: { enablePassword: true, websitePassword: 'secret' } })
        .where(eq(weddings.id, b.wedding.id)),
    );
    expect((await a.visitor.get('/api/v1/public/questions/wedding-b')).status).toBe(403);
    expect((await a.visitor.get('/api/v1/private/questions/wedding-b')).status).toBe(401);
    const pass = await a.visitor.post('/api/v1/private/wedding-b', { password: 'secret' });
    expect(pass.status).toBe(200);
    expect((await a.visitor.get('/api/v1/private/questions/wedding-b')).status).toBe(200);
  });
});

describe('the questions page through POST and PATCH /api/v1/guest-list (questionsId)', () => {
  it("PATCH saves the token's guest's own answers: 400 per field, one row per question, another wedding's token refused", async () => {
    const a = await specialWedding({ weddingUrl: 'wedding-a' });
    const b = await specialWedding({ app: a, weddingUrl: 'wedding-b' });
    const jose = await a.addGuest({ name: 'Jose Garcia' });
    const bGuest = await b.addGuest({ name: 'Bea Brown' });
    const diet = await a.addQuestion({ label: 'Diet', required: true });
    const bus = await a.addQuestion({ label: 'Shuttle?', kind: 'yesno' });
    await b.addQuestion({ label: 'Song wish' });

    const invalid = await a.visitor.patch('/api/v1/guest-list', { questionsId: 'wedding-a', token: a.tokenOf(jose), answers: { [bus.id]: 'maybe' } });
    expect(invalid.status).toBe(400);
    const errors = (await invalid.json()) as Reply;
    expect(errors.msg).toBe('Please answer: Diet');
    expect(errors.errors).toEqual({ [`answer.${diet.id}`]: 'Please answer: Diet', [`answer.${bus.id}`]: 'Please answer yes or no' });

    const ok = await a.visitor.patch('/api/v1/guest-list', {
      questionsId: 'wedding-a',
      token: a.tokenOf(jose),
      answers: { [diet.id]: 'Vegan', [bus.id]: true },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Reply).guest?.answers).toEqual({ [diet.id]: 'Vegan', [bus.id]: 'yes' });
    // A later PATCH may leave things out: they stay as stored.
    await a.visitor.patch('/api/v1/guest-list', { questionsId: 'wedding-a', token: a.tokenOf(jose), answers: { [bus.id]: 'no' } });
    const rows = await a.sql().select().from(answers).where(eq(answers.guestId, jose.id));
    expect(Object.fromEntries(rows.map((r) => [r.questionId, r.value]))).toEqual({ [diet.id]: 'Vegan', [bus.id]: 'no' });

    // Wedding B's guest cannot write on wedding A, nor A's guest on B.
    const crossed = await a.visitor.patch('/api/v1/guest-list', { questionsId: 'wedding-a', token: b.tokenOf(bGuest), answers: { [diet.id]: 'x' } });
    expect(crossed.status).toBe(400);
    expect(((await crossed.json()) as { code: string }).code).toBe('RSVP_LINK_INVALID');
    expect((await a.visitor.patch('/api/v1/guest-list', { questionsId: 'wedding-b', token: a.tokenOf(jose), answers: {} })).status).toBe(400);
    expect(await a.sql().select().from(answers).where(eq(answers.guestId, bGuest.id))).toHaveLength(0);

    // Without questionsId the couple's API answers as before.
    expect((await a.visitor.patch('/api/v1/guest-list', { guestId: jose.id, name: 'Renamed' })).status).toBe(401);
    // A signed-in couple's own session gives a public submission no extra power.
    const other = await a.ownerClient.patch('/api/v1/guest-list', { questionsId: 'wedding-a', token: 'not-a-token', answers: { [diet.id]: 'x' } });
    expect(other.status).toBe(400);
    const edit = await a.ownerClient.patch('/api/v1/guest-list', { guestId: jose.id, notes: 'Still the couple API' });
    expect(edit.status).toBe(200);
    expect(((await edit.json()) as { msg: string }).msg).toBe('Guest Modified');
  });

  it('POST with a name: a listed guest answers as themselves, a stranger leaves a note (or is added when the couple allows it)', async () => {
    const w = await specialWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia' });
    const song = await w.addQuestion({ label: 'Song wish' });

    const known = await w.visitor.post('/api/v1/guest-list', {
      questionsId: w.weddingUrl,
      name: 'jose garcia',
      email: 'jose@example.com',
      answers: { [song.id]: 'September' },
    });
    expect(known.status).toBe(200);
    expect(((await known.json()) as Reply).guest).toMatchObject({ guestId: jose.id, answers: { [song.id]: 'September' } });

    const note = await w.visitor.post('/api/v1/guest-list', {
      questionsId: w.weddingUrl,
      name: 'Luz Ortega',
      email: 'luz@example.com',
      answers: { [song.id]: 'Africa' },
    });
    expect(note.status).toBe(202);
    expect(((await note.json()) as { msg: string }).msg).toBe('Thank you! Your answers have been sent to the couple.');
    expect(first(await w.sql().select().from(guestRequests).where(eq(guestRequests.weddingId, w.wedding.id)))?.message).toContain('Song wish: Africa');

    await updateSpecialSettings(specialRequestsRepository(w.store), w.wedding.id, { acceptNewGuests: true });
    const added = await w.visitor.post('/api/v1/guest-list', {
      questionsId: w.weddingUrl,
      name: 'Tom Late',
      email: 'tom@example.com',
      answers: { [song.id]: 'Toto' },
    });
    expect(added.status).toBe(201);
    const tom = first(await w.sql().select().from(guests).where(eq(guests.name, 'Tom Late')))!;
    expect(((await added.json()) as Reply).guest).toMatchObject({ guestId: tom.id, token: w.tokenOf(tom) });

    const missing = await w.visitor.post('/api/v1/guest-list', { questionsId: w.weddingUrl, name: 'No Mail', answers: {} });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { msg: string }).msg).toBe('Please enter your email so the couple can reach you');

    // Without questionsId: the couple's add, which needs a session.
    expect((await w.visitor.post('/api/v1/guest-list', { name: 'Sneaky Add' })).status).toBe(401);
    expect(first(await w.sql().select().from(guests).where(eq(guests.name, 'Sneaky Add')))).toBeUndefined();
  });
});
