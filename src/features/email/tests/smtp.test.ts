// E-mail through any SMTP server (issue 28 item 1), against a real SMTP server (smtp-server) on a
// local port: both parts and the headers arrive, STARTTLS and implicit TLS, a 5xx is final, a 4xx or
// a dropped connection is retried with the same Message-ID, and a row handed over before a crash
// is never sent again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { deliverEmail, HANDED_OVER_BEFORE_A_CRASH } from '../domain/deliver';
import { messageIdFor, smtpTransport } from '../domain/smtp-transport';
import { parseSmtpUrl } from '../../../core/config/smtp-url';
import { transportFor } from '../domain/transport';
import { parseEnv } from '../../../core/config/env';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { selfSignedCertificate, startTestSmtpServer } from '../../../../tests/helpers/smtp-server';
import { addGuest, createCouple, emailRow, emailsOf } from './helpers';

const EMAIL_FROM = 'Vowly <hello@vowly.test>';
const certificate = selfSignedCertificate();
let relay: Awaited<ReturnType<typeof startTestSmtpServer>>;

beforeAll(async () => {
  relay = await startTestSmtpServer({ tls: certificate, auth: { user: 'vowly', pass: 'p@ss word' } });
});
afterAll(async () => {
  await relay.close();
});

/** A couple's invitation to Ann, recorded and queued (not yet delivered), and the SMTP transport to `url`. */
async function queuedInvitation(url = relay.url) {
  const t = createTestApp({ env: { SMTP_URL: url, EMAIL_FROM } });
  const couple = await createCouple(t.store);
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', `ann-${Math.random().toString(36).slice(2, 8)}@example.com`);
  const res = await client(t.app, couple.cookie).patch('/api/v1/send-invite', { guestIds: [ann.id], mode: 'invite' });
  expect(res.status).toBe(200);
  const row = (await emailsOf(t.store, couple.wedding.id))[0]!;
  const transport = smtpTransport(parseSmtpUrl(url)!, EMAIL_FROM, { tls: { ca: certificate.cert } });
  const reread = () => emailRow(t.store, row.id);
  const arrived = () => relay.received.filter((m) => m.to.includes(ann.email!));
  return { ...t, row, transport, reread, arrived, ann };
}

describe('SMTP_URL: e-mail through any SMTP server', () => {
  it('the settings choose SMTP: smtp:// with STARTTLS, smtps:// with TLS, user and password decoded; a bad URL stops start-up', () => {
    const config = parseEnv({ SMTP_URL: 'smtp://me%40x.org:s%3Acret@mail.example.org:2525', DATA_DIR: 'data' });
    expect(config.emailTransport).toBe('smtp');
    expect(config.smtp).toEqual({ host: 'mail.example.org', port: 2525, secure: false, requireTLS: false, user: 'me@x.org', pass: 's:cret' });
    expect(transportFor(config).name).toBe('smtp');
    expect(parseSmtpUrl('smtps://relay.example.org')).toMatchObject({ port: 465, secure: true });
    expect(parseSmtpUrl('smtp://relay.example.org?requireTLS=true')).toMatchObject({ port: 587, requireTLS: true });
    expect(() => parseEnv({ SMTP_URL: 'https://relay.example.org' })).toThrow(/SMTP_URL must look like smtp:\/\/user:password@host:587/);
    expect(() => parseEnv({ SMTP_URL: 'smtp://a.org', RESEND_API_KEY: 're_x' })).toThrow(/both RESEND_API_KEY and SMTP_URL are set/);
    expect(parseEnv({ SMTP_URL: 'smtp://a.org', RESEND_API_KEY: 're_x', EMAIL_TRANSPORT: 'smtp' }).emailTransport).toBe('smtp');
    expect(() => parseEnv({ EMAIL_TRANSPORT: 'smtp' })).toThrow(/smtp needs SMTP_URL/);
  });

  it('delivers a guest e-mail over STARTTLS with a login: HTML and text parts, List-Unsubscribe, a Message-ID stable per row', async () => {
    const t = await queuedInvitation();
    expect(await deliverEmail(t.store, t.transport, t.row.id)).toBe('sent');

    const [mail] = t.arrived();
    expect(t.arrived()).toHaveLength(1);
    expect(mail!.secure).toBe(true);
    expect(mail!.user).toBe('vowly');
    expect(mail!.from).toBe('hello@vowly.test');
    expect(mail!.headers.get('from')).toBe('Vowly <hello@vowly.test>');
    expect(mail!.headers.get('to')).toBe(t.ann.email);
    expect(mail!.headers.get('subject')).toBe("You're invited: Amelia & Jonah");
    expect(mail!.headers.get('message-id')).toBe(`<${t.row.id}@vowly.test>`);
    expect(mail!.headers.get('list-unsubscribe')).toBe(t.row.headers!['List-Unsubscribe']);
    expect(mail!.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/localhost\/unsubscribe\?token=[a-z2-7]+\.[0-9a-f]{32}>$/);
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers.get('content-type')).toMatch(/^multipart\/alternative; boundary=/);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);

    expect(await t.reread()).toMatchObject({
      status: 'sent',
      provider: 'smtp',
      providerMessageId: `<${t.row.id}@vowly.test>`,
      attempts: 1,
      error: null,
      handedOverAt: null,
    });
    // The job running again sends nothing.
    expect(await deliverEmail(t.store, t.transport, t.row.id)).toBe('already-sent');
    expect(t.arrived()).toHaveLength(1);
  });

  it('smtps:// speaks TLS from the first byte', async () => {
    const tlsRelay = await startTestSmtpServer({ secure: true, tls: certificate });
    try {
      const t = await queuedInvitation(tlsRelay.url);
      expect(await deliverEmail(t.store, t.transport, t.row.id)).toBe('sent');
      expect(tlsRelay.received).toHaveLength(1);
      expect(tlsRelay.received[0]!.secure).toBe(true);
    } finally {
      await tlsRelay.close();
    }
  });

  it('a 5xx to the recipient or to the message is final: marked failed at once, nothing retried', async () => {
    const t = await queuedInvitation();
    relay.next({ rcpt: 550, text: 'No such user here' });
    expect(await deliverEmail(t.store, t.transport, t.row.id)).toBe('refused');
    expect(await t.reread()).toMatchObject({ status: 'failed', attempts: 1, handedOverAt: null });
    expect((await t.reread()).error).toMatch(/The mail server refused the e-mail \(550\).*No such user here/);

    const u = await queuedInvitation();
    relay.next({ reply: 554, text: 'Message looks like spam' });
    expect(await deliverEmail(u.store, u.transport, u.row.id)).toBe('refused');
    expect(await u.reread()).toMatchObject({ status: 'failed', handedOverAt: null });
    expect((await u.reread()).error).toMatch(/\(554\).*Message looks like spam/);
    expect([...t.arrived(), ...u.arrived()]).toHaveLength(0);
  });

  it('a 4xx is retried: the first attempt throws (the job backs off), the next one delivers with the same Message-ID', async () => {
    const t = await queuedInvitation();
    relay.next({ reply: 451, text: 'Try again later' });
    await expect(deliverEmail(t.store, t.transport, t.row.id)).rejects.toThrow(/\(451\).*Try again later/);
    expect(await t.reread()).toMatchObject({ status: 'queued', attempts: 1, handedOverAt: null });
    expect(t.arrived()).toHaveLength(0);

    expect(await deliverEmail(t.store, t.transport, t.row.id)).toBe('sent');
    expect(t.arrived()).toHaveLength(1);
    expect(t.arrived()[0]!.headers.get('message-id')).toBe(messageIdFor(t.row, EMAIL_FROM));
    expect(await t.reread()).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('a server that drops the connection mid-message: retried, then delivered once', async () => {
    const t = await queuedInvitation();
    const began = relay.dataCommands();
    relay.next({ drop: true });
    await expect(deliverEmail(t.store, t.transport, t.row.id)).rejects.toThrow(/Could not reach the mail server/);
    expect(relay.dataCommands()).toBe(began + 1);
    expect(await t.reread()).toMatchObject({ status: 'queued', attempts: 1, handedOverAt: null });
    expect(t.arrived()).toHaveLength(0);

    expect(await deliverEmail(t.store, t.transport, t.row.id)).toBe('sent');
    expect(t.arrived()).toHaveLength(1);
  });

  it('a dropped connection fails the send only once the hand-over mark it began has been written (so the failure clears it)', async () => {
    const t = await queuedInvitation();
    relay.next({ drop: true });
    const mark = { began: false, written: false };
    const slowMark = () => {
      mark.began = true;
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          mark.written = true;
          resolve();
        }, 300),
      );
    };
    await expect(t.transport.send(t.row, { beforeHandOver: slowMark })).rejects.toThrow(/Could not reach the mail server/);
    // Settled before: a mark committed after the failure's "not handed over" would keep the e-mail from ever being sent.
    expect(mark).toEqual({ began: true, written: true });
  });

  it('a server that cannot be reached is retried; a wrong password too (an operator setting, not the e-mail)', async () => {
    const closed = await startTestSmtpServer();
    const url = closed.url;
    await closed.close();
    const t = await queuedInvitation(url);
    await expect(deliverEmail(t.store, t.transport, t.row.id)).rejects.toThrow(/Could not reach the mail server/);
    expect(await t.reread()).toMatchObject({ status: 'queued', attempts: 1 });

    const wrong = await queuedInvitation(relay.url.replace('p%40ss%20word', 'nope'));
    await expect(deliverEmail(wrong.store, wrong.transport, wrong.row.id)).rejects.toThrow(/refused the login \(check SMTP_URL\) \(535\)/);
    expect(await wrong.reread()).toMatchObject({ status: 'queued' });
  });

  it('a row a dead worker had handed over is never sent again: marked sent with the reason', async () => {
    const t = await queuedInvitation();
    const handedOverAt = new Date(Date.now() - 60_000);
    const { t: tables, sql, transaction } = portable(t.store);
    await transaction(() => sql().update(tables.emails).set({ handedOverAt, provider: 'smtp' }).where(eq(tables.emails.id, t.row.id)));
    expect(await deliverEmail(t.store, t.transport, t.row.id)).toBe('handed-over');
    expect(t.arrived()).toHaveLength(0);
    expect(await t.reread()).toMatchObject({ status: 'sent', provider: 'smtp', sentAt: handedOverAt, error: HANDED_OVER_BEFORE_A_CRASH });
  });
});
