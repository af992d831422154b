import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { deliverEmail } from '../domain/deliver';
import { transportFor } from '../domain/transport';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { resendHandlers, type ResendCall } from '../../../../tests/msw/resend';
import { addGuest, createCouple, emailRow, emailsOf } from './helpers';

const RESEND_API_KEY = 're_test_123456789';
const EMAIL_FROM = 'Vowly <hello@vowly.test>';
const server = setupServer();
const calls: ResendCall[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

async function queuedInvitation() {
  const t = createTestApp({ env: { RESEND_API_KEY, EMAIL_FROM } });
  const couple = await createCouple(t.store);
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  const res = await client(t.app, couple.cookie).patch('/api/v1/send-invite', { guestIds: [ann.id], mode: 'invite' });
  expect(res.status).toBe(200);
  const row = (await emailsOf(t.store, couple.wedding.id))[0]!;
  const transport = transportFor(t.config);
  expect(transport.name).toBe('resend');
  const reread = () => emailRow(t.store, row.id);
  return { ...t, row, transport, reread };
}

describe('with RESEND_API_KEY, the worker sends through the Resend SDK', () => {
  it('sends the stored e-mail with its List-Unsubscribe headers and its idempotency key', async () => {
    const resend = resendHandlers(calls);
    server.use(...resend.handlers);
    const t = await queuedInvitation();

    expect(await deliverEmail(t.store, t.transport, t.row.id)).toBe('sent');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.authorization).toBe(`Bearer ${RESEND_API_KEY}`);
    expect(call!.idempotencyKey).toBe(t.row.idempotencyKey);
    expect(call!.idempotencyKey).toMatch(/^announce:[a-z2-7]+:invite:c1:[a-z2-7]+$/);
    expect(call!.body).toMatchObject({
      from: EMAIL_FROM,
      to: 'ann@example.com',
      subject: "You're invited: Amelia & Jonah",
      html: t.row.html,
      text: t.row.text,
    });
    expect(call!.body.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost\/unsubscribe\?token=[a-z2-7]+\.[0-9a-f]{32}>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await t.reread()).toMatchObject({ status: 'sent', provider: 'resend', providerMessageId: 're_1', attempts: 1 });

    // The job running again (a retry, a second worker): nothing goes to Resend.
    expect(await deliverEmail(t.store, t.transport, t.row.id)).toBe('already-sent');
    expect(calls).toHaveLength(1);
  });

  it('a refused send is recorded and thrown so the job retries; the retry goes through', async () => {
    const resend = resendHandlers(calls, { failNext: { count: 1, after: 'refused' } });
    server.use(...resend.handlers);
    const t = await queuedInvitation();

    await expect(deliverEmail(t.store, t.transport, t.row.id)).rejects.toThrow(/Resend refused the e-mail/);
    expect(await t.reread()).toMatchObject({ status: 'queued', attempts: 1, error: expect.stringContaining('Resend is having a moment') });
    expect(await deliverEmail(t.store, t.transport, t.row.id)).toBe('sent');
    expect(await t.reread()).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(resend.delivered.size).toBe(1);
  });

  it('a send that got through but whose reply was lost is retried with the same key: Resend delivers it once', async () => {
    const resend = resendHandlers(calls, { failNext: { count: 1, after: 'accepted' } });
    server.use(...resend.handlers);
    const t = await queuedInvitation();

    await expect(deliverEmail(t.store, t.transport, t.row.id)).rejects.toThrow();
    expect(await deliverEmail(t.store, t.transport, t.row.id)).toBe('sent');
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((c) => c.idempotencyKey))).toEqual(new Set([t.row.idempotencyKey]));
    expect(resend.delivered.size).toBe(1);
    expect(await t.reread()).toMatchObject({ status: 'sent', providerMessageId: 're_1' });
  });

  it('account e-mails (no extra headers) still go out as before', async () => {
    const resend = resendHandlers(calls);
    server.use(...resend.handlers);
    const t = createTestApp({ env: { RESEND_API_KEY, EMAIL_FROM } });
    const { t: tables, sql, transaction } = portable(t.store);
    const row = first(
      await transaction(() =>
        sql()
          .insert(tables.emails)
          .values({ kind: 'support', idempotencyKey: 'support:x', to: 'support@vowly.app', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' })
          .returning(),
      ),
    )!;
    expect(await deliverEmail(t.store, transportFor(t.config), row.id)).toBe('sent');
    expect(calls[0]!.body.headers).toBeUndefined();
  });
});
