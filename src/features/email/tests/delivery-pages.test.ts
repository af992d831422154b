import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import type { EmailRow } from '../../../core/db/schema';
import { deliverEmail } from '../domain/deliver';
import { outboxTransport } from '../domain/transport';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, emailsOf, partnerOf } from './helpers';

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** Sets columns of a guest's e-mails, as the provider's reports would (through the store). */
async function setEmailsOf(store: DataStore, guestId: string, values: Partial<EmailRow>) {
  const { t, sql, transaction } = portable(store);
  await transaction(() => sql().update(t.emails).set(values).where(eq(t.emails.guestId, guestId)));
}

function rowOf(html: string, guestId: string) {
  const start = html.indexOf(`data-guest="${guestId}"`);
  return html.slice(start, html.indexOf('</tr>', start));
}

async function sentToAnnAndBob() {
  const t = createTestApp();
  const couple = await createCouple(t.store);
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  const bob = await addGuest(t.store, couple.wedding.id, 'Bob Ray', 'bounce@example.com');
  const owner = client(t.app, couple.cookie);
  expect((await owner.patch('/api/v1/send-invite', { guestIds: [ann.id, bob.id], mode: 'invite' })).status).toBe(200);
  for (const row of await emailsOf(t.store, couple.wedding.id)) await deliverEmail(t.store, outboxTransport, row.id);
  return { ...t, couple, ann, bob, owner };
}

describe('the sent page shows what became of each e-mail', () => {
  it('the local outbox never says Delivered: kept on this server, or the bounce it acts out; reports from a provider show once they come', async () => {
    const t = await sentToAnnAndBob();
    const html = (await (await t.owner.get('/app/announce/invitations/sent')).text()).replaceAll('<!-- -->', '');
    expect(rowOf(html, t.ann.id)).toContain('data-state="kept"');
    expect(rowOf(html, t.ann.id)).toMatch(/Kept on this server \(no e-mail service set up\) · /);
    expect(html).not.toContain('Delivered');
    expect(html).toMatch(/data-testid="kept-summary"><strong>1<\/strong> kept on this server \(no e-mail service set up\),/);
    expect(rowOf(html, t.bob.id)).toContain('data-state="bounced"');
    expect(rowOf(html, t.bob.id)).toMatch(/bounced/i);
    expect(html).toMatch(/data-testid="delivery-summary"><strong>0<\/strong> delivered, <strong>1<\/strong> bounced or marked as spam/);
    expect(html).toContain('href="/app/guest-list">check those addresses');

    // Sent by a provider that reports delivery (Resend's webhook), then an open (tracking on).
    await setEmailsOf(t.store, t.ann.id, { provider: 'resend', deliveredAt: new Date() });
    const delivered = (await (await t.owner.get('/app/announce/invitations/sent')).text()).replaceAll('<!-- -->', '');
    expect(rowOf(delivered, t.ann.id)).toContain('data-state="delivered"');
    expect(rowOf(delivered, t.ann.id)).toMatch(/Delivered · sent /);
    expect(delivered).toMatch(/data-testid="delivery-summary"><strong>1<\/strong> delivered, <strong>1<\/strong> bounced or marked as spam/);
    expect(delivered).not.toContain('data-testid="kept-summary"');
    expect((await t.owner.patch('/api/v1/email-settings', { trackOpens: true })).status).toBe(200);
    await setEmailsOf(t.store, t.ann.id, { openedAt: new Date() });
    const after = (await (await t.owner.get('/app/announce/invitations/sent')).text()).replaceAll('<!-- -->', '');
    expect(rowOf(after, t.ann.id)).toContain('data-state="opened"');
    expect(after).toContain('(1 opened)');
  });
});

describe('the admin e-mail log', () => {
  it('shows what became of each e-mail and the bounce note', async () => {
    const t = await sentToAnnAndBob();
    const admin = await createTestUser(t.store, { role: 'admin', email: 'boss@example.com' });
    const http = client(t.app, admin.cookie);
    const log = await (await http.get('/app/admin/email-controller')).text();
    expect(log).toContain('<td>Kept on this server (no e-mail service set up)</td>');
    expect(log).not.toContain('Delivered');
    expect(log).toContain('<td>sent · Bounced</td>');
    const { t: tables, sql } = portable(t.store);
    const bounced = first(await sql().select().from(tables.emails).where(eq(tables.emails.guestId, t.bob.id)))!;
    const one = await (await http.get(`/app/admin/email-controller/${bounced.id}`)).text();
    expect(one.replaceAll('<!-- -->', '')).toContain('sent · Bounced — Simulated by the local outbox');
  });
});

describe('counting opens is the couple’s choice, off by default', () => {
  it('API: GET and PATCH /api/v1/email-settings; a wrong value is 400 with { msg }; others are refused', async () => {
    const t = createTestApp();
    const couple = await createCouple(t.store);
    const owner = client(t.app, couple.cookie);
    expect(await (await owner.get('/api/v1/email-settings')).json()).toEqual({ trackOpens: false });
    const on = await owner.patch('/api/v1/email-settings', { trackOpens: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ msg: 'Email settings saved', trackOpens: true });
    expect(await (await owner.get('/api/v1/email-settings')).json()).toEqual({ trackOpens: true });
    const wrong = await owner.patch('/api/v1/email-settings', { trackOpens: 'maybe' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ msg: 'trackOpens must be true or false', code: 'input.invalid' });
    const anonymous = await client(t.app).get('/api/v1/email-settings');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toHaveProperty('msg');
  });

  it('page: the Announce and sent pages offer the setting; the form turns it on and off without JavaScript', async () => {
    const t = createTestApp();
    const couple = await createCouple(t.store);
    const owner = client(t.app, couple.cookie);
    const index = await (await owner.get('/app/announce')).text();
    expect(index).toContain('data-testid="email-settings"');
    expect(index).toMatch(/<input type="checkbox" name="trackOpens"\/>/);
    expect(index).toContain('Opens are not counted.');

    const saved = await owner.form('/app/announce/email-settings', { trackOpens: 'on', redirect: '/app/announce/invitations/sent' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/app/announce/invitations/sent');
    const sentPage = await (await owner.get('/app/announce/invitations/sent')).text();
    expect(sentPage).toMatch(/<input type="checkbox" name="trackOpens" checked=""\/>/);
    expect(sentPage).toContain('Email settings saved');

    // Unticked (the browser sends no field), and a redirect outside the Announce pages is not followed.
    const off = await owner.form('/app/announce/email-settings', { redirect: '//evil.example/' });
    expect(off.headers.get('location')).toBe('/app/announce');
    expect(await (await owner.get('/api/v1/email-settings')).json()).toEqual({ trackOpens: false });
    const wrong = await owner.form('/app/announce/email-settings', { trackOpens: 'maybe', redirect: '/app/journey' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/app/journey');
    expect(await (await owner.get('/app/journey')).text()).toContain('trackOpens must be true or false');
  });

  it('a partner sets it for the wedding they chose, not for the one they own (API and form)', async () => {
    const t = createTestApp();
    const couple = await createCouple(t.store);
    const partner = client(t.app, (await partnerOf(t.store, couple)).cookie);
    const { t: tables, sql } = portable(t.store);
    const trackOpens = () => sql().select({ id: tables.weddings.id, trackOpens: tables.weddings.trackOpens }).from(tables.weddings);
    const on = await partner.patch('/api/v1/email-settings', { trackOpens: true });
    expect(on.status).toBe(200);
    expect((await trackOpens()).filter((w) => w.trackOpens).map((w) => w.id)).toEqual([couple.wedding.id]);
    expect(await (await partner.get('/api/v1/email-settings')).json()).toEqual({ trackOpens: true });
    const off = await partner.form('/app/announce/email-settings', { redirect: '/app/announce' });
    expect(off.status).toBe(303);
    expect((await trackOpens()).filter((w) => w.trackOpens)).toEqual([]);
  });
});
