// Issue 22 item 9: an address that bounced, or a guest who marked an e-mail as spam, is not sent
// to again (cards, nudges, change-of-plans notices) until the couple edits the address; the send
// lists say so.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { applyDeliveryEvent } from '../domain/delivery-status';
import { emailsRepository } from '../domain/repository/emails';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, emailsOf, guestRow } from './helpers';
import { eventInput } from '../../../../tests/helpers/event-input';

async function setUp() {
  const t = createTestApp();
  const couple = await createCouple(t.store);
  const api = client(t.app, couple.cookie);
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Bounce', 'ann@example.com');
  const bob = await addGuest(t.store, couple.wedding.id, 'Bob Spam', 'bob@example.com');
  const cat = await addGuest(t.store, couple.wedding.id, 'Cat Fine', 'cat@example.com');
  const dan = await addGuest(t.store, couple.wedding.id, 'Dan Fine', 'dan@example.com');
  const { t: tables, sql, transaction } = portable(t.store);
  const { emails } = tables;
  // Each got a save-the-date; the provider reported Ann's address bounced and Bob's complaint.
  expect((await api.patch('/api/v1/send-invite', { guestIds: [ann.id, bob.id], mode: 'savethedate' })).status).toBe(200);
  for (const [guest, type] of [
    [ann, 'bounced'],
    [bob, 'complained'],
  ] as const) {
    const row = first(
      await sql()
        .select()
        .from(emails)
        .where(and(eq(emails.guestId, guest.id), eq(emails.kind, 'savethedate'))),
    )!;
    await transaction(() => sql().update(emails).set({ status: 'sent' }).where(eq(emails.id, row.id)));
    const repo = emailsRepository(t.store);
    await repo.transaction(() => applyDeliveryEvent(repo, { ...row, status: 'sent' }, { type, at: new Date() }));
  }
  return { ...t, couple, api, ann, bob, cat, dan };
}

const sentTo = async (t: Awaited<ReturnType<typeof setUp>>, kind: string) =>
  (await emailsOf(t.store, t.couple.wedding.id))
    .filter((e) => e.kind === kind)
    .map((e) => e.to)
    .sort();

describe('issue 22 item 9: bounced and complained addresses', () => {
  it('a bulk send leaves them out with the reason; the send lists show them and they cannot be chosen', async () => {
    const t = await setUp();
    const res = await t.api.patch('/api/v1/send-invite', { guestIds: 'bulk', mode: 'invite' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.skipped.map((s: { guestId: string; reason: string }) => [s.guestId, s.reason]).sort()).toEqual(
      [
        [t.ann.id, 'bounced'],
        [t.bob.id, 'complained'],
      ].sort(),
    );
    expect(await sentTo(t, 'invite')).toEqual(['cat@example.com', 'dan@example.com']);

    // Chosen one by one, they are still left out.
    const single = await t.api.patch('/api/v1/send-invite', { guestIds: [t.ann.id, t.bob.id], mode: 'reminder' });
    expect(single.status).toBe(400);
    expect(await sentTo(t, 'reminder')).toEqual([]);

    for (const page of ['/app/announce/invitations', '/app/announce/invitations/sent', '/app/announce/reminder']) {
      const html = await (await t.api.get(page)).text();
      const annRow = new RegExp(`<tr data-guest="${t.ann.id}">(.*?)</tr>`).exec(html)![1]!;
      expect(annRow).toContain('data-state="bounced"');
      expect(annRow).toContain('Email bounced');
      const bobRow = new RegExp(`<tr data-guest="${t.bob.id}">(.*?)</tr>`).exec(html)![1]!;
      expect(bobRow).toContain('Marked as spam');
      if (page !== '/app/announce/invitations/sent') expect(annRow).toMatch(/<input type="checkbox"[^>]*disabled=""/);
    }
  });

  it('a nudge and a change-of-plans notice leave them out too', async () => {
    const t = await setUp();
    const journey = await (await t.api.get('/app/journey')).text();
    expect(journey).toContain('Ann Bounce (email bounced)');
    expect(journey).toContain('Bob Spam (marked as spam)');
    const requestId = /name="stage" value="not-sent"\/><input type="hidden" name="requestId" value="([^"]+)"/.exec(journey)![1]!;
    await t.api.form('/app/journey/nudge', { stage: 'not-sent', requestId, confirmed: '1' });
    expect(await sentTo(t, 'reminder')).toEqual(['cat@example.com', 'dan@example.com']);

    const brunch = eventInput({ title: 'Brunch' });
    const eventId = ((await (await t.api.post('/api/v1/events', brunch)).json()) as { event: { id: string } }).event.id;
    await t.api.patch(`/api/v1/events/${eventId}`, { ...brunch, startTime: '11:00' });
    const [change] = ((await (await t.api.get('/api/v1/events/changes')).json()) as { changes: { id: string; recipients: number; skipped: number }[] }).changes;
    expect(change).toMatchObject({ recipients: 2, skipped: 2 });
    expect((await t.api.post(`/api/v1/events/changes/${change!.id}/notify`)).status).toBe(200);
    expect(await sentTo(t, 'event-change')).toEqual(['cat@example.com', 'dan@example.com']);
  });

  it('once the couple edits the address, the guest can be sent to again', async () => {
    const t = await setUp();
    const edited = await t.api.patch('/api/v1/guest-list', { guestId: t.ann.id, email: 'ann.lee@example.org' });
    expect(edited.status).toBe(200);
    expect((await t.api.patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'invite' })).status).toBe(200);
    expect(await sentTo(t, 'invite')).toEqual(['ann.lee@example.org']);
    const html = await (await t.api.get('/app/announce/reminder')).text();
    const annRow = new RegExp(`<tr data-guest="${t.ann.id}">(.*?)</tr>`).exec(html)![1]!;
    expect(annRow).not.toContain('Email bounced');
    // Bob stays unsubscribed (he asked for no more e-mail) whatever his address.
    expect((await guestRow(t.store, t.bob.id)).unsubscribed).toBe(true);
  });
});
