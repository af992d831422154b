// The activity log (issue 23 item 6): each kind of change lands in it with who did it, newest first,
// paged; a viewer reads it, a caterer does not.
import { describe, expect, it } from 'vitest';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { addWeddingMember } from '../../../../tests/helpers/wedding-member';
import { eventInput } from '../../../../tests/helpers/event-input';

type Entry = { kind: string; detail: string; text: string; at: string; by: { name: string } | null };
type Page = { entries: Entry[]; nextCursor: string | null };

const brunch = eventInput();

async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json();
}

describe('activity log (issue 23 item 6)', () => {
  it('records site saves (which sections), guests, an RSVP recorded by hand, events and sends, with who did it, newest first and paged', async () => {
    const w = await coupleWedding();
    const leo = await addWeddingMember(w.store, w.wedding.id, 'partner', 'Leo');
    const leoClient = client(w.app, leo.cookie);

    await ok(await leoClient.patch(`/api/v1/weddings/${w.wedding.id}`, { ourStoryHeading: 'How we met', scheduleSection: true, mainFont: 'Lora' }));
    const added = (await ok(await w.ownerClient.post('/api/v1/guest-list', { name: 'Bea Lane', email: 'bea@example.com' }), 201)) as {
      guest: { guestId: string };
    };
    const beaId = added.guest.guestId;
    await ok(await w.ownerClient.patch('/api/v1/guest-list', { guestId: beaId, name: 'Bea Stone' }));
    // A refused change leaves no entry.
    expect((await w.ownerClient.post('/api/v1/guest-list', { name: 'Bea Stone', email: 'bea@example.com' })).status).toBe(409);
    await ok(await w.ownerClient.patch('/api/v1/rsvp/answers', { guestId: beaId, status: 'Accepted' }));
    const event = (await ok(await leoClient.post('/api/v1/events', brunch), 201)) as { event: { id: string } };
    await ok(await leoClient.patch(`/api/v1/events/${event.event.id}`, { ...brunch, title: 'Late brunch' }));
    await ok(await leoClient.delete(`/api/v1/events/${event.event.id}`));
    await ok(await w.ownerClient.post('/api/v1/guest-list', { name: 'Cal Reed', email: 'cal@example.com' }), 201);
    await ok(await w.ownerClient.patch('/api/v1/send-invite', { scope: 'bulk', mode: 'savethedate' }));
    await ok(await w.ownerClient.delete(`/api/v1/guest-list/${beaId}`));

    const all = (await ok(await w.ownerClient.get('/api/v1/activity'))) as Page;
    expect(all.nextCursor).toBeNull();
    expect(all.entries.map((e) => e.text)).toEqual([
      'Ana Couple removed a guest: Bea Stone',
      'Ana Couple started a send: Save-the-dates to 2 guests',
      'Ana Couple added a guest: Cal Reed',
      'Leo removed an event: Late brunch',
      'Leo changed an event: Late brunch',
      'Leo added an event: Farewell brunch',
      'Ana Couple recorded an RSVP: Bea Stone: Accepted',
      'Ana Couple changed a guest: Bea Stone',
      'Ana Couple added a guest: Bea Lane',
      'Leo saved the site: Our story, Schedule of the day, Design',
    ]);
    const times = all.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    // Paged: 4, 4, then the last 2, nothing twice.
    const first = (await ok(await w.ownerClient.get('/api/v1/activity?limit=4'))) as Page;
    const second = (await ok(await w.ownerClient.get(`/api/v1/activity?limit=4&cursor=${encodeURIComponent(first.nextCursor!)}`))) as Page;
    const third = (await ok(await w.ownerClient.get(`/api/v1/activity?limit=4&cursor=${encodeURIComponent(second.nextCursor!)}`))) as Page;
    expect([...first.entries, ...second.entries, ...third.entries].map((e) => e.text)).toEqual(all.entries.map((e) => e.text));
    expect(third.nextCursor).toBeNull();
    expect(await (await w.ownerClient.get('/api/v1/activity?cursor=nonsense')).json()).toMatchObject({ msg: 'cursor is not valid' });
    expect((await w.ownerClient.get('/api/v1/activity?limit=500')).status).toBe(400);

    // The page: newest first, an "Older" link when there is more.
    const page = await (await w.ownerClient.get('/app/activity')).text();
    expect(page).toContain('Ana Couple removed a guest: Bea Stone');
    expect(page.indexOf('removed a guest')).toBeLessThan(page.indexOf('saved the site'));
  });

  it('records a payment in the buyer’s wedding', async () => {
    const w = await coupleWedding({ role: 'userFree' });
    const start = await w.ownerClient.post('/app/payments/checkout/final-payment/pro');
    const sessionId = start.headers.get('location')!.split('/payments/test-checkout/')[1]!;
    expect((await w.ownerClient.post(`/payments/test-checkout/${sessionId}/pay`)).status).toBeLessThan(400);
    const { entries } = (await ok(await w.ownerClient.get('/api/v1/activity'))) as Page;
    expect(entries.map((e) => [e.kind, e.by?.name])).toEqual([['payment', 'Ana Couple']]);
    expect(entries[0]!.text).toMatch(/^Ana Couple paid: \d+\.\d\d USD \(pro\)$/);
  });

  it('records members invited, their role changed and removed', async () => {
    const w = await coupleWedding();
    const invited = (await ok(await w.ownerClient.post('/api/v1/planners', { email: 'leo@example.com', role: 'planner' }), 201)) as {
      invitation: { id: string };
    };
    await ok(await w.ownerClient.patch(`/api/v1/planners/${invited.invitation.id}`, { role: 'viewer' }));
    await ok(await w.ownerClient.delete(`/api/v1/planners/${invited.invitation.id}`));
    const { entries } = (await ok(await w.ownerClient.get('/api/v1/activity'))) as Page;
    expect(entries.map((e) => e.text)).toEqual([
      'Ana Couple removed a member: leo@example.com',
      "Ana Couple changed a member's role: leo@example.com to viewer",
      'Ana Couple invited a member: leo@example.com as planner',
    ]);
  });

  it('a viewer reads the log; a caterer does not', async () => {
    const w = await coupleWedding();
    await w.ownerClient.post('/api/v1/guest-list', { name: 'Bea Lane' });
    const viewer = client(w.app, (await addWeddingMember(w.store, w.wedding.id, 'viewer')).cookie);
    const caterer = client(w.app, (await addWeddingMember(w.store, w.wedding.id, 'caterer')).cookie);
    expect(((await ok(await viewer.get('/api/v1/activity'))) as Page).entries.map((e) => e.text)).toEqual(['Ana Couple added a guest: Bea Lane']);
    expect(await (await viewer.get('/app/activity')).text()).toContain('Ana Couple added a guest: Bea Lane');
    const refused = await caterer.get('/api/v1/activity');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ msg: 'not authorized', code: 'auth.role-forbidden' });
    const page = await caterer.get('/app/activity');
    expect(page.status).toBe(403);
    expect(await page.text()).not.toContain('Bea Lane');
    // Another wedding's owner sees only their own log.
    const other = await createTestUser(w.store, { weddingUrl: 'other-couple' });
    expect(((await ok(await client(w.app, other.cookie).get('/api/v1/activity'))) as Page).entries).toEqual([]);
  });
});
