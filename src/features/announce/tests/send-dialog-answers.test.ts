// Issue 12 item 2: the send forms answer JSON to the SendDialogs island (success: where to go;
// refusal: the API's { msg, code, limitResetAt }), and keep redirecting without JavaScript.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple } from '../../email/tests/helpers';

const JSON_ACCEPT = { accept: 'application/json' };

async function setUp() {
  const t = createTestApp();
  const couple = await createCouple(t.store, { role: 'userPaid' });
  await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  return { ...t, couple };
}

async function postJson(app: ReturnType<typeof createTestApp>['app'], cookie: string, path: string, fields: Record<string, string>) {
  return app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { ...JSON_ACCEPT, origin: 'http://localhost', cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('send forms asked for JSON', () => {
  it('a send answers { msg, redirect } and leaves the toast for the next page', async () => {
    const t = await setUp();
    const res = await postJson(t.app, t.couple.cookie, '/app/announce/invitations/send', { scope: 'owner', requestId: 'json-test-0001' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: 'Email sent to 1 recipient.', redirect: '/app/announce/invitations' });
    expect(res.headers.getSetCookie().join(';')).toContain('vowly_flash');
  });

  it('a second bulk send is 429 with code BULK_LIMIT_EXCEEDED and limitResetAt, on announce and special-request pages', async () => {
    const t = await setUp();
    const browser = client(t.app, t.couple.cookie);
    expect((await browser.form('/app/announce/savethedate/send', { scope: 'bulk', requestId: 'bulk-json-0001' })).status).toBe(303);
    const res = await postJson(t.app, t.couple.cookie, '/app/announce/invitations/send', { scope: 'bulk', requestId: 'bulk-json-0002' });
    expect(res.status).toBe(429);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ msg: 'You can send one bulk email per day.', code: 'BULK_LIMIT_EXCEEDED' });
    expect(Number.isNaN(Date.parse(String(body.limitResetAt)))).toBe(false);

    await browser.post('/api/v1/special-requests/questions', { kind: 'yesno', label: 'Need a ride?' });
    const special = await postJson(t.app, t.couple.cookie, '/app/special-request/email', { guestIds: 'bulk', requestId: 'bulk-json-0003' });
    expect(special.status).toBe(429);
    expect(await special.json()).toMatchObject({ code: 'BULK_LIMIT_EXCEEDED' });
  });

  it('other refusals are { msg } with a 4xx', async () => {
    const t = await setUp();
    const res = await postJson(t.app, t.couple.cookie, '/app/announce/invitations/send', { scope: 'single', requestId: 'json-single-01' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: 'Choose at least one guest', code: 'input.invalid' });
  });
});
