// Issue 12 items 1 and 10: changing the date or the web address asks first (a confirmation step
// without JavaScript), and an old address keeps working (301) while no other wedding may take it (12 months, or until the couple releases it).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

async function weddingOf(store: DataStore, id: string) {
  return (await weddingsRepository(store).byId(id))!;
}

function decode(html: string) {
  return html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');
}

describe('quick settings: the confirmation step without JavaScript', () => {
  it('a changed date shows what changes and saves nothing until confirmed', async () => {
    const { app, store } = createTestApp();
    const { cookie, wedding } = await createTestUser(store, { weddingUrl: 'ana-and-ben' });
    const { t, sql, transaction } = portable(store);
    await transaction(() =>
      sql()
        .update(t.weddings)
        .set({ weddingDate: new Date('2027-06-14T14:00:00Z') })
        .where(eq(t.weddings.id, wedding.id)),
    );
    const http = client(app, cookie);
    const fields = { date: '2027-09-04', time: '15:00', timeZone: 'UTC', weddingUrl: 'ana-and-ben', published: 'true', version: '1' };

    const step = await http.form('/app/quick-settings', fields);
    expect(step.status).toBe(200);
    const html = decode(await step.text());
    expect(html).toContain('data-testid="confirm-step"');
    expect(html).toContain('Change your wedding date?');
    expect(html).toContain('Saturday, September 4, 2027 at 3:00 PM instead of Monday, June 14, 2027 at 2:00 PM');
    expect(html).toContain('value="yes" name="confirm"');
    expect(html).toContain('<input type="hidden" name="date" value="2027-09-04"/>');
    expect((await weddingOf(store, wedding.id)).weddingDate?.toISOString()).toBe('2027-06-14T14:00:00.000Z');

    const back = await http.form('/app/quick-settings', { ...fields, confirm: 'back' });
    expect(back.status).toBe(200);
    const form = await back.text();
    expect(form).toContain('value="2027-09-04"');
    expect(form).not.toContain('data-testid="confirm-step"');

    const saved = await http.form('/app/quick-settings', { ...fields, confirm: 'yes' });
    expect(saved.status).toBe(303);
    expect((await weddingOf(store, wedding.id)).weddingDate?.toISOString()).toBe('2027-09-04T15:00:00.000Z');
  });

  it('an unchanged date and address save at once; a first date asks nothing', async () => {
    const { app, store } = createTestApp();
    const { cookie, wedding } = await createTestUser(store, { weddingUrl: 'cleo-and-dan' });
    const res = await client(app, cookie).form('/app/quick-settings', {
      date: '2027-01-02',
      time: '',
      timeZone: 'UTC',
      weddingUrl: 'cleo-and-dan',
      published: 'true',
    });
    expect(res.status).toBe(303);
    expect((await weddingOf(store, wedding.id)).weddingDate?.toISOString()).toBe('2027-01-02T16:00:00.000Z');
  });

  it('a changed address says links move and keep redirecting until claimed; a taken one is refused before asking', async () => {
    const { app, store } = createTestApp();
    await createTestUser(store, { weddingUrl: 'taken-name' });
    const { cookie, wedding } = await createTestUser(store, { weddingUrl: 'ana-and-ben' });
    const http = client(app, cookie);
    const fields = { date: '', time: '', timeZone: 'UTC', weddingUrl: 'Ana-Ben-2027', published: 'true' };
    const html = decode(await (await http.form('/app/quick-settings', fields)).text());
    expect(html).toContain('Change your web address?');
    expect(html).toContain('Your website moves from http://localhost/ana-and-ben to http://localhost/ana-ben-2027.');
    expect(html).toContain('the old address keeps redirecting guests there, and no other wedding can take it for 12 months');
    expect((await weddingOf(store, wedding.id)).weddingUrl).toBe('ana-and-ben');

    const taken = await http.form('/app/quick-settings', { ...fields, weddingUrl: 'taken-name' });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain('That web address is already taken');

    expect((await http.form('/app/quick-settings', { ...fields, confirm: 'yes' })).status).toBe(303);
    expect((await weddingOf(store, wedding.id)).weddingUrl).toBe('ana-ben-2027');
  });
});

describe('setup wizard: date and address steps ask before changing', () => {
  it('shows the confirmation step for a changed address and date, not for a first address', async () => {
    const { app, store } = createTestApp();
    const first = await createTestUser(store);
    const res = await client(app, first.cookie).form('/app/setup/address', { weddingUrl: 'first-home' });
    expect(res.status).toBe(303);
    expect((await weddingOf(store, first.wedding.id)).weddingUrl).toBe('first-home');

    const http = client(app, first.cookie);
    const step = decode(await (await http.form('/app/setup/address', { weddingUrl: 'second-home' })).text());
    expect(step).toContain('Change your web address?');
    expect((await weddingOf(store, first.wedding.id)).weddingUrl).toBe('first-home');
    expect((await http.form('/app/setup/address', { weddingUrl: 'second-home', confirm: 'yes' })).status).toBe(303);
    expect((await weddingOf(store, first.wedding.id)).weddingUrl).toBe('second-home');

    expect((await http.form('/app/setup/date', { date: '2027-05-01', time: '', timeZone: 'UTC', weddingLocation: '' })).status).toBe(303);
    const dateStep = decode(await (await http.form('/app/setup/date', { date: '2027-05-08', time: '', timeZone: 'UTC', weddingLocation: 'Paris' })).text());
    expect(dateStep).toContain('Change your wedding date?');
    expect(dateStep).toContain('<input type="hidden" name="weddingLocation" value="Paris"/>');
    expect((await http.form('/app/setup/date', { date: '2027-05-08', time: '', timeZone: 'UTC', weddingLocation: 'Paris', confirm: 'yes' })).status).toBe(303);
    expect((await weddingOf(store, first.wedding.id)).weddingDate?.toISOString()).toBe('2027-05-08T16:00:00.000Z');
  });
});

describe('an old web address redirects (301) to the new one while it is the wedding’s', () => {
  it('site, RSVP, password gate, questions and public API follow, query kept', async () => {
    const { app, store } = createTestApp();
    const couple = await createTestUser(store, { weddingUrl: 'old-name' });
    const api = client(app, couple.cookie);
    expect((await api.patch('/api/v1/domain', { weddingUrl: 'new-name' })).status).toBe(200);
    const guest = client(app);
    const cases: [string, string][] = [
      ['/old-name', '/new-name'],
      ['/OLD-NAME', '/new-name'],
      ['/old-name/rsvp?token=abc.def', '/new-name/rsvp?token=abc.def'],
      ['/old-name/rsvp/submitted', '/new-name/rsvp/submitted'],
      ['/password/old-name', '/password/new-name'],
      ['/questions/old-name?token=x', '/questions/new-name?token=x'],
      ['/questions/old-name/submitted', '/questions/new-name/submitted'],
      ['/api/v1/public/old-name', '/api/v1/public/new-name'],
      ['/api/v1/private/old-name', '/api/v1/private/new-name'],
      ['/api/v1/public/old-name/rsvp?name=Ana', '/api/v1/public/new-name/rsvp?name=Ana'],
      ['/api/v1/public/questions/old-name', '/api/v1/public/questions/new-name'],
      ['/old-name/events.ics?guest=abc.def', '/new-name/events.ics?guest=abc.def'],
      ['/old-name/events/ev1.ics?guest=abc.def', '/new-name/events/ev1.ics?guest=abc.def'],
    ];
    for (const [from, to] of cases) {
      const res = await guest.get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
      expect(res.headers.get('cache-control'), from).toBe('no-store');
    }
    expect((await guest.get('/new-name')).status).toBe(200);

    // A second change: both old addresses lead to the current one.
    expect((await api.patch('/api/v1/domain', { weddingUrl: 'third-name' })).status).toBe(200);
    expect((await guest.get('/old-name')).headers.get('location')).toBe('/third-name');
    expect((await guest.get('/new-name')).headers.get('location')).toBe('/third-name');

    // Moving back to an old address ends its redirect.
    expect((await api.patch('/api/v1/domain', { weddingUrl: 'old-name' })).status).toBe(200);
    expect((await guest.get('/old-name')).status).toBe(200);
    expect((await guest.get('/third-name')).headers.get('location')).toBe('/old-name');
  });

  it('nobody else can claim an old address for 12 months, or until the couple releases it (issue 22 item 6)', async () => {
    const { app, store } = createTestApp();
    const first = await createTestUser(store, { weddingUrl: 'shared-name' });
    const firstApi = client(app, first.cookie);
    await firstApi.patch('/api/v1/domain', { weddingUrl: 'first-new' });
    const second = await createTestUser(store, { weddingUrl: 'second-old' });
    const secondApi = client(app, second.cookie);
    // Refused while it still leads the first couple's guests to them: API check, API change, the no-JS form.
    expect(await (await secondApi.get('/api/v1/domain?weddingUrl=shared-name')).json()).toMatchObject({
      available: false,
      msg: 'That web address is already taken. Please choose another one.',
    });
    const refused = await secondApi.patch('/api/v1/domain', { weddingUrl: 'Shared-Name' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ msg: 'That web address is already taken. Please choose another one.', code: 'wedding.url-taken' });
    const form = await secondApi.form('/app/quick-settings', {
      date: '',
      time: '',
      timeZone: 'UTC',
      weddingUrl: 'shared-name',
      published: 'true',
      confirm: 'yes',
    });
    expect(form.status).toBe(400);
    expect((await client(app).get('/shared-name?x=1')).headers.get('location')).toBe('/first-new?x=1');

    // The first couple sees it on their quick settings and can release it; then it is free to claim.
    const settings = await (await firstApi.get('/app/quick-settings')).text();
    expect(settings).toContain('shared-name');
    expect(settings).toContain('action="/app/quick-settings/previous-addresses/shared-name/release"');
    expect((await secondApi.delete('/api/v1/domain/previous/shared-name')).status).toBe(404);
    expect((await firstApi.form('/app/quick-settings/previous-addresses/shared-name/release', {})).status).toBe(303);
    expect((await client(app).get('/shared-name')).status).not.toBe(301);
    expect(await (await secondApi.get('/api/v1/domain?weddingUrl=shared-name')).json()).toMatchObject({ available: true });
    expect((await secondApi.patch('/api/v1/domain', { weddingUrl: 'shared-name' })).status).toBe(200);
    const { t, sql } = portable(store);
    expect(await sql().select().from(t.previousWeddingUrls).where(eq(t.previousWeddingUrls.weddingUrl, 'shared-name'))).toEqual([]);
    // The second wedding's own old address now redirects to it.
    expect((await client(app).get('/second-old')).headers.get('location')).toBe('/shared-name');
  });

  it('after 12 months an old address may be claimed, and then it is the new wedding’s (API release too)', async () => {
    const { app, store } = createTestApp();
    const first = await createTestUser(store, { weddingUrl: 'year-name' });
    const firstApi = client(app, first.cookie);
    await firstApi.patch('/api/v1/domain', { weddingUrl: 'year-new' });
    await firstApi.patch('/api/v1/domain', { weddingUrl: 'year-newer' });
    const thirteenMonthsAgo = new Date(Date.now() - 396 * 24 * 3600 * 1000);
    const { t, sql, transaction } = portable(store);
    await transaction(() => sql().update(t.previousWeddingUrls).set({ createdAt: thirteenMonthsAgo }).where(eq(t.previousWeddingUrls.weddingUrl, 'year-name')));
    const second = await createTestUser(store);
    const secondApi = client(app, second.cookie);
    expect((await secondApi.patch('/api/v1/domain', { weddingUrl: 'year-name' })).status).toBe(200);
    const res = await client(app).get('/year-name');
    expect(res.status).not.toBe(301);
    // The API release: only the wedding's own old addresses, then the address is free.
    expect((await secondApi.delete('/api/v1/domain/previous/year-new')).status).toBe(404);
    const released = await firstApi.delete('/api/v1/domain/previous/year-new');
    expect(released.status).toBe(200);
    expect(await released.json()).toEqual({ msg: 'Old web address released' });
    expect((await secondApi.get('/api/v1/domain?weddingUrl=year-new').then((r) => r.json())).available).toBe(true);
  });

  it('POSTs and unknown addresses are left alone', async () => {
    const { app, store } = createTestApp();
    const couple = await createTestUser(store, { weddingUrl: 'old-name' });
    await client(app, couple.cookie).patch('/api/v1/domain', { weddingUrl: 'new-name' });
    expect((await client(app).get('/never-used')).headers.get('location')).toBe('/wedding-offline');
    expect((await client(app).form('/old-name/rsvp', { name: 'x' })).status).not.toBe(301);
  });
});
