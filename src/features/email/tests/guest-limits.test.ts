// Issue 28 item 12: what one guest can receive is bounded whatever the route (a 'single' send of
// everyone, a new campaign each time, kinds mixed, change-of-plans notices one after another).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { GUEST_DAILY_CAP } from '../domain/guest-limits';
import { BULK_WINDOW_MS } from '../domain/send-campaign';
import { createTestApp } from '../../../../tests/helpers/app';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, emailsOf } from './helpers';
import { eventInput } from '../../../../tests/helpers/event-input';

const { emails, eventChanges, sendBatches } = engineTables();

async function setUp(guestCount = 4) {
  const t = createTestApp();
  const { sql, transaction } = portable(t.store);
  const couple = await createCouple(t.store);
  const api = client(t.app, couple.cookie);
  const guests: Awaited<ReturnType<typeof addGuest>>[] = [];
  for (let i = 0; i < guestCount; i++) guests.push(await addGuest(t.store, couple.wedding.id, `Guest ${i}`, `guest${i}@example.com`));
  return { ...t, sql, transaction, couple, api, guests };
}

type Api = ReturnType<typeof client>;
const send = (api: Api, body: Record<string, unknown>) => api.patch('/api/v1/send-invite', body);

/** Moves every e-mail and send of the wedding back by `ms` (the day's window has passed). */
async function backdate(store: DataStore, weddingId: string, ms: number) {
  const { sql, transaction } = portable(store);
  await transaction(async () => {
    for (const row of await emailsOf(store, weddingId))
      await sql()
        .update(emails)
        .set({ createdAt: new Date(row.createdAt.getTime() - ms) })
        .where(eq(emails.id, row.id));
    for (const row of await sql().select().from(sendBatches).where(eq(sendBatches.weddingId, weddingId)))
      await sql()
        .update(sendBatches)
        .set({ createdAt: new Date(row.createdAt.getTime() - ms) })
        .where(eq(sendBatches.id, row.id));
  });
}

describe('issue 28 item 12: the bulk rule for any send that reaches most of the list', () => {
  it("choosing every guest as a 'single' send is the day's bulk send: a second one, new campaign or not, is refused", async () => {
    const t = await setUp(4);
    const everyone = t.guests.map((g) => g.id);
    const first = await send(t.api, { guestIds: everyone, mode: 'invite' });
    expect(first.status).toBe(200);
    expect((await first.json()).queued).toHaveLength(4);
    // It used up the day's bulk send, so a real bulk send is refused too.
    expect((await send(t.api, { guestIds: 'bulk', mode: 'savethedate' })).status).toBe(429);

    const again = await send(t.api, { guestIds: everyone, mode: 'invite', newCampaign: true });
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ code: 'BULK_LIMIT_EXCEEDED', msg: 'You can send one bulk email per day.' });
    // Three of four (most of the list) is a bulk send as well; two of four is not.
    expect((await send(t.api, { guestIds: everyone.slice(0, 3), mode: 'reminder' })).status).toBe(429);
    expect((await send(t.api, { guestIds: everyone.slice(0, 2), mode: 'reminder' })).status).toBe(200);
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(6);
  });

  it('one card of a kind per campaign: choosing the same guest again sends nothing new', async () => {
    const t = await setUp(4);
    expect((await send(t.api, { guestIds: [t.guests[0]!.id], mode: 'invite', requestId: 'click-0001' })).status).toBe(200);
    const again = await send(t.api, { guestIds: [t.guests[0]!.id], mode: 'invite', requestId: 'click-0002' });
    expect(await again.json()).toMatchObject({ msg: expect.stringContaining('Already sent'), queued: [] });
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(1);
  });
});

describe(`issue 28 item 12: at most ${3} e-mails per guest per day, across kinds`, () => {
  it('the cap is 3', () => {
    expect(GUEST_DAILY_CAP).toBe(3);
  });

  it("a guest at the cap is left out ('daily-limit'); a send that reaches nobody else opens 'Daily limit reached' with the time", async () => {
    const t = await setUp(4);
    const [ann, bob] = t.guests;
    for (const mode of ['savethedate', 'invite', 'reminder']) expect((await send(t.api, { guestIds: [ann!.id], mode })).status).toBe(200);
    const firstAt = (await emailsOf(t.store, t.couple.wedding.id)).map((e) => e.createdAt.getTime()).sort()[0]!;

    // A fourth e-mail to Ann today (a new invitation campaign) is refused with the limit dialog's code.
    const fourth = await send(t.api, { guestIds: [ann!.id], mode: 'invite', newCampaign: true });
    expect(fourth.status).toBe(429);
    const refusal = await fourth.json();
    expect(refusal).toMatchObject({
      code: 'BULK_LIMIT_EXCEEDED',
      msg: `Each guest can receive at most ${GUEST_DAILY_CAP} emails a day; the chosen guests have had theirs today.`,
    });
    expect(new Date(refusal.limitResetAt).getTime()).toBe(firstAt + BULK_WINDOW_MS);

    // With Bob chosen as well, Bob gets it and Ann is reported as limited.
    const both = await send(t.api, { guestIds: [ann!.id, bob!.id], mode: 'invite', newCampaign: true });
    expect(both.status).toBe(200);
    const body = await both.json();
    expect(body.queued.map((r: { guestId: string }) => r.guestId)).toEqual([bob!.id]);
    expect(body.skipped).toEqual([expect.objectContaining({ guestId: ann!.id, reason: 'daily-limit' })]);
    expect((await emailsOf(t.store, t.couple.wedding.id)).filter((e) => e.guestId === ann!.id)).toHaveLength(3);

    // The form's answer says why (JavaScript off: the flash on the page it goes to).
    const page = await t.api.form('/app/announce/invitations/send', { scope: 'single', guestIds: ann!.id, newCampaign: 'on' });
    expect(page.status).toBe(303);
    const shown = await (await t.api.get(page.headers.get('location')!)).text();
    expect(shown).toContain('Daily limit reached');

    // A day later Ann can be sent to again.
    await backdate(t.store, t.couple.wedding.id, BULK_WINDOW_MS);
    expect((await send(t.api, { guestIds: [ann!.id], mode: 'invite', newCampaign: true })).status).toBe(200);
  });

  it("a bulk send leaves out guests at the cap and says so; the owner's test is not counted", async () => {
    const t = await setUp(4);
    const [ann] = t.guests;
    for (const mode of ['savethedate', 'invite', 'reminder']) await send(t.api, { guestIds: [ann!.id], mode });
    for (let i = 0; i < 4; i++) expect((await send(t.api, { guestIds: 'owner', mode: 'invite', requestId: `owner-test-${i}` })).status).toBe(200);
    const res = await t.api.form('/app/announce/savethedate/send', { scope: 'bulk', newCampaign: 'on' });
    expect(res.status).toBe(303);
    const rows = (await emailsOf(t.store, t.couple.wedding.id)).filter((e) => e.guestId === ann!.id);
    expect(rows).toHaveLength(3);
    const [batch] = await t
      .sql()
      .select()
      .from(sendBatches)
      .where(and(eq(sendBatches.weddingId, t.couple.wedding.id), eq(sendBatches.scope, 'bulk')));
    expect(batch!.recipientCount).toBe(3);
    const shown = await (await t.api.get(res.headers.get('location')!)).text();
    expect(shown).toContain('1 skipped (already had 3 emails today)');
  });
});

describe('issue 28 item 12: change-of-plans notices for one event are one e-mail per guest per day', () => {
  const brunch = eventInput({ venueAddress: '1 Vine Road' });

  it('a second change the same day waits (Daily limit reached) and goes out the next day as one e-mail with both changes', async () => {
    const t = await setUp(2);
    const eventId = ((await (await t.api.post('/api/v1/events', brunch)).json()) as { event: { id: string } }).event.id;
    await send(t.api, { guestIds: [t.guests[0]!.id], mode: 'invite' });
    const pending = async () => ((await (await t.api.get('/api/v1/events/changes')).json()) as { changes: { id: string }[] }).changes;
    const notices = async () => (await emailsOf(t.store, t.couple.wedding.id)).filter((e) => e.kind === 'event-change');

    await t.api.patch(`/api/v1/events/${eventId}`, { ...brunch, startTime: '11:00', endTime: '13:30' });
    const [first] = await pending();
    expect((await t.api.post(`/api/v1/events/changes/${first!.id}/notify`)).status).toBe(200);
    expect(await notices()).toHaveLength(2);

    await t.api.patch(`/api/v1/events/${eventId}`, { ...brunch, startTime: '12:00', endTime: '14:00' });
    const [second] = await pending();
    const refused = await t.api.post(`/api/v1/events/changes/${second!.id}/notify`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'BULK_LIMIT_EXCEEDED', limitResetAt: expect.any(String) });
    // A third edit the same day joins the waiting change.
    await t.api.patch(`/api/v1/events/${eventId}`, { ...brunch, startTime: '12:00', endTime: '14:00', venueName: 'The Glasshouse' });
    expect(await pending()).toHaveLength(1);
    expect(await notices()).toHaveLength(2);

    // The next day: one more e-mail per guest, from what they were told to what it is now.
    await t.transaction(() =>
      t
        .sql()
        .update(eventChanges)
        .set({ notifiedAt: new Date(Date.now() - BULK_WINDOW_MS - 1000) })
        .where(eq(eventChanges.id, first!.id)),
    );
    await backdate(t.store, t.couple.wedding.id, BULK_WINDOW_MS);
    expect((await t.api.post(`/api/v1/events/changes/${second!.id}/notify`)).status).toBe(200);
    const latest = (await notices()).filter((e) => e.idempotencyKey.startsWith(`event-change:${second!.id}:`));
    expect(latest).toHaveLength(2);
    expect(latest[0]!.text).toContain('When: Mon, Jun 15, 2026, 12:00 PM – 2:00 PM (was: Mon, Jun 15, 2026, 11:00 AM – 1:30 PM)');
    expect(latest[0]!.text).toContain('Where: The Glasshouse, 1 Vine Road (was: The Orangery, 1 Vine Road)');
  });
});
