import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { portable } from '../../../core/db/store/portable';
import { themePalette } from '../../../shared/wedding';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

describe('/app/designs', () => {
  it('lists every design with the current one marked', async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store);
    const html = await (await client(app, cookie).get('/app/designs')).text();
    expect(html.match(/class="design-card( design-card--current)?" data-design=/g)).toHaveLength(33);
    expect(html).toMatch(/design-card--current" data-design="\d+"/);
    expect(html).toContain('Your current design');
    expect(html.match(/action="\/app\/designs\/\d+"/g)).toHaveLength(32);
  });

  it('previews a design with the couple’s own content', async () => {
    const { app, store } = createTestApp();
    const { cookie, wedding } = await createTestUser(store);
    const { t, sql, transaction } = portable(store);
    await transaction(() =>
      sql()
        .update(t.weddings)
        .set({ content: { brideGroomOneName: 'Priya', brideGroomTwoName: 'Tom' } })
        .where(eq(t.weddings.id, wedding.id)),
    );
    const res = await client(app, cookie).get('/app/designs/33');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Priya');
    expect(html).toContain('data-theme="aurora"');
    expect(html).toContain('Use this design');
  });

  it('applies a design with its palette and redirects back with a toast', async () => {
    const { app, store } = createTestApp();
    const { cookie, wedding } = await createTestUser(store);
    const { t, sql, transaction } = portable(store);
    await transaction(() =>
      sql()
        .update(t.weddings)
        .set({ content: { subAccentColor: 'oklch(50% 0.2 20)' } })
        .where(eq(t.weddings.id, wedding.id)),
    );
    const http = client(app, cookie);
    const res = await http.post('/app/designs/33');
    expect(res.status).toBe(303);
    const after = (await weddingsRepository(store).byId(wedding.id))!;
    expect(after.weddingTheme).toBe('aurora');
    expect(after.version).toBe(wedding.version + 1);
    const content = after.content as Record<string, string>;
    for (const [field, colour] of Object.entries(themePalette('aurora'))) expect(content[field]).toBe(colour);
    expect(await (await http.get('/app/designs')).text()).toContain('Design updated');
  });

  it('needs a session, and ignores unknown designs', async () => {
    const { app, store } = createTestApp();
    expect((await app.request('/app/designs')).status).toBe(302);
    const { cookie, wedding } = await createTestUser(store);
    const res = await client(app, cookie).post('/app/designs/999');
    expect(res.headers.get('location')).toBe('/app/designs');
    expect((await weddingsRepository(store).byId(wedding.id))!.version).toBe(wedding.version);
  });
});
