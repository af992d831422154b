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

describe('/app/quick-settings', () => {
  it('shows the stored date as the local date and time of the wedding zone', async () => {
    const { app, store } = createTestApp();
    const { cookie, wedding } = await createTestUser(store, { weddingUrl: 'ana-and-ben' });
    const { t, sql, transaction } = portable(store);
    await transaction(() =>
      sql()
        .update(t.weddings)
        .set({ weddingDate: new Date('2027-06-14T14:30:00Z'), timeZone: 'Europe/Paris' })
        .where(eq(t.weddings.id, wedding.id)),
    );
    const html = await (await client(app, cookie).get('/app/quick-settings')).text();
    expect(html).toContain('value="2027-06-14"');
    expect(html).toContain('value="16:30"');
    expect(html).toMatch(/<option value="Europe\/Paris" selected="">/);
    expect(html).toContain('value="ana-and-ben"');
  });

  it('saves date, time zone, address and online switch without JavaScript, and the public page follows', async () => {
    const { app, store } = createTestApp();
    const { cookie, wedding } = await createTestUser(store, { weddingUrl: 'ana-and-ben' });
    const http = client(app, cookie);
    const res = await http.form('/app/quick-settings', {
      date: '2027-09-04',
      time: '15:00',
      timeZone: 'America/New_York',
      weddingUrl: 'Ana-Ben-2027',
      published: 'true',
      version: String(wedding.version),
      // The change of address is confirmed (src/features/weddings/tests/change-confirmations.test.ts has the step).
      confirm: 'yes',
    });
    expect(res.status).toBe(303);
    const after = await weddingOf(store, wedding.id);
    expect(after.weddingDate?.toISOString()).toBe('2027-09-04T19:00:00.000Z');
    expect(after.timeZone).toBe('America/New_York');
    expect(after.weddingUrl).toBe('ana-ben-2027');
    expect(after.published).toBe(true);
    const page = await http.get('/app/quick-settings');
    expect(await page.text()).toContain('Settings saved');
    expect((await app.request('/ana-ben-2027')).status).toBe(200);
    expect((await app.request('/ana-and-ben')).headers.get('location')).toBe('/ana-ben-2027');
  });

  it('unpublishes the site when the switch is off: guests see the coming-soon page', async () => {
    const { app, store } = createTestApp();
    const { cookie, wedding } = await createTestUser(store, { weddingUrl: 'cleo-and-dan' });
    await client(app, cookie).form('/app/quick-settings', { date: '', timeZone: 'UTC', weddingUrl: 'cleo-and-dan' });
    const after = await weddingOf(store, wedding.id);
    expect(after.published).toBe(false);
    expect(after.weddingDate).toBeNull();
    const guest = await app.request('/cleo-and-dan');
    expect(guest.status).toBe(200);
    expect(await guest.text()).toContain('Coming soon');
  });

  it('refuses a taken or reserved address and changes nothing', async () => {
    const { app, store } = createTestApp();
    await createTestUser(store, { weddingUrl: 'taken-name' });
    const { cookie, wedding } = await createTestUser(store, { weddingUrl: 'mine' });
    const before = await weddingOf(store, wedding.id);
    const http = client(app, cookie);
    for (const [weddingUrl, status] of [
      ['taken-name', 400],
      ['builder', 400],
      ['a', 400],
    ] as const) {
      const res = await http.form('/app/quick-settings', { date: '2027-01-01', timeZone: 'UTC', weddingUrl, published: 'true' });
      expect(res.status).toBe(status);
      expect(await res.text()).toContain('role="alert"');
    }
    const after = await weddingOf(store, wedding.id);
    expect(after.weddingUrl).toBe('mine');
    expect(after.weddingDate).toEqual(before.weddingDate);
    expect(after.version).toBe(before.version);
  });

  it('refuses impossible dates with the form kept', async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store, { weddingUrl: 'eve-and-fay' });
    const res = await client(app, cookie).form('/app/quick-settings', { date: '2027-02-30', timeZone: 'UTC', weddingUrl: 'eve-and-fay' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Wedding date must be a real date');
    expect(html).toContain('value="2027-02-30"');
  });

  it('answers a stale form with the conflict message instead of overwriting', async () => {
    const { app, store } = createTestApp();
    const { cookie, wedding } = await createTestUser(store, { weddingUrl: 'gia-and-hal' });
    const { t, sql, transaction } = portable(store);
    await transaction(() =>
      sql()
        .update(t.weddings)
        .set({ version: wedding.version + 1 })
        .where(eq(t.weddings.id, wedding.id)),
    );
    const res = await client(app, cookie).form('/app/quick-settings', {
      date: '2027-05-05',
      timeZone: 'UTC',
      weddingUrl: 'gia-and-hal',
      version: String(wedding.version),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This wedding was changed elsewhere');
    expect((await weddingOf(store, wedding.id)).weddingDate).toBeNull();
  });

  it('answers fetch with JSON from the same action: the changes to confirm, then the save, and a refusal as { msg }', async () => {
    const { app, store } = createTestApp();
    await createTestUser(store, { weddingUrl: 'taken-name' });
    const { cookie, wedding } = await createTestUser(store, { weddingUrl: 'ivy-and-jo' });
    const http = client(app, cookie);
    const fields = { date: '2027-07-07', time: '', timeZone: 'UTC', weddingUrl: 'ivy-jo-2027', published: 'false', version: String(wedding.version) };
    const ask = await http.post('/app/quick-settings', fields);
    expect(ask.status).toBe(200);
    expect(await ask.json()).toMatchObject({ saved: false, changes: [{ action: 'UPDATE_DOMAIN' }] });
    expect((await weddingOf(store, wedding.id)).weddingUrl).toBe('ivy-and-jo');
    const save = await http.post('/app/quick-settings', { ...fields, confirm: 'yes' });
    expect(save.status).toBe(200);
    const saved = (await save.json()) as { wedding: { version: number; weddingUrl: string } };
    expect(saved).toMatchObject({ saved: true, msg: 'Settings saved', wedding: { weddingUrl: 'ivy-jo-2027' } });
    expect((await weddingOf(store, wedding.id)).weddingDate).not.toBeNull();
    const taken = await http.post('/app/quick-settings', { ...fields, weddingUrl: 'taken-name', version: String(saved.wedding.version) });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'wedding.url-taken' });
    const bad = await http.post('/app/quick-settings', { ...fields, date: '2027-02-30' });
    expect([bad.status, (await bad.json()).msg]).toEqual([400, 'Wedding date must be a real date']);
  });
});
