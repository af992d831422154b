import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { engineTables, queuedJobs } from '../../../../tests/helpers/test-engine';
import { BULK_WINDOW_MS } from '../../email/domain/send-campaign';
import { EMAIL_PRO_ONLY } from '../../../shared/email/texts';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, emailsOf } from '../../email/tests/helpers';

const { emails, sendBatches } = engineTables();

async function setUp(role: 'userPaid' | 'userFree' | 'admin' = 'userPaid') {
  const t = createTestApp();
  const couple = await createCouple(t.store, { role });
  const api = client(t.app, couple.cookie);
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  const bob = await addGuest(t.store, couple.wedding.id, 'Bob Ray', 'bob@example.com');
  const noMail = await addGuest(t.store, couple.wedding.id, 'No Mail', null);
  const gone = await addGuest(t.store, couple.wedding.id, 'Gone Away', 'gone@example.com', { unsubscribed: true });
  const { sql, transaction } = portable(t.store);
  return { ...t, sql, transaction, couple, api, ann, bob, noMail, gone };
}

const send = (api: ReturnType<typeof client>, body: unknown) => api.patch('/api/v1/send-invite', body as Record<string, unknown>);

describe('PATCH /send-invite: who may send', () => {
  it('refuses free accounts with the Pro text and sends nothing', async () => {
    const t = await setUp('userFree');
    for (const guestIds of ['owner', 'bulk', [t.ann.id]]) {
      const res = await send(t.api, { guestIds, mode: 'invite' });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ msg: EMAIL_PRO_ONLY });
    }
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(0);
    expect(await queuedJobs(t)).toHaveLength(0);
  });

  it('needs a session (401) and a same-origin request', async () => {
    const t = await setUp();
    expect((await t.app.request('/api/v1/send-invite', { method: 'PATCH', body: '["x"]', headers: { 'content-type': 'application/json' } })).status).toBe(401);
    const crossSite = await t.app.request('/api/v1/send-invite', {
      method: 'PATCH',
      body: JSON.stringify({ guestIds: 'owner' }),
      headers: { 'content-type': 'application/json', cookie: t.couple.cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(0);
  });

  it('lets admins (Pro) send too', async () => {
    const t = await setUp('admin');
    expect((await send(t.api, { guestIds: 'owner', mode: 'savethedate' })).status).toBe(200);
  });
});

describe('PATCH /send-invite: owner, single and bulk', () => {
  it("'owner' sends one test to the couple's account address, queued through the outbox", async () => {
    const t = await setUp();
    const res = await send(t.api, { guestIds: 'owner', mode: 'savethedate', suppressToast: true });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      msg: 'Email sent',
      scope: 'owner',
      mode: 'savethedate',
      suppressToast: true,
      queued: [{ guestId: 'owner', email: t.couple.user.email }],
    });
    const rows = await emailsOf(t.store, t.couple.wedding.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'savethedate',
      to: t.couple.user.email,
      status: 'queued',
      guestId: null,
      subject: '[Test] Save the date: Amelia & Jonah',
    });
    expect(rows[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(await queuedJobs(t)).toEqual([{ task: 'send_email', payload: { emailId: rows[0]!.id }, jobKey: `email:${rows[0]!.id}` }]);
  });

  it('a plain array is a list of guests for the invitation; no address and unsubscribed are skipped and reported', async () => {
    const t = await setUp();
    const res = await send(t.api, [t.ann.id, t.noMail.id, t.gone.id, 'zzzzzzzz']);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.mode).toBe('invite');
    expect(body.scope).toBe('single');
    expect(body.queued.map((r: { guestId: string }) => r.guestId)).toEqual([t.ann.id]);
    expect(body.skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ guestId: t.noMail.id, reason: 'no-email' }),
        expect.objectContaining({ guestId: t.gone.id, reason: 'unsubscribed' }),
        expect.objectContaining({ guestId: 'zzzzzzzz', reason: 'not-found' }),
      ]),
    );
    const rows = await emailsOf(t.store, t.couple.wedding.id);
    expect(rows.map((r) => [r.to, r.guestId, r.kind])).toEqual([['ann@example.com', t.ann.id, 'invite']]);
    expect(rows[0]!.html).toContain(`/${t.couple.weddingUrl}/rsvp?token=${t.ann.id}.`);
  });

  it('single sends need a guest, and at least one who can receive it', async () => {
    const t = await setUp();
    const none = await send(t.api, { guestIds: [], mode: 'invite' });
    expect(none.status).toBe(400);
    expect((await none.json()).msg).toBe('Choose at least one guest');
    const unreachable = await send(t.api, { guestIds: [t.noMail.id, t.gone.id], mode: 'reminder' });
    expect(unreachable.status).toBe(400);
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(0);
    expect((await send(t.api, { guestIds: 'everyone' })).status).toBe(400);
    expect((await send(t.api, { guestIds: 'owner', mode: 'party' })).status).toBe(400);
  });

  it("cannot reach another couple's guests", async () => {
    const t = await setUp();
    const other = await createCouple(t.store);
    const stranger = await addGuest(t.store, other.wedding.id, 'Stranger', 'stranger@example.com');
    const res = await send(t.api, { guestIds: [stranger.id], mode: 'invite' });
    expect(res.status).toBe(400);
    expect((await res.json()).skipped).toEqual([expect.objectContaining({ guestId: stranger.id, reason: 'not-found' })]);
    expect(await emailsOf(t.store, other.wedding.id)).toHaveLength(0);
  });

  it("'bulk' sends to every guest with an address who has not unsubscribed, once a day (BULK_LIMIT_EXCEEDED)", async () => {
    const t = await setUp();
    const res = await send(t.api, { guestIds: 'bulk', mode: 'savethedate' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.queued.map((r: { email: string }) => r.email).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    expect(body.skipped.map((r: { reason: string }) => r.reason).sort()).toEqual(['no-email', 'unsubscribed']);

    // A second bulk send the same day, any mode, is refused with the reset time.
    const again = await send(t.api, { guestIds: ['bulk'], mode: 'invite' });
    expect(again.status).toBe(429);
    const refusal = await again.json();
    expect(refusal).toMatchObject({ code: 'BULK_LIMIT_EXCEEDED', msg: 'You can send one bulk email per day.' });
    const batch = first(await t.sql().select().from(sendBatches).where(eq(sendBatches.scope, 'bulk')))!;
    expect(new Date(refusal.limitResetAt).getTime()).toBe(batch.createdAt.getTime() + BULK_WINDOW_MS);
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(2);

    // A day later it is allowed again.
    await t.transaction(() =>
      t
        .sql()
        .update(sendBatches)
        .set({ createdAt: new Date(Date.now() - BULK_WINDOW_MS - 1000) }),
    );
    expect((await send(t.api, { guestIds: 'bulk', mode: 'invite' })).status).toBe(200);
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(4);
  });

  it('a bulk send with nobody reachable is a 400 and does not use up the day', async () => {
    const t = createTestApp();
    const couple = await createCouple(t.store);
    await addGuest(t.store, couple.wedding.id, 'No Mail', null);
    const api = client(t.app, couple.cookie);
    expect((await send(api, { guestIds: 'bulk', mode: 'invite' })).status).toBe(400);
    await addGuest(t.store, couple.wedding.id, 'Has Mail', 'has@example.com');
    expect((await send(api, { guestIds: 'bulk', mode: 'invite' })).status).toBe(200);
  });

  it('takes form entries too (repeated guestIds)', async () => {
    const t = await setUp();
    const form = new URLSearchParams();
    form.append('guestIds', t.ann.id);
    form.append('guestIds', t.bob.id);
    form.append('mode', 'reminder');
    const res = await t.api.patch('/api/v1/send-invite', form);
    expect(res.status).toBe(200);
    expect((await res.json()).queued).toHaveLength(2);
    expect((await emailsOf(t.store, t.couple.wedding.id)).every((r) => r.kind === 'reminder')).toBe(true);
  });
});

describe('PATCH /send-invite: exactly once', () => {
  it('a double click (the same request twice, at once) sends each e-mail once and answers the same', async () => {
    const t = await setUp();
    const [a, b] = await Promise.all([
      send(t.api, { guestIds: [t.ann.id, t.bob.id], mode: 'invite' }),
      send(t.api, { guestIds: [t.ann.id, t.bob.id], mode: 'invite' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [first, second] = [await a.json(), await b.json()];
    expect(first.batchId).toBe(second.batchId);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(2);
    expect(await queuedJobs(t)).toHaveLength(2);
  });

  it('the same requestId (or Idempotency-Key) replays instead of sending, even for a test or a bulk send', async () => {
    const t = await setUp();
    for (let i = 0; i < 3; i++) expect((await send(t.api, { guestIds: 'owner', mode: 'invite', requestId: 'click-0001' })).status).toBe(200);
    const bulk = () =>
      t.app.request('/api/v1/send-invite', {
        method: 'PATCH',
        body: JSON.stringify({ guestIds: 'bulk', mode: 'invite' }),
        headers: { 'content-type': 'application/json', cookie: t.couple.cookie, origin: 'http://localhost', 'idempotency-key': 'bulk-click-7' },
      });
    const [x, y] = await Promise.all([bulk(), bulk()]);
    expect([x.status, y.status]).toEqual([200, 200]); // the repeat replays, it is not refused by the daily limit
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(3); // one test + Ann + Bob
  });

  it('a guest who has it is not sent it again by a later send; a new campaign sends again on purpose', async () => {
    const t = await setUp();
    await send(t.api, { guestIds: [t.ann.id], mode: 'invite', requestId: 'first-send' });
    const later = await send(t.api, { guestIds: [t.ann.id, t.bob.id], mode: 'invite', requestId: 'second-send' });
    const body = await later.json();
    expect(body.alreadySent.map((r: { guestId: string }) => r.guestId)).toEqual([t.ann.id]);
    expect(body.queued.map((r: { guestId: string }) => r.guestId)).toEqual([t.bob.id]);

    const nothingNew = await send(t.api, { guestIds: [t.ann.id], mode: 'invite', requestId: 'third-send' });
    expect(await nothingNew.json()).toMatchObject({ msg: expect.stringContaining('Already sent'), queued: [] });

    const again = await send(t.api, { guestIds: [t.ann.id], mode: 'invite', newCampaign: true, requestId: 'resend-1' });
    expect(await again.json()).toMatchObject({ campaign: 2, queued: [expect.objectContaining({ guestId: t.ann.id })] });
    // The same "send again" click repeated does not start a third campaign.
    expect(await (await send(t.api, { guestIds: [t.ann.id], mode: 'invite', newCampaign: true, requestId: 'resend-1' })).json()).toMatchObject({
      campaign: 2,
      replayed: true,
    });
    const keys = (await emailsOf(t.store, t.couple.wedding.id)).map((r) => r.idempotencyKey).sort();
    expect(keys).toEqual(
      [
        `announce:${t.couple.wedding.id}:invite:c1:${t.ann.id}`,
        `announce:${t.couple.wedding.id}:invite:c1:${t.bob.id}`,
        `announce:${t.couple.wedding.id}:invite:c2:${t.ann.id}`,
      ].sort(),
    );
    // Modes are independent: the save-the-date still goes to Ann.
    expect((await (await send(t.api, { guestIds: [t.ann.id], mode: 'savethedate' })).json()).queued).toHaveLength(1);
  });

  it('a send whose every attempt failed is owed: the next send queues the same e-mail again', async () => {
    const t = await setUp();
    await send(t.api, { guestIds: [t.ann.id], mode: 'invite', requestId: 'will-fail' });
    const row = (await emailsOf(t.store, t.couple.wedding.id))[0]!;
    await t.transaction(() => t.sql().update(emails).set({ status: 'failed', error: 'provider down' }).where(eq(emails.id, row.id)));
    const res = await send(t.api, { guestIds: [t.ann.id], mode: 'invite', requestId: 'retry-now' });
    expect((await res.json()).queued).toHaveLength(1);
    const rows = await emailsOf(t.store, t.couple.wedding.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: row.id, status: 'queued', error: null });
  });

  it('a queue outage keeps the e-mails recorded as queued for the sweep', async () => {
    const t = createTestApp({
      queue: {
        async enqueue() {
          throw new Error('queue down');
        },
        async enqueueMany() {
          throw new Error('queue down');
        },
        async healthy() {
          return false;
        },
        async close() {},
      },
    });
    const couple = await createCouple(t.store);
    await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
    const res = await send(client(t.app, couple.cookie), { guestIds: 'bulk', mode: 'invite' });
    expect(res.status).toBe(200);
    expect((await emailsOf(t.store, couple.wedding.id)).map((r) => r.status)).toEqual(['queued']);
  });
});
