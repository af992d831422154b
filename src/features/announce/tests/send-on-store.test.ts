// The announce pages and the send through the app, on SQLite and on the PostgreSQL pass (vitest.config.ts
// ON_POSTGRES): arranged and checked through the store and the API only, so a path still on the SQLite
// connection fails here on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { guestSendStatuses } from '../../email/domain/send-status';

describe('the announce send on the store', () => {
  it('lists the guests, sends to every guest once, shows the sent page, and refuses a second bulk send the same day', async () => {
    const { app, store } = createTestApp();
    const { wedding, cookie } = await createTestUser(store, { role: 'userPaid' });
    const api = client(app, cookie);
    for (const [name, email] of [
      ['Ann Lee', 'ann@example.com'],
      ['Bob Ray', 'bob@example.com'],
      ['Dan NoMail', ''],
    ])
      expect((await api.post('/api/v1/guest-list', { name, ...(email ? { email } : {}) })).status).toBe(201);

    const page = await api.get('/app/announce/invitations');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Ann Lee');
    expect(html).not.toContain('Daily limit reached');

    const sent = await api.patch('/api/v1/send-invite', { guestIds: 'bulk', mode: 'invite', requestId: 'store-bulk-0001' });
    expect(sent.status).toBe(200);
    const body = (await sent.json()) as { msg: string; queued: { name: string }[]; skipped: { reason: string }[]; scope: string };
    expect(body.msg).toBe('Email sent');
    expect(body.queued.map((r) => r.name).sort()).toEqual(['Ann Lee', 'Bob Ray']);
    expect(body.skipped.map((s) => s.reason)).toEqual(['no-email']);
    // The same request again: replayed, nothing new.
    expect(await (await api.patch('/api/v1/send-invite', { guestIds: 'bulk', mode: 'invite', requestId: 'store-bulk-0001' })).json()).toMatchObject({
      replayed: true,
    });
    const statuses = await guestSendStatuses(store, wedding.id, 'invite');
    expect(statuses.filter((s) => s.state === 'queued').map((s) => s.name)).toEqual(['Ann Lee', 'Bob Ray']);

    const sentPage = await api.get('/app/announce/invitations/sent');
    expect(sentPage.status).toBe(200);
    expect(await sentPage.text()).toContain('Bob Ray');
    expect((await api.get('/app/announce')).status).toBe(200);

    // The dialog's fetch for another card's bulk send: the day's limit, as the 429 the dialog reads.
    const limited = await app.request('http://localhost/app/announce/savethedate/send', {
      method: 'POST',
      headers: { accept: 'application/json', origin: 'http://localhost', cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ scope: 'bulk', requestId: 'store-bulk-0002' }).toString(),
    });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'BULK_LIMIT_EXCEEDED' });
    expect(await (await api.get('/app/announce/savethedate')).text()).toContain('Daily limit reached');
  });
});
