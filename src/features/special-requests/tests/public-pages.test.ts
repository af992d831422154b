import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first as firstRow } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { updateSpecialSettings } from '../domain/settings';
import { specialRequestsRepository } from '../domain/repository';
import { NEW_GUEST_NOTE } from '../domain/visitors';
import { type SpecialTestWedding, specialWedding } from './helpers';

const { guestRequests, guests, answers, specialResponses, weddings } = engineTables();

function answersOf(w: SpecialTestWedding, guestId: string) {
  return w.sql().select().from(answers).where(eq(answers.guestId, guestId));
}

describe('/questions/{weddingUrl} without JavaScript', () => {
  it('by personal link: server validation re-renders with errors and what was typed, answers are stored once and the same guest can change them', async () => {
    const w = await specialWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia', email: 'jose@example.com' });
    const diet = await w.addQuestion({ label: 'Any dietary needs?', required: true });
    const bus = await w.addQuestion({ label: 'Shuttle from the hotel?', kind: 'yesno' });
    const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'] });
    const link = `/questions/${w.weddingUrl}?token=${encodeURIComponent(w.tokenOf(jose))}`;

    const page = await w.visitor.get(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Hello, Jose Garcia');
    expect(html).toContain(`name="answer.${diet.id}"`);
    expect(html).not.toContain('<script type="module"'); // no island, no JavaScript needed
    expect(html).not.toContain('jose@example.com');

    const refused = await w.visitor.form(`/questions/${w.weddingUrl}`, {
      token: w.tokenOf(jose),
      [`answer.${diet.id}`]: '  ',
      [`answer.${bus.id}`]: 'yes',
      [`answer.${meal.id}`]: 'Steak',
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('Please answer: Any dietary needs?');
    expect(again).toContain('Please pick one of the options');
    expect(again).toContain(`name="answer.${bus.id}" checked="" value="yes"`);
    expect(await answersOf(w, jose.id)).toHaveLength(0);

    const sent = await w.visitor.form(`/questions/${w.weddingUrl}`, {
      token: w.tokenOf(jose),
      [`answer.${diet.id}`]: 'No nuts, please',
      [`answer.${bus.id}`]: 'yes',
      [`answer.${meal.id}`]: 'Fish',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/questions/${w.weddingUrl}/submitted?token=${encodeURIComponent(w.tokenOf(jose))}`);
    const done = await (await w.visitor.get(sent.headers.get('location')!)).text();
    expect(done).toContain('Thank you! Your answers have been received.');
    expect(done).toContain('No nuts, please');
    expect(done).toContain('Change my answers');
    const first = firstRow(await w.sql().select().from(specialResponses).where(eq(specialResponses.guestId, jose.id)))!;
    expect(first.source).toBe('questions');

    // Same guest again (a double submit, then a change): one row per question, one response.
    await w.visitor.form(`/questions/${w.weddingUrl}`, {
      token: w.tokenOf(jose),
      [`answer.${diet.id}`]: 'No nuts, please',
      [`answer.${bus.id}`]: 'yes',
      [`answer.${meal.id}`]: 'Fish',
    });
    const changed = await w.visitor.form(`/questions/${w.weddingUrl}`, {
      token: w.tokenOf(jose),
      [`answer.${diet.id}`]: 'Vegetarian',
      [`answer.${bus.id}`]: 'no',
      [`answer.${meal.id}`]: '',
    });
    expect(changed.status).toBe(303);
    const rows = await answersOf(w, jose.id);
    expect(Object.fromEntries(rows.map((r) => [r.questionId, r.value]))).toEqual({ [diet.id]: 'Vegetarian', [bus.id]: 'no' });
    expect(await w.sql().select().from(specialResponses).where(eq(specialResponses.weddingId, w.wedding.id))).toHaveLength(1);
    expect(firstRow(await w.sql().select().from(specialResponses).where(eq(specialResponses.guestId, jose.id)))!.submittedAt).toEqual(first.submittedAt);

    // The form shows the stored answers to change.
    const back = await (await w.visitor.get(link)).text();
    expect(back).toContain('value="Vegetarian"');
  });

  it('by name: tolerant lookup goes to the personal link; a miss offers the name-and-email form and never names anyone', async () => {
    const w = await specialWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia' });
    await w.addGuest({ name: 'Maria Garcia' });
    await w.addQuestion({ label: 'Song wish' });

    const home = await (await w.visitor.get(`/questions/${w.weddingUrl}`)).text();
    expect(home).toContain('Song wish');
    expect(home).toContain(`action="/questions/${w.weddingUrl}/find"`);
    expect(home).not.toContain('Jose Garcia');

    const found = await w.visitor.form(`/questions/${w.weddingUrl}/find`, { name: 'josé  garcía' });
    expect(found.status).toBe(303);
    expect(found.headers.get('location')).toBe(`/questions/${w.weddingUrl}?token=${encodeURIComponent(w.tokenOf(jose))}`);

    const missed = await w.visitor.form(`/questions/${w.weddingUrl}/find`, { name: 'Josh Garcio' });
    expect(missed.status).toBe(200);
    const html = await missed.text();
    expect(html).toContain('data-testid="questions-new-form"');
    expect(html).toContain('value="Josh Garcio"');
    expect(html).not.toContain('Jose Garcia');
    expect(html).not.toContain('Maria Garcia');

    const empty = await w.visitor.form(`/questions/${w.weddingUrl}/find`, { name: ' ' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Please enter your full name');

    // One action: fetch with JSON gets what the API's GET ?name= answers.
    const posted = await w.visitor.post(`/questions/${w.weddingUrl}/find`, { name: 'josé  garcía' });
    expect(posted.status).toBe(200);
    const json = (await posted.json()) as { guest: { guestId: string; token: string }; questions: unknown[] };
    expect(json.guest).toMatchObject({ guestId: jose.id, token: w.tokenOf(jose) });
    expect(await (await w.visitor.get(`/api/v1/public/questions/${w.weddingUrl}?name=${encodeURIComponent('josé  garcía')}`)).json()).toEqual(json);
    expect((await w.visitor.post(`/questions/${w.weddingUrl}/find`, {})).status).toBe(400);
  });

  it('name lookups share the RSVP throttle: after the free ones the page asks the visitor to wait', async () => {
    const w = await specialWedding();
    await w.addQuestion({ label: 'Song wish' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await w.visitor.form(`/questions/${w.weddingUrl}/find`, { name: `Nobody ${i} Here` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a visitor who is not on the list leaves a note with their answers (default); nothing joins the guest list', async () => {
    const w = await specialWedding();
    const song = await w.addQuestion({ label: 'Song wish', required: true });
    const bad = await w.visitor.form(`/questions/${w.weddingUrl}/new`, { name: 'Luz Ortega', email: 'not-an-email', [`answer.${song.id}`]: '' });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('Please answer: Song wish');
    expect(await w.sql().select().from(guestRequests)).toHaveLength(0);

    const sent = await w.visitor.form(`/questions/${w.weddingUrl}/new`, {
      name: 'Luz Ortega',
      email: 'luz@example.com',
      message: 'Friend of Jo',
      [`answer.${song.id}`]: 'September',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/questions/${w.weddingUrl}/submitted?note=sent`);
    expect(await (await w.visitor.get(sent.headers.get('location')!)).text()).toContain('Thank you! Your answers have been sent to the couple.');
    const request = firstRow(await w.sql().select().from(guestRequests).where(eq(guestRequests.weddingId, w.wedding.id)))!;
    expect(request).toMatchObject({ name: 'Luz Ortega', email: 'luz@example.com', status: 'pending' });
    expect(request.message).toBe('Friend of Jo\n\nAnswers to your questions:\nSong wish: September');
    expect(await w.sql().select().from(guests).where(eq(guests.weddingId, w.wedding.id))).toHaveLength(0);
  });

  it('when the couple allows it, a new visitor is added to the guest list within the plan limit; a full list falls back to a note', async () => {
    const w = await specialWedding({ role: 'userFree' });
    await updateSpecialSettings(specialRequestsRepository(w.store), w.wedding.id, { acceptNewGuests: true });
    const song = await w.addQuestion({ label: 'Song wish' });
    const sent = await w.visitor.form(`/questions/${w.weddingUrl}/new`, { name: 'Luz Ortega', email: 'Luz@Example.com', [`answer.${song.id}`]: 'September' });
    expect(sent.status).toBe(303);
    const luz = firstRow(await w.sql().select().from(guests).where(eq(guests.weddingId, w.wedding.id)))!;
    expect(luz).toMatchObject({ name: 'Luz Ortega', email: 'luz@example.com', notes: NEW_GUEST_NOTE, status: 'Awaiting' });
    expect(sent.headers.get('location')).toBe(`/questions/${w.weddingUrl}/submitted?token=${encodeURIComponent(w.tokenOf(luz))}`);
    expect((await answersOf(w, luz.id)).map((a) => a.value)).toEqual(['September']);
    expect(firstRow(await w.sql().select().from(specialResponses).where(eq(specialResponses.guestId, luz.id)))!.source).toBe('new-guest');

    // The same name and e-mail again is that guest, not a second one.
    await w.visitor.form(`/questions/${w.weddingUrl}/new`, { name: 'luz ortega', email: 'luz@example.com', [`answer.${song.id}`]: 'Dancing Queen' });
    expect(await w.sql().select().from(guests).where(eq(guests.weddingId, w.wedding.id))).toHaveLength(1);
    expect((await answersOf(w, luz.id)).map((a) => a.value)).toEqual(['Dancing Queen']);

    // Fill the free plan's 65 seats: the next stranger becomes a note, never guest 66.
    for (let i = 1; i < 65; i++) await w.addGuest({ name: `Guest Number ${i}` });
    const full = await w.visitor.form(`/questions/${w.weddingUrl}/new`, { name: 'Tom Late', email: 'tom@example.com', [`answer.${song.id}`]: 'Africa' });
    expect(full.headers.get('location')).toBe(`/questions/${w.weddingUrl}/submitted?note=sent`);
    expect(await w.sql().select().from(guests).where(eq(guests.weddingId, w.wedding.id))).toHaveLength(65);
    expect(firstRow(await w.sql().select().from(guestRequests).where(eq(guestRequests.weddingId, w.wedding.id)))).toMatchObject({ name: 'Tom Late' });
  });

  it("another wedding's token is useless; unknown weddings go home, protected ones to the password page", async () => {
    const a = await specialWedding({ weddingUrl: 'wedding-a' });
    const b = await specialWedding({ app: a, weddingUrl: 'wedding-b' });
    const jose = await a.addGuest({ name: 'Jose Garcia' });
    const q = await b.addQuestion({ label: 'Song wish' });
    await a.addQuestion({ label: 'Meal' });

    const page = await b.visitor.get(`/questions/wedding-b?token=${encodeURIComponent(a.tokenOf(jose))}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('This link is not valid any more');
    expect(html).not.toContain('Jose Garcia');
    const post = await b.visitor.form('/questions/wedding-b', { token: a.tokenOf(jose), [`answer.${q.id}`]: 'Hijacked' });
    expect(post.status).toBe(400);
    expect(await answersOf(a, jose.id)).toHaveLength(0);

    expect((await a.visitor.get('/questions/no-such-wedding')).headers.get('location')).toBe('/');
    await a.transaction(() =>
      a
        .sql()
        .update(weddings)
        .set({ content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo', enablePassword: true, websitePassword: 'secret' } })
        .where(eq(weddings.id, a.wedding.id)),
    );
    const gated = await a.visitor.get(`/questions/wedding-a?token=${encodeURIComponent(a.tokenOf(jose))}`);
    expect(gated.status).toBe(302);
    expect(gated.headers.get('location')).toBe('/password/wedding-a');
    expect((await a.visitor.form('/questions/wedding-a', { token: a.tokenOf(jose) })).headers.get('location')).toBe('/password/wedding-a');
    await a.transaction(() => a.sql().update(weddings).set({ published: false }).where(eq(weddings.id, b.wedding.id)));
    expect((await b.visitor.get('/questions/wedding-b')).headers.get('location')).toBe('/');
  });

  it('follows the RSVP on its confirmation page when the couple switches it on', async () => {
    const w = await specialWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia' });
    const song = await w.addQuestion({ label: 'Song wish' });
    const submitted = `/${w.weddingUrl}/rsvp/submitted?token=${encodeURIComponent(w.tokenOf(jose))}`;
    expect(await (await w.visitor.get(submitted)).text()).not.toContain('data-testid="questions-after-rsvp"');

    await updateSpecialSettings(specialRequestsRepository(w.store), w.wedding.id, { showInRsvp: true });
    const html = await (await w.visitor.get(submitted)).text();
    expect(html).toContain('data-testid="questions-after-rsvp"');
    expect(html).toContain(`action="/questions/${w.weddingUrl}"`);
    expect(html).toContain(`name="answer.${song.id}"`);

    const sent = await w.visitor.form(`/questions/${w.weddingUrl}`, { token: w.tokenOf(jose), from: 'rsvp', [`answer.${song.id}`]: 'September' });
    expect(sent.status).toBe(303);
    expect(firstRow(await w.sql().select().from(specialResponses).where(eq(specialResponses.guestId, jose.id)))!.source).toBe('rsvp');
    expect(await (await w.visitor.get(submitted)).text()).toContain('value="September"');
  });
});
