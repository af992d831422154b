import { eq } from 'drizzle-orm';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { first } from '../../../core/db/store/portable';
import { describe, expect, it } from 'vitest';
import { rsvpWedding } from './helpers';

const { guests } = engineTables();

describe('/{weddingUrl}/rsvp without JavaScript', () => {
  it('finds the household by name, answers for everyone and lands on /submitted', async () => {
    const w = await rsvpWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia', household: 'Garcias', plusOneAllowed: true });
    const maria = await w.addGuest({ name: 'Maria Garcia', household: 'Garcias' });
    const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'], required: true });
    const song = await w.addQuestion({ label: 'Song wish', scope: 'household' });

    const page = await w.visitor.get(`/${w.weddingUrl}/rsvp`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-island="RsvpForm"');
    expect(html).toContain(`action="/${w.weddingUrl}/rsvp/find"`);

    const find = await w.visitor.form(`/${w.weddingUrl}/rsvp/find`, { name: 'josé  garcía' });
    expect(find.status).toBe(303);
    const link = find.headers.get('location')!;
    expect(link).toBe(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(jose))}`);

    const form = await (await w.visitor.get(link)).text();
    expect(form).toContain('Maria Garcia');
    expect(form).toContain(`name="status.${maria.id}"`);

    // Missing answers: the form again, with the problems and what was typed.
    const refused = await w.visitor.form(`/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(jose),
      [`status.${jose.id}`]: 'Accepted',
      [`answer.${song.id}`]: 'Dancing Queen',
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('Please tell us if Maria Garcia can come');
    expect(again).toContain('Please answer: Meal');
    expect(again).toContain('value="Dancing Queen"');
    expect(first(await w.sql().select().from(guests).where(eq(guests.id, jose.id)))!.status).toBe('Awaiting');

    const sent = await w.visitor.form(`/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(jose),
      [`status.${jose.id}`]: 'Accepted',
      [`plusOne.${jose.id}`]: 'yes',
      [`plusOneName.${jose.id}`]: 'Luz Ortega',
      [`answer.${meal.id}.${jose.id}`]: 'Fish',
      [`plusOneAnswer.${meal.id}.${jose.id}`]: 'Veggie', // Luz's meal (issue 22 item 2)
      [`status.${maria.id}`]: 'Declined',
      [`answer.${meal.id}.${maria.id}`]: '',
      [`answer.${song.id}`]: 'Dancing Queen',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/${w.weddingUrl}/rsvp/submitted?token=${encodeURIComponent(w.tokenOf(jose))}`);
    expect(first(await w.sql().select().from(guests).where(eq(guests.id, jose.id)))).toMatchObject({
      status: 'Accepted',
      plusOneStatus: 'Accepted',
      plusOneName: 'Luz Ortega',
    });
    expect(first(await w.sql().select().from(guests).where(eq(guests.id, maria.id)))).toMatchObject({ status: 'Declined' });

    const done = await (await w.visitor.get(sent.headers.get('location')!)).text();
    expect(done).toContain('Thank you!');
    expect(done).toContain('Luz Ortega');
    expect(done).toContain('Change my answer');
  });

  it('leaves other routes with two segments alone: /designs/rsvp is the designs 404, /app/rsvp the couple’s page', async () => {
    const w = await rsvpWedding();
    const designs = await w.visitor.get('/designs/rsvp');
    expect(designs.status).toBe(404);
    const app = await w.ownerClient.get('/app/rsvp');
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('<h1 class="app-shell__title">RSVP</h1>');
  });

  it('an unknown name gets the note form, never a list; the note lands with the couple', async () => {
    const w = await rsvpWedding();
    await w.addGuest({ name: 'Jose Garcia' });
    const res = await w.visitor.form(`/${w.weddingUrl}/rsvp/find`, { name: 'Josh Garcio' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="rsvp-request-form"');
    expect(html).not.toContain('Jose Garcia');
    const bad = await w.visitor.form(`/${w.weddingUrl}/rsvp/request`, { name: 'Josh Garcio', email: 'nope', message: '' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Please enter a valid email address');
    const ok = await w.visitor.form(`/${w.weddingUrl}/rsvp/request`, { name: 'Josh Garcio', email: 'josh@example.com', message: 'Cousin of Jo' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`/${w.weddingUrl}/rsvp/submitted?request=sent`);
    expect(await (await w.visitor.get(ok.headers.get('location')!)).text()).toContain('Your note has been sent to the couple.');
    expect(await (await w.ownerClient.get('/app/rsvp')).text()).toContain('Cousin of Jo');
  });

  it('the find form is one action: fetch with JSON gets what GET ?name= answers, a blank name is refused per field', async () => {
    const w = await rsvpWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia', household: 'Garcias' });
    const posted = await w.visitor.post(`/${w.weddingUrl}/rsvp/find`, { name: 'josé  garcía' });
    expect(posted.status).toBe(200);
    const found = (await posted.json()) as { guest: { guestId: string; token: string } };
    expect(found.guest).toMatchObject({ guestId: jose.id, token: w.tokenOf(jose) });
    const asked = await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?name=${encodeURIComponent('josé  garcía')}`);
    expect(await asked.json()).toEqual(found);
    expect(await (await w.visitor.post(`/${w.weddingUrl}/rsvp/find`, { name: 'Josh Garcio' })).json()).toMatchObject({
      guest: null,
      msg: "We couldn't find your invitation under that name. Check the spelling as it appears on your invitation, or leave a note for the couple below.",
    });
    const blank = await w.visitor.post(`/${w.weddingUrl}/rsvp/find`, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ msg: 'Please enter your full name', code: 'input.invalid', errors: { name: 'Please enter your full name' } });
    const page = await w.visitor.form(`/${w.weddingUrl}/rsvp/find`, { name: '' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Please enter your full name');
  });
});
