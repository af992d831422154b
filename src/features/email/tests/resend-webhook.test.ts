import { createHmac } from 'node:crypto';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliverEmail } from '../domain/deliver';
import { deliveryStatusOf } from '../domain/delivery-status';
import { transportFor } from '../domain/transport';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { resendHandlers, type ResendCall } from '../../../../tests/msw/resend';
import { addGuest, createCouple, emailRow, emailsOf, guestRow, setWedding } from './helpers';

const RESEND_API_KEY = 're_test_123456789';
// A Svix secret: "whsec_" + base64 of the signing key.
const SIGNING_KEY = Buffer.from('vowly-test-webhook-signing-key-32b');
const RESEND_WEBHOOK_SECRET = `whsec_${SIGNING_KEY.toString('base64')}`;
const PATH = '/api/v1/webhooks/resend';

const server = setupServer();
const calls: ResendCall[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

/** Svix's scheme, written out here (not the library under test): v1,base64(HMAC-SHA256(key, "id.timestamp.body")). */
function sign(id: string, timestamp: number, body: string, key = SIGNING_KEY) {
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

let messageCounter = 0;
function webhook(
  app: ReturnType<typeof createTestApp>['app'],
  event: Record<string, unknown>,
  options: { id?: string; timestamp?: number; signature?: string; body?: string } = {},
) {
  const body = options.body ?? JSON.stringify(event);
  const id = options.id ?? `msg_${++messageCounter}_${Math.random().toString(36).slice(2)}`;
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  // A server-to-server POST: no Origin, no cookies, like Svix's.
  return app.request(`http://localhost${PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': String(timestamp),
      'svix-signature': options.signature ?? sign(id, timestamp, body),
    },
    body,
  });
}

function resendEvent(type: string, emailId: string, extra: Record<string, unknown> = {}) {
  return {
    type,
    created_at: '2026-11-23T20:00:00.000Z',
    data: { created_at: '2026-11-23T19:59:58.000Z', email_id: emailId, from: 'Vowly <hello@vowly.test>', to: ['ann@example.com'], subject: 'Hi', ...extra },
  };
}

/** A couple's invitation to Ann, sent through Resend (msw), so the row holds Resend's id. */
async function sentInvitation(env: Record<string, string> = {}) {
  server.use(...resendHandlers(calls).handlers);
  const t = createTestApp({ env: { RESEND_API_KEY, RESEND_WEBHOOK_SECRET, ...env } });
  const couple = await createCouple(t.store);
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  const res = await client(t.app, couple.cookie).patch('/api/v1/send-invite', { guestIds: [ann.id], mode: 'invite' });
  expect(res.status).toBe(200);
  const row = (await emailsOf(t.store, couple.wedding.id))[0]!;
  expect(await deliverEmail(t.store, transportFor(t.config), row.id)).toBe('sent');
  const reread = () => emailRow(t.store, row.id);
  const guest = () => guestRow(t.store, ann.id);
  expect((await reread()).providerMessageId).toBe('re_1');
  return { ...t, couple, ann, row, reread, guest };
}

describe('POST /api/v1/webhooks/resend', () => {
  it('a correctly signed email.delivered marks the e-mail delivered', async () => {
    const t = await sentInvitation();
    expect(deliveryStatusOf(await t.reread())).toBe('sent');
    const res = await webhook(t.app, resendEvent('email.delivered', 're_1'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, type: 'email.delivered', outcome: 'applied' });
    expect((await t.reread()).deliveredAt?.toISOString()).toBe('2026-11-23T20:00:00.000Z');
    expect(deliveryStatusOf(await t.reread())).toBe('delivered');
  });

  it('a bounce marks the e-mail bounced with Resend’s reason and flags the guest; a complaint also unsubscribes', async () => {
    const t = await sentInvitation();
    await webhook(t.app, resendEvent('email.delivered', 're_1'));
    const res = await webhook(
      t.app,
      resendEvent('email.bounced', 're_1', { bounce: { message: 'Mailbox does not exist', type: 'Permanent', subType: 'General' } }),
    );
    expect(res.status).toBe(200);
    expect(await t.reread()).toMatchObject({ deliveryNote: 'Mailbox does not exist' });
    expect(deliveryStatusOf(await t.reread())).toBe('bounced');
    expect(await t.guest()).toMatchObject({ emailProblem: 'bounced', emailProblemAddress: 'ann@example.com', unsubscribed: false });

    expect((await webhook(t.app, resendEvent('email.complained', 're_1'))).status).toBe(200);
    expect(deliveryStatusOf(await t.reread())).toBe('complained');
    expect(await t.guest()).toMatchObject({ emailProblem: 'complained', unsubscribed: true });
  });

  it('a delay is recorded and then outranked by the delivery', async () => {
    const t = await sentInvitation();
    await webhook(t.app, resendEvent('email.delivery_delayed', 're_1'));
    expect(deliveryStatusOf(await t.reread())).toBe('delayed');
    await webhook(t.app, resendEvent('email.delivered', 're_1'));
    expect(deliveryStatusOf(await t.reread())).toBe('delivered');
  });

  it('opens count only when the couple tracks them', async () => {
    const t = await sentInvitation();
    await webhook(t.app, resendEvent('email.delivered', 're_1'));
    const off = await webhook(t.app, resendEvent('email.opened', 're_1'));
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ outcome: 'opens-not-tracked' });
    expect((await t.reread()).openedAt).toBeNull();

    await setWedding(t.store, t.couple.wedding.id, { trackOpens: true });
    const on = await webhook(t.app, resendEvent('email.opened', 're_1'));
    expect(await on.json()).toMatchObject({ outcome: 'applied' });
    expect(deliveryStatusOf(await t.reread())).toBe('opened');
  });

  it('a bad signature changes nothing: 401 with { msg }', async () => {
    const t = await sentInvitation();
    const event = resendEvent('email.bounced', 're_1', { bounce: { message: 'x', type: 'Permanent' } });
    const body = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);

    const wrongKey = await webhook(t.app, event, {
      id: 'msg_wrong_key',
      timestamp: now,
      signature: sign('msg_wrong_key', now, body, Buffer.from('another-key')),
    });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toEqual({ msg: 'Invalid webhook signature', code: 'email-webhook.bad-signature' });

    // Signed for one body, sent with another.
    const tampered = await webhook(t.app, event, {
      id: 'msg_tampered',
      timestamp: now,
      signature: sign('msg_tampered', now, body),
      body: JSON.stringify(resendEvent('email.complained', 're_1')),
    });
    expect(tampered.status).toBe(401);
    expect(await tampered.json()).toEqual({ msg: 'Invalid webhook signature', code: 'email-webhook.bad-signature' });

    const unsigned = await t.app.request(`http://localhost${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ msg: 'Invalid webhook signature', code: 'email-webhook.bad-signature' });

    expect(deliveryStatusOf(await t.reread())).toBe('sent');
    expect((await t.guest()).emailProblem).toBeNull();
  });

  it('a stale (or future) timestamp is refused even when correctly signed: 401 with { msg }', async () => {
    const t = await sentInvitation();
    const event = resendEvent('email.bounced', 're_1', { bounce: { message: 'x', type: 'Permanent' } });
    for (const offset of [-6 * 60, 6 * 60]) {
      const res = await webhook(t.app, event, { timestamp: Math.floor(Date.now() / 1000) + offset });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ msg: 'Webhook timestamp outside the 5-minute tolerance', code: 'email-webhook.stale' });
    }
    expect(deliveryStatusOf(await t.reread())).toBe('sent');
    expect((await t.guest()).emailProblem).toBeNull();
  });

  it('a replayed message (same svix-id) changes nothing the second time and is acknowledged with 200 (Svix retries any non-2xx)', async () => {
    const t = await sentInvitation();
    const first = await webhook(t.app, resendEvent('email.delivered', 're_1'), { id: 'msg_replayed' });
    expect(first.status).toBe(200);
    const deliveredAt = (await t.reread()).deliveredAt;

    // The same message signed again later (a retry after a lost answer, or a captured request replayed within the window).
    const replay = await webhook(t.app, { ...resendEvent('email.delivered', 're_1'), created_at: '2026-11-23T21:00:00.000Z' }, { id: 'msg_replayed' });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, type: 'email.delivered', outcome: 'already-received' });
    expect((await t.reread()).deliveredAt).toEqual(deliveredAt);

    // A bounce replayed under a delivered message's id applies nothing either.
    const bounceReplay = await webhook(t.app, resendEvent('email.bounced', 're_1', { bounce: { message: 'x', type: 'Permanent' } }), { id: 'msg_replayed' });
    expect(bounceReplay.status).toBe(200);
    expect(await bounceReplay.json()).toEqual({ received: true, type: 'email.bounced', outcome: 'already-received' });
    expect(deliveryStatusOf(await t.reread())).toBe('delivered');
    expect((await t.guest()).emailProblem).toBeNull();
  });

  it('an unknown e-mail id or an event we do not track is acknowledged and changes nothing', async () => {
    const t = await sentInvitation();
    const unknown = await webhook(t.app, resendEvent('email.bounced', 're_not_ours', { bounce: { message: 'x', type: 'Permanent' } }));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ received: true, type: 'email.bounced', outcome: 'unknown-email' });
    const other = await webhook(t.app, resendEvent('email.clicked', 're_1', { click: { link: 'https://x.test' } }));
    expect(await other.json()).toEqual({ received: true, type: 'email.clicked', outcome: 'ignored-event' });
    expect(deliveryStatusOf(await t.reread())).toBe('sent');
    expect((await t.guest()).emailProblem).toBeNull();
  });

  it('a signed payload of the wrong shape is 400 with { msg }', async () => {
    const t = await sentInvitation();
    const res = await webhook(t.app, {}, { body: JSON.stringify({ type: 42 }) });
    expect(res.status).toBe(400);
    expect((await res.json()).msg).toMatch(/^Invalid webhook payload/);
  });

  it('without RESEND_WEBHOOK_SECRET the endpoint is 404 with { msg }', async () => {
    const t = createTestApp();
    const res = await webhook(t.app, resendEvent('email.delivered', 're_1'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: 'Webhooks are not configured', code: 'email-webhook.not-configured' });
  });

  it('a body over the default limit is refused before it is read: 413 with { msg }', async () => {
    const t = await sentInvitation();
    const res = await webhook(t.app, {}, { body: JSON.stringify({ type: 'email.delivered', pad: 'x'.repeat(600 * 1024) }) });
    expect(res.status).toBe(413);
    expect((await res.json()).msg).toMatch(/too large/);
  });
});
