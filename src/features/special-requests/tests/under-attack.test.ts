// Issue 28 item 14 on the questions page: past the wedding's lookup ceiling the real guest is asked
// for their invitation's e-mail (API and no-JS form), never refused with 429.
import { describe, expect, it } from 'vitest';
import { LIMITS, lookupBuckets, recordFailure } from '../../../core/rate-limit';
import { LOOKUP_EMAIL_NEEDED } from '../../../shared/rsvp/texts';
import { specialWedding } from './helpers';

describe('the questions page under attack', () => {
  it('asks a name alone for the e-mail, and the name with the household e-mail finds the guest', async () => {
    const w = await specialWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia', email: 'jose@example.com' });
    await w.addQuestion({ label: 'Song wish' });
    const ceiling = lookupBuckets(w.wedding.id, undefined)[1]!;
    for (let i = 0; i < LIMITS.lookupWedding.capacity; i++) await recordFailure(w.store, [ceiling]);
    const api = `/api/v1/public/questions/${w.weddingUrl}`;

    const asked = await w.visitor.get(`${api}?name=Jose+Garcia`);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ guest: null, msg: LOOKUP_EMAIL_NEEDED, ask: 'email' });
    const wrong = await (await w.visitor.get(`${api}?name=Jose+Garcia&email=ann%40example.com`)).json();
    expect(wrong.guest).toBeNull();
    const found = await (await w.visitor.get(`${api}?name=Jose+Garcia&email=JOSE%40example.com`)).json();
    expect(found.guest).toMatchObject({ guestId: jose.id });

    // Without JavaScript: the find form asks for the e-mail in the page, then leads to the personal link.
    const page = await w.visitor.form(`/questions/${w.weddingUrl}/find`, { name: 'Jose Garcia' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="email"');
    expect(html).toContain(LOOKUP_EMAIL_NEEDED.replaceAll("'", '&#x27;'));
    const sent = await w.visitor.form(`/questions/${w.weddingUrl}/find`, { name: 'Jose Garcia', email: 'jose@example.com' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toContain(`?token=${encodeURIComponent(w.tokenOf(jose))}`);
  });
});
