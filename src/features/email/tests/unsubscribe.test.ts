// sqlite-only: not converted yet: arranges or reads through the SQLite `t.db` (issue 29 item 4, docs/scaling.md)

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, guests } from '../../../core/db/schema';
import { deliverEmail, UNSUBSCRIBED_BEFORE_DELIVERY } from '../domain/deliver';
import type { MailTransport } from '../domain/transport';
import { unsubscribeToken } from '../domain/unsubscribe-token';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, emailsOf } from './helpers';

async function setUp() {
  const t = createTestApp();
  const couple = await createCouple(t.db);
  const ann = await addGuest(t.db, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  const token = unsubscribeToken(t.config, ann);
  const isUnsubscribed = () => t.db.select().from(guests).where(eq(guests.id, ann.id)).get()!.unsubscribed;
  return { ...t, couple, ann, token, isUnsubscribed };
}

describe('unsubscribe links', () => {
  it('the link in the e-mail and its List-Unsubscribe header carry the same token', async () => {
    const t = await setUp();
    await client(t.app, t.couple.cookie).patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'invite' });
    const row = (await emailsOf(t.db, t.couple.wedding.id))[0]!;
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
    expect(t.isUnsubscribed()).toBe(false);

    const browser = client(t.app);
    const res = await browser.form(`/unsubscribe?token=${t.token}`, { token: t.token });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/unsubscribe/confirm?token=${t.token}`);
    expect(t.isUnsubscribed()).toBe(true);
    const done = await browser.get(`/unsubscribe/confirm?token=${t.token}`);
    expect(await done.text()).toContain('You will not get any more emails about Amelia &amp; Jonah');

    // Unsubscribed by mistake: subscribe again from the same page.
    const back = await browser.form('/unsubscribe/confirm', { token: t.token, action: 'resubscribe' });
    expect(back.status).toBe(303);
    expect(t.isUnsubscribed()).toBe(false);
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
    expect(t.isUnsubscribed()).toBe(true);
    // Idempotent, and a webmail posting cross-site is not refused by the same-origin check.
    const again = await t.app.request(`/unsubscribe?token=${t.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(200);
    expect(t.isUnsubscribed()).toBe(true);
  });

  it('refuses forged, altered and cross-wedding tokens, changing nothing', async () => {
    const t = await setUp();
    const other = await createCouple(t.db);
    const stranger = await addGuest(t.db, other.wedding.id, 'Stranger', 'stranger@example.com');
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
    expect(t.isUnsubscribed()).toBe(false);
    expect(t.db.select().from(guests).where(eq(guests.id, stranger.id)).get()!.unsubscribed).toBe(false);
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
    const queuedRow = (await emailsOf(t.db, t.couple.wedding.id))[0]!;

    await t.app.request(`/unsubscribe?token=${t.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

    const sent: string[] = [];
    const transport: MailTransport = { name: 'outbox', send: async (email) => (sent.push(email.id), {}) };
    expect(await deliverEmail(t.db, transport, queuedRow.id)).toBe('unsubscribed');
    expect(sent).toEqual([]);
    expect(t.db.select().from(emails).where(eq(emails.id, queuedRow.id)).get()).toMatchObject({ status: 'failed', error: UNSUBSCRIBED_BEFORE_DELIVERY });

    const res = await api.patch('/api/v1/send-invite', { guestIds: 'bulk', mode: 'invite' });
    expect(res.status).toBe(400);
    expect((await res.json()).skipped).toEqual([expect.objectContaining({ guestId: t.ann.id, reason: 'unsubscribed' })]);
  });
});
