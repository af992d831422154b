// Honest statuses (issue 28 item 2): production without Resend or SMTP refuses sends (unless
// EMAIL_TRANSPORT=outbox), says so on the announce pages and at start-up; production's outbox acts
// nothing out; the journey never calls a kept e-mail sent or delivered.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverEmail } from '../domain/deliver';
import { deliveryStatusOf } from '../domain/delivery-status';
import { EMAIL_NOT_SENT_MSG, emailServiceLine } from '../domain/email-service';
import { transportFor } from '../domain/transport';
import { parseEnv } from '../../../core/config/env';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, emailRow, emailsOf } from './helpers';

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://wedding.example.com' };
const BANNER = 'data-testid="email-not-sent"';

async function coupleWithAnn(env: Record<string, string>) {
  const t = createTestApp({ env });
  const couple = await createCouple(t.store);
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'bounce@example.com');
  return { ...t, couple, ann, owner: client(t.app, couple.cookie) };
}

describe('production without an e-mail service', () => {
  it('start-up warns; with a service or EMAIL_TRANSPORT=outbox it says what happens instead', () => {
    const none = parseEnv({ ...PRODUCTION });
    expect(none).toMatchObject({ emailTransport: 'outbox', emailNotSent: true });
    expect(emailServiceLine(none)).toMatch(
      /^\[email\] WARNING: production without RESEND_API_KEY or SMTP_URL: e-mail is not sent and the couples’ sends are refused/,
    );
    expect(emailServiceLine(parseEnv({ ...PRODUCTION, EMAIL_TRANSPORT: 'outbox' }))).toMatch(
      /WARNING: EMAIL_TRANSPORT=outbox: e-mails are kept on this server/,
    );
    expect(parseEnv({ ...PRODUCTION, EMAIL_TRANSPORT: 'outbox' }).emailNotSent).toBe(false);
    expect(emailServiceLine(parseEnv({ ...PRODUCTION, SMTP_URL: 'smtp://mail.example.com' }))).toBe('[email] sending through the SMTP server in SMTP_URL');
    expect(parseEnv({ NODE_ENV: 'development' }).emailNotSent).toBe(false);
  });

  it('refuses a send with a clear message and records nothing; the announce pages show the banner', async () => {
    const t = await coupleWithAnn(PRODUCTION);
    const res = await t.owner.patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'invite' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ msg: EMAIL_NOT_SENT_MSG, code: 'EMAIL_NOT_CONFIGURED' });
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(0);

    // The page form: the same message as a flash.
    const form = await t.owner.form('/app/announce/invitations/send', { scope: 'single', guestIds: t.ann.id, requestId: 'req-email-not-sent' });
    expect(form.status).toBe(303);
    const back = await (await t.owner.get(form.headers.get('location')!)).text();
    expect(back).toContain(EMAIL_NOT_SENT_MSG.replace("'", '&#x27;'));
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(0);

    for (const path of ['/app/announce', '/app/announce/invitations', '/app/announce/invitations/sent']) {
      const page = await (await t.owner.get(path)).text();
      expect(page, path).toContain(BANNER);
      expect(page, path).toContain('E-mail is not being sent: this site has no e-mail service set up yet, so sending is turned off.');
    }
  });

  it('EMAIL_TRANSPORT=outbox on purpose: sends are kept (the banner says so), and nothing is acted out', async () => {
    const t = await coupleWithAnn({ ...PRODUCTION, EMAIL_TRANSPORT: 'outbox' });
    expect((await t.owner.patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'invite' })).status).toBe(200);
    const [row] = await emailsOf(t.store, t.couple.wedding.id);
    expect(await deliverEmail(t.store, transportFor(t.config), row!.id)).toBe('sent');
    // bounce@… bounces only in development and tests.
    const kept = await emailRow(t.store, row!.id);
    expect(kept.bouncedAt).toBeNull();
    expect(deliveryStatusOf(kept)).toBe('kept');
    const page = await (await t.owner.get('/app/announce/invitations/sent')).text();
    expect(page).toContain('E-mail is not being sent: this site keeps e-mails on the server instead of sending them');
    expect(page).toContain('Kept on this server (no e-mail service set up)');
  });

  it('development keeps e-mails without a banner, and the journey calls them kept, with no Delivered step', async () => {
    const t = createTestApp();
    const couple = await createCouple(t.store);
    const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
    const owner = client(t.app, couple.cookie);
    expect((await owner.patch('/api/v1/send-invite', { guestIds: [ann.id], mode: 'invite' })).status).toBe(200);
    for (const row of await emailsOf(t.store, couple.wedding.id)) await deliverEmail(t.store, transportFor(t.config), row.id);
    expect(await (await owner.get('/app/announce')).text()).not.toContain(BANNER);

    const journey = (await (await owner.get('/app/journey')).text()).replaceAll('<!-- -->', '');
    expect(journey).toContain('Kept on this server (no e-mail service set up): <span data-testid="reached-sent">1</span>');
    expect(journey).not.toContain('data-stage="delivered"');
    expect(journey).not.toContain('Delivered');
  });
});
