// Issue 22 item 11: a password-protected site lets invited guests in. A guest who arrives with
// their personal link (the RSVP page, the calendar feed; the card page: tests/email/card-pages-
// protected.test.ts) is admitted to the site and their RSVP without the password; everyone else,
// a forged, revoked or another wedding's link included, still sees the gate.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../../core/db/store/portable';
import { accessCookieName } from '../domain/site-access';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client } from '../../../../tests/helpers/http';
import { engineTables } from '../../../../tests/helpers/test-engine';

const { guests, weddings } = engineTables();

async function guarded() {
  const w = await coupleWedding({ content: { enablePassword: true, websitePassword: 'open sesame' } });
  // A date, so the wedding day is an event of the calendar feed.
  await w.transaction(() =>
    w
      .sql()
      .update(weddings)
      .set({ weddingDate: new Date('2027-06-19T14:00:00Z') })
      .where(eq(weddings.id, w.wedding.id)),
  );
  const ann = await w.addGuest({ name: 'Ann Lee', email: 'ann@example.com' });
  return { w, ann, token: w.tokenOf(ann) };
}

describe('a personal link opens a password-protected site', () => {
  it('the RSVP page by token: the answer form at once, then the site and the RSVP without the password', async () => {
    const { w, ann, token } = await guarded();
    const guest = client(w.app);
    const rsvp = await guest.get(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(token)}`);
    expect(rsvp.status).toBe(200);
    expect(await rsvp.text()).toContain(`name="status.${ann.id}"`);
    expect(guest.jar.has(accessCookieName(w.wedding.id))).toBe(true);
    const site = await guest.get(`/${w.weddingUrl}`);
    expect(site.status).toBe(200);
    expect(await site.text()).toContain('Ana');
    expect((await guest.get(`/${w.weddingUrl}/rsvp`)).status).toBe(200);
    // The RsvpForm island's calls: the private path works with the pass (JavaScript on).
    expect((await guest.patch(`/api/v1/private/${w.weddingUrl}/rsvp`, { token, members: [{ guestId: ann.id, status: 'Accepted' }] })).status).toBe(200);
    expect(first(await w.sql().select().from(guests).where(eq(guests.id, ann.id)))!.status).toBe('Accepted');
  });

  it('the calendar feed by token gives the pass too', async () => {
    const { w, token } = await guarded();
    const guest = client(w.app);
    const feed = await guest.get(`/${w.weddingUrl}/events.ics?guest=${encodeURIComponent(token)}`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    expect((await guest.get(`/${w.weddingUrl}`)).status).toBe(200);
  });

  it('everyone else still sees the gate: no link, a forged one, a revoked one, another wedding’s', async () => {
    const { w, ann, token } = await guarded();
    const other = await coupleWedding({ app: w, weddingUrl: 'other-couple' });
    const otherToken = other.tokenOf(await other.addGuest({ name: 'Bo Stranger' }));
    const tries = [`/${w.weddingUrl}/rsvp`, `/${w.weddingUrl}/rsvp?token=forged`, `/${w.weddingUrl}/rsvp?token=${encodeURIComponent(otherToken)}`];
    await w.transaction(() => w.sql().update(guests).set({ rsvpLinkVersion: 2 }).where(eq(guests.id, ann.id)));
    tries.push(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(token)}`, `/${w.weddingUrl}/events.ics?guest=${encodeURIComponent(token)}`);
    for (const path of tries) {
      const visitor = client(w.app);
      const res = await visitor.get(path);
      expect(res.headers.get('location'), path).toBe(`/password/${w.weddingUrl}`);
      expect(visitor.jar.has(accessCookieName(w.wedding.id)), path).toBe(false);
      expect((await visitor.get(`/${w.weddingUrl}`)).headers.get('location'), path).toBe(`/password/${w.weddingUrl}`);
    }
    // The API's private path with a link that is not valid: 401, no pass.
    const api = client(w.app);
    expect((await api.get(`/api/v1/private/${w.weddingUrl}/rsvp?token=${encodeURIComponent(token)}`)).status).toBe(401);
    expect(api.jar.size).toBe(0);
  });
});
