import { describe, expect, it } from 'vitest';
import { deliverEmail, UNSUBSCRIBED_BEFORE_DELIVERY } from '../domain/deliver';
import type { MailTransport } from '../domain/mail-transport';
import { unsubscribeToken } from '../domain/unsubscribe-token';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, emailRow, emailsOf, guestRow } from './helpers';

async function setUp() {
  const t = createTestApp();
  const couple = await createCouple(t.store);
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  const token = unsubscribeToken(t.config, ann);
  const isUnsubscribed = async () => (await guestRow(t.store, ann.id)).unsubscribed;
  return { ...t, couple, ann, token, isUnsubscribed };
}

describe('unsubscribe links', () => {
  it('the link in the e-mail and its List-Unsubscribe header carry the same token', async () => {
    const t = await setUp();
    await client(t.app, t.couple.cookie).patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'invite' });
    const row = (await emailsOf(t.store, t.couple.wedding.id))[0]!;
    const href = `http://localhost/unsubscribe?token=${t.token}`;
    expect(row.html).toContain(`href="${href}"`);
    expect(row.text).toContain(`Unsubscribe: ${href}`);
    expect(row.headers).toEqual({ 'List-Unsubscribe': `<${href}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('GET only asks (link scanners change nothing); the button unsubscribes and shows the confirmation', async () => {
    const t = await setUp();
    const ask = await t.app.request(`/unsubscribe?token=${t.token}`);
    expect(ask.status).toBe(200);
    const html = await ask.text();
    expect(html).toContain('Stop emails about Amelia &amp; Jonah');
    expect(html).toContain('a***@example.com');
    expect(html).not.toContain('ann@example.com');
    expect(ask.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await t.isUnsubscribed()).toBe(false);

    const browser = client(t.app);
    const res = await browser.form(`/unsubscribe?token=${t.token}`, { token: t.token });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/unsubscribe/confirm?token=${t.token}`);
    expect(await t.isUnsubscribed()).toBe(true);
    const done = await browser.get(`/unsubscribe/confirm?token=${t.token}`);
    expect(await done.text()).toContain('You will not get any more emails about Amelia &amp; Jonah');

    // Unsubscribed by mistake: subscribe again from the same page.
    const back = await browser.form('/unsubscribe/confirm', { token: t.token, action: 'resubscribe' });
    expect(back.status).toBe(303);
    expect(await t.isUnsubscribed()).toBe(false);
    expect(await (await browser.get(`/unsubscribe/confirm?token=${t.token}`)).text()).toContain('You will get emails about');
  });

  it("one-click POST (RFC 8058) from a mail provider's server works without Origin, or from another origin", async () => {
    const t = await setUp();
    const res = await t.app.request(`/unsubscribe?token=${t.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await t.isUnsubscribed()).toBe(true);
    // Idempotent, and a webmail posting cross-site is not refused by the same-origin check.
    const again = await t.app.request(`/unsubscribe?token=${t.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(200);
    expect(await t.isUnsubscribed()).toBe(true);
  });

  it('refuses forged, altered and cross-wedding tokens, changing nothing', async () => {
    const t = await setUp();
    const other = await createCouple(t.store);
    const stranger = await addGuest(t.store, other.wedding.id, 'Stranger', 'stranger@example.com');
    const forged = [
      '',
      'nonsense',
      `${t.ann.id}.${'0'.repeat(32)}`,
      `${stranger.id}.${t.token.split('.')[1]}`, // Ann's signature on someone else's id
    ];
    for (const token of forged) {
      const page = await t.app.request(`/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('This unsubscribe link is not valid');
      const post = await t.app.request(`/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(post.status).toBe(400);
    }
    expect(await t.isUnsubscribed()).toBe(false);
    expect((await guestRow(t.store, stranger.id)).unsubscribed).toBe(false);
  });

  it("the couple's test link explains itself and changes nothing", async () => {
    const t = await setUp();
    expect(await (await t.app.request('/unsubscribe?token=preview')).text()).toContain('This link is from a test email');
    const post = await t.app.request('/unsubscribe?token=preview', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
  });

  it('an unsubscribed guest is skipped by later sends, and an e-mail already queued for them is not delivered', async () => {
    const t = await setUp();
    const api = client(t.app, t.couple.cookie);
    await api.patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'savethedate' });
    const queuedRow = (await emailsOf(t.store, t.couple.wedding.id))[0]!;

    await t.app.request(`/unsubscribe?token=${t.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

    const sent: string[] = [];
    const transport: MailTransport = { name: 'outbox', send: async (email) => (sent.push(email.id), {}) };
    expect(await deliverEmail(t.store, transport, queuedRow.id)).toBe('unsubscribed');
    expect(sent).toEqual([]);
    expect(await emailRow(t.store, queuedRow.id)).toMatchObject({ status: 'failed', error: UNSUBSCRIBED_BEFORE_DELIVERY });

    const res = await api.patch('/api/v1/send-invite', { guestIds: 'bulk', mode: 'invite' });
    expect(res.status).toBe(400);
    expect((await res.json()).skipped).toEqual([expect.objectContaining({ guestId: t.ann.id, reason: 'unsubscribed' })]);
  });
});
