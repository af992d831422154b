// Issue 17 item 9: a no-JS RSVP post with a status other than Accepted/Declined gets the form
// back with a message (it answered 500: the re-render handed the raw draft to the island).
import { eq } from 'drizzle-orm';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { first } from '../../../core/db/store/portable';
import { describe, expect, it } from 'vitest';
import { rsvpWedding } from './helpers';

const { guests } = engineTables();

describe('RSVP form with a status outside Accepted/Declined', () => {
  it.each(['Maybe', 'Awaiting', '<b>x</b>', 'accepted '])('the guest page answers 400 with the form and a message for %j', async (status) => {
    const w = await rsvpWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia', household: 'Garcias' });
    const res = await w.visitor.form(`/${w.weddingUrl}/rsvp`, { token: w.tokenOf(jose), [`status.${jose.id}`]: status });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Please tell us if Jose Garcia can come');
    expect(html).toContain(`name="status.${jose.id}"`);
    expect(first(await w.sql().select().from(guests).where(eq(guests.id, jose.id)))!.status).toBe('Awaiting');
  });

  it('the short field name (status without an id) is handled the same way', async () => {
    const w = await rsvpWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia' });
    const res = await w.visitor.form(`/${w.weddingUrl}/rsvp`, { token: w.tokenOf(jose), status: 'Maybe' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Please tell us if Jose Garcia can come');
  });

  it("the couple's record form answers 400 with a message too", async () => {
    const w = await rsvpWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia' });
    const res = await w.ownerClient.form(`/app/rsvp/record/${jose.id}`, { [`status.${jose.id}`]: 'Maybe' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Jose Garcia');
  });
});
