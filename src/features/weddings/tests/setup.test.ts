import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

describe('/app/setup wizard', () => {
  it('walks names → date and place → address → design → preview and publish → builder, saving each step, without JavaScript', async () => {
    const { app, store } = createTestApp();
    const { cookie, wedding } = await createTestUser(store);
    // A new account's wedding is not published (issue 22 item 12).
    const { t, sql, transaction } = portable(store);
    await transaction(() => sql().update(t.weddings).set({ published: false }).where(eq(t.weddings.id, wedding.id)));
    const http = client(app, cookie);
    expect(await (await http.get('/app')).text()).toContain('Start setup');
    expect((await http.get('/app/setup')).headers.get('location')).toBe('/app/setup/names');

    let res = await http.form('/app/setup/names', { brideGroomOneName: 'Noor', joiner: 'and', brideGroomTwoName: 'Sam' });
    expect(res.headers.get('location')).toBe('/app/setup/date');
    res = await http.form('/app/setup/date', { date: '2027-08-21', time: '17:30', timeZone: 'Europe/Lisbon', weddingLocation: 'Quinta da Serra · Sintra' });
    expect(res.headers.get('location')).toBe('/app/setup/address');
    res = await http.form('/app/setup/address', { weddingUrl: 'noor-and-sam' });
    expect(res.headers.get('location')).toBe('/app/setup/design');
    res = await http.form('/app/setup/design', { weddingTheme: 'aurora' });
    expect(res.headers.get('location')).toBe('/app/setup/publish');
    const step = await (await http.get('/app/setup/publish')).text();
    expect(step).toContain('Not published yet');
    expect(step).toContain('href="/noor-and-sam"');
    expect(step).toContain('Publish site');
    expect(await (await app.request('/noor-and-sam')).text()).toContain('Coming soon');
    res = await http.form('/app/setup/publish', { published: 'true' });
    expect(res.headers.get('location')).toBe('/builder');

    const row = (await weddingsRepository(store).byId(wedding.id))!;
    const content = row.content as Record<string, string>;
    expect(content).toMatchObject({ brideGroomOneName: 'Noor', brideGroomTwoName: 'Sam', joiner: 'and', weddingLocation: 'Quinta da Serra · Sintra' });
    expect(row.weddingDate?.toISOString()).toBe('2027-08-21T16:30:00.000Z');
    expect(row.timeZone).toBe('Europe/Lisbon');
    expect(row.weddingUrl).toBe('noor-and-sam');
    expect(row.weddingTheme).toBe('aurora');
    expect(row.published).toBe(true);
    expect(await (await http.get('/app')).text()).not.toContain('Start setup');
    const page = await (await app.request('/noor-and-sam')).text();
    expect(page).toContain('Noor');
    expect(page).toContain('data-theme="aurora"');
  });

  it("a new wedding's names step is empty with the default names as hints, so Next cannot keep 'Partner One'", async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store);
    const http = client(app, cookie);
    const input = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))![0];
    let html = await (await http.get('/app/setup/names')).text();
    expect(input(html, 'brideGroomOneName')).not.toMatch(/value="[^"]/);
    expect(input(html, 'brideGroomOneName')).toContain('placeholder="Partner One"');
    expect(input(html, 'brideGroomTwoName')).not.toMatch(/value="[^"]/);
    expect(input(html, 'brideGroomTwoName')).toContain('placeholder="Partner Two"');
    await http.form('/app/setup/names', { brideGroomOneName: 'Noor', joiner: '&', brideGroomTwoName: 'Sam' });
    html = await (await http.get('/app/setup/names')).text();
    expect(input(html, 'brideGroomOneName')).toContain('value="Noor"');
    expect(input(html, 'brideGroomTwoName')).toContain('value="Sam"');
  });

  it('keeps what was typed and says why when a step is refused', async () => {
    const { app, store } = createTestApp();
    await createTestUser(store, { weddingUrl: 'taken-already' });
    const { cookie, wedding } = await createTestUser(store);
    const http = client(app, cookie);
    let res = await http.form('/app/setup/names', { brideGroomOneName: 'Noor', joiner: '&', brideGroomTwoName: ' ' });
    expect(res.status).toBe(400);
    let html = await res.text();
    expect(html).toContain('Please enter both names');
    expect(html).toContain('value="Noor"');
    res = await http.form('/app/setup/address', { weddingUrl: 'taken-already' });
    expect(res.status).toBe(400);
    html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="taken-already"');
    res = await http.form('/app/setup/design', { weddingTheme: 'no-such-theme' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Unknown theme');
    const row = (await weddingsRepository(store).byId(wedding.id))!;
    expect(row.version).toBe(wedding.version);
    expect(row.weddingUrl).toBeNull();
  });

  it('answers fetch with JSON from each step, and sends an unknown step back to the first', async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store);
    const http = client(app, cookie);
    const names = await http.post('/app/setup/names', { brideGroomOneName: 'Noor', joiner: 'and', brideGroomTwoName: 'Sam' });
    expect(await names.json()).toMatchObject({ saved: true, wedding: { brideGroomOneName: 'Noor' } });
    const bad = await http.post('/app/setup/names', { brideGroomOneName: 'Noor', joiner: 'and', brideGroomTwoName: '' });
    expect([bad.status, (await bad.json()).errors]).toEqual([400, { brideGroomTwoName: 'Please enter both names' }]);
    const unknown = await http.form('/app/setup/nonsense', {});
    expect([unknown.status, unknown.headers.get('location')]).toEqual([303, '/app/setup/names']);
  });
});
