// Resend's signed delivery webhooks on the in-memory e-mail log (issue 29 item 7). The Svix
// signature is made here from its published scheme (HMAC-SHA256 of "id.timestamp.body" under the
// secret's bytes), independently of the SDK that checks it: refusals with their codes and texts, the
// 5-minute tolerance, each message applied once, events mapped to facts, unknown ones acknowledged.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailRow, memoryEmailsRepository, seedEmails } from './repository/emails.memory';
import { handleResendWebhook, recordResendEvent, WEBHOOK_MESSAGES } from './resend-webhook';
import { refusal } from '../../../../tests/helpers/refusal';

const key = crypto.randomBytes(24);
const config = { RESEND_WEBHOOK_SECRET: `whsec_${key.toString('base64')}` };
// The SDK checks the signature's time against the real clock too: the tests sign around it.
const now = new Date();
const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

function signed(body: string, id = 'msg_1', timestamp = seconds(now), signingKey = key) {
  const signature = crypto.createHmac('sha256', signingKey).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { id, timestamp, signature: `v1,${signature}` };
}

function setup() {
  const repo = memoryEmailsRepository();
  seedEmails(repo, [emailRow({ id: 'e1', providerMessageId: 'rs_1', guestId: 'g1', to: 'ann@example.com' })], ['g1']);
  return repo;
}

describe('handleResendWebhook', () => {
  it('applies a signed bounce once (a retried message id is acknowledged) with Resend’s note and time', async () => {
    const repo = setup();
    const body = JSON.stringify({ type: 'email.bounced', created_at: '2027-06-01T09:59:00Z', data: { email_id: 'rs_1', bounce: { message: 'Mailbox full' } } });
    expect(await handleResendWebhook(repo, config, body, signed(body), now)).toEqual({ received: true, type: 'email.bounced', outcome: 'applied' });
    expect(await handleResendWebhook(repo, config, body, signed(body), now)).toEqual({ received: true, type: 'email.bounced', outcome: 'already-received' });
    expect([repo.rows.emails[0]?.bouncedAt, repo.rows.emails[0]?.deliveryNote]).toEqual([new Date('2027-06-01T09:59:00Z'), 'Mailbox full']);
    expect(repo.rows.guests.get('g1')?.emailProblem).toBe('bounced');
  });

  it('refuses a wrong signature, a changed body, missing headers and no secret', async () => {
    const repo = setup();
    const body = JSON.stringify({ type: 'email.delivered', data: { email_id: 'rs_1' } });
    expect(await refusal(handleResendWebhook(repo, config, body, signed(body, 'msg_1', seconds(now), crypto.randomBytes(24)), now))).toEqual([
      'email-webhook.bad-signature',
      'Invalid webhook signature',
    ]);
    expect(await refusal(handleResendWebhook(repo, config, body.replace('rs_1', 'rs_2'), signed(body), now))).toEqual([
      'email-webhook.bad-signature',
      WEBHOOK_MESSAGES.badSignature,
    ]);
    expect(await refusal(handleResendWebhook(repo, config, body, { id: 'msg_1', timestamp: seconds(now) }, now))).toEqual([
      'email-webhook.bad-signature',
      WEBHOOK_MESSAGES.badSignature,
    ]);
    expect(await refusal(handleResendWebhook(repo, {}, body, signed(body), now))).toEqual(['email-webhook.not-configured', 'Webhooks are not configured']);
    expect(repo.rows.receipts).toEqual([]);
  });

  it('takes a message signed within 5 minutes of now, and refuses one further off either side', async () => {
    const repo = setup();
    const body = JSON.stringify({ type: 'email.delivered', data: { email_id: 'rs_1' } });
    const edge = new Date(now.getTime() - 290_000);
    expect((await handleResendWebhook(repo, config, body, signed(body, 'm1', seconds(edge)), now)).outcome).toBe('applied');
    const stale = new Date(now.getTime() - 301_000);
    const early = new Date(now.getTime() + 301_000);
    for (const when of [stale, early]) {
      expect(await refusal(handleResendWebhook(repo, config, body, signed(body, 'm2', seconds(when)), now))).toEqual([
        'email-webhook.stale',
        'Webhook timestamp outside the 5-minute tolerance',
      ]);
    }
  });
});

describe('recordResendEvent', () => {
  it('maps a suppressed address to a bounce with its message, and a complaint to the spam flag', async () => {
    const repo = setup();
    await recordResendEvent(
      repo,
      'm1',
      { type: 'email.suppressed', created_at: now.toISOString(), data: { email_id: 'rs_1', suppressed: { message: 'On the suppression list' } } },
      now,
    );
    expect([repo.rows.emails[0]?.bouncedAt, repo.rows.emails[0]?.deliveryNote]).toEqual([now, 'On the suppression list']);
    await recordResendEvent(repo, 'm2', { type: 'email.complained', data: { email_id: 'rs_1' } }, now);
    expect(repo.rows.guests.get('g1')).toMatchObject({ emailProblem: 'complained', unsubscribed: true });
  });

  it('acknowledges other events and unknown e-mails without changing a row, and refuses a payload it cannot read', async () => {
    const repo = setup();
    expect((await recordResendEvent(repo, 'm1', { type: 'email.clicked', data: { email_id: 'rs_1' } }, now)).outcome).toBe('ignored-event');
    expect((await recordResendEvent(repo, 'm2', { type: 'email.delivered', data: { email_id: 'rs_404' } }, now)).outcome).toBe('unknown-email');
    expect(repo.rows.emails[0]?.deliveredAt).toBeNull();
    const [code, message] = await refusal(recordResendEvent(repo, 'm3', { data: {} }, now));
    expect(code).toBe('email-webhook.bad-payload');
    expect(message.startsWith('Invalid webhook payload: ')).toBe(true);
    expect(repo.rows.receipts).toEqual(['m1', 'm2']);
  });
});
