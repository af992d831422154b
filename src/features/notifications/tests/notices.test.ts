// Each person's notices (issue 23 item 7): who gets the RSVP notice e-mails is each member's own
// choice (on for owner and partner until they choose, off for the others), and the bell counts what
// each person has not seen.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client } from '../../../../tests/helpers/http';
import { addWeddingMember } from '../../../../tests/helpers/wedding-member';

async function setUp() {
  const w = await coupleWedding();
  const people = {
    partner: await addWeddingMember(w.store, w.wedding.id, 'partner', 'Leo'),
    planner: await addWeddingMember(w.store, w.wedding.id, 'planner', 'Pia'),
    viewer: await addWeddingMember(w.store, w.wedding.id, 'viewer', 'Vic'),
    caterer: await addWeddingMember(w.store, w.wedding.id, 'caterer', 'Cat'),
  };
  const as = {
    owner: w.ownerClient,
    partner: client(w.app, people.partner.cookie),
    planner: client(w.app, people.planner.cookie),
    viewer: client(w.app, people.viewer.cookie),
    caterer: client(w.app, people.caterer.cookie),
  };
  const { t, sql } = portable(w.store);
  /** Who the notices of the answers so far went to (e-mail addresses, sorted), one list per answer. */
  const noticesTo = async () =>
    (
      await sql()
        .select({ to: t.emails.to })
        .from(t.emails)
        .where(and(eq(t.emails.weddingId, w.wedding.id), eq(t.emails.kind, 'rsvp-notice')))
    )
      .map((row) => row.to)
      .sort();
  const answer = async (name: string) => {
    const guest = await w.addGuest({ name });
    const res = await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, { token: w.tokenOf(guest), status: 'Accepted' });
    expect(res.status).toBe(200);
  };
  const email = { owner: w.user.email, partner: people.partner.user.email, planner: people.planner.user.email };
  return { w, as, noticesTo, answer, email };
}

const settings = async (http: ReturnType<typeof client>) => (await http.get('/api/v1/notifications/settings')).json();
const count = async (http: ReturnType<typeof client>) => ((await (await http.get('/api/v1/notifications')).json()) as { count: number }).count;

describe("each person's notices (issue 23 item 7)", () => {
  it('e-mails each answer to the owner and the partner by default, then to whoever chose them', async () => {
    const { as, noticesTo, answer, email } = await setUp();
    expect(await settings(as.owner)).toEqual({ rsvpNotices: true });
    expect(await settings(as.partner)).toEqual({ rsvpNotices: true });
    expect(await settings(as.planner)).toEqual({ rsvpNotices: false });
    expect(await settings(as.viewer)).toEqual({ rsvpNotices: false });
    expect((await as.caterer.get('/api/v1/notifications/settings')).status).toBe(403);

    await answer('Bea Lane');
    expect(await noticesTo()).toEqual([email.owner, email.partner].sort());

    // The planner opts in by the API; the partner opts out with the page's form (the checkbox left empty).
    expect(await (await as.planner.patch('/api/v1/notifications/settings', { rsvpNotices: true })).json()).toEqual({
      msg: 'Notification settings saved',
      rsvpNotices: true,
    });
    const form = await as.partner.form('/app/settings/notifications', {});
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/app/settings/notifications');
    expect(await settings(as.partner)).toEqual({ rsvpNotices: false });
    expect(await (await as.partner.get('/app/settings/notifications')).text()).toContain('E-mail me each RSVP answer');

    await answer('Cal Reed');
    expect(await noticesTo()).toEqual([email.owner, email.partner, email.owner, email.planner].sort());
    const bad = await as.planner.patch('/api/v1/notifications/settings', { rsvpNotices: 'maybe' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ msg: 'rsvpNotices must be true or false' });
  });

  it("counts each person's unseen answers on their own bell", async () => {
    const { as, answer } = await setUp();
    await answer('Bea Lane');
    await answer('Cal Reed');
    for (const who of ['owner', 'partner', 'viewer'] as const) expect(await count(as[who]), who).toBe(2);
    // The partner closes the drawer: only their bell is cleared (a viewer may too, for their own).
    expect(await (await as.partner.patch('/api/v1/notifications', {})).json()).toEqual({ count: 0 });
    expect(await (await as.viewer.patch('/api/v1/notifications', {})).json()).toEqual({ count: 0 });
    expect(await count(as.owner)).toBe(2);
    await answer('Dot Mills');
    expect([await count(as.owner), await count(as.partner), await count(as.viewer)]).toEqual([3, 1, 1]);
    expect((await as.caterer.get('/api/v1/notifications')).status).toBe(403);
  });
});
