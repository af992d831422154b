import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { guests } from '../../src/db/schema';
import { rsvpLookupThrottle } from '../../src/domain/rsvp/lookup-throttle';
import { rsvpWedding } from './helpers';

beforeEach(() => rsvpLookupThrottle.clear());

describe('/{weddingUrl}/rsvp without JavaScript', () => {
  it('finds the household by name, answers for everyone and lands on /submitted', async () => {
    const w = await rsvpWedding();
    const jose = w.addGuest({ name: 'Jose Garcia', household: 'Garcias', plusOneAllowed: true });
    const maria = w.addGuest({ name: 'Maria Garcia', household: 'Garcias' });
    const meal = w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'], required: true });
    const song = w.addQuestion({ label: 'Song wish', scope: 'household' });

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
    const refused = await w.visitor.form(`/${w.weddingUrl}/rsvp`, { token: w.tokenOf(jose), [`status.${jose.id}`]: 'Accepted', [`answer.${song.id}`]: 'Dancing Queen' });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('Please tell us if Maria Garcia can come');
    expect(again).toContain('Please answer: Meal');
    expect(again).toContain('value="Dancing Queen"');
    expect(w.db.select().from(guests).where(eq(guests.id, jose.id)).get()!.status).toBe('Awaiting');

    const sent = await w.visitor.form(`/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(jose),
      [`status.${jose.id}`]: 'Accepted',
      [`plusOne.${jose.id}`]: 'yes',
      [`plusOneName.${jose.id}`]: 'Luz Ortega',
      [`answer.${meal.id}.${jose.id}`]: 'Fish',
      [`status.${maria.id}`]: 'Declined',
      [`answer.${meal.id}.${maria.id}`]: '',
      [`answer.${song.id}`]: 'Dancing Queen',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/${w.weddingUrl}/rsvp/submitted?token=${encodeURIComponent(w.tokenOf(jose))}`);
    expect(w.db.select().from(guests).where(eq(guests.id, jose.id)).get()).toMatchObject({ status: 'Accepted', plusOneStatus: 'Accepted', plusOneName: 'Luz Ortega' });
    expect(w.db.select().from(guests).where(eq(guests.id, maria.id)).get()).toMatchObject({ status: 'Declined' });

    const done = await (await w.visitor.get(sent.headers.get('location')!)).text();
    expect(done).toContain('Thank you!');
    expect(done).toContain('Luz Ortega');
    expect(done).toContain('Change my answer');
  });
});
