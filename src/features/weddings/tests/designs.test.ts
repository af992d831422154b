// sqlite-only: not converted yet: arranges or reads through the SQLite `t.db` (issue 29 item 4, docs/scaling.md)

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weddings } from '../../../core/db/schema';
import { themePalette } from '../../../shared/wedding';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

describe('/app/designs', () => {
  it('lists every design with the current one marked', async () => {
    const { app, db } = createTestApp();
    const { cookie } = await createTestUser(db);
    const html = await (await client(app, cookie).get('/app/designs')).text();
    expect(html.match(/class="design-card( design-card--current)?" data-design=/g)).toHaveLength(33);
    expect(html).toMatch(/design-card--current" data-design="\d+"/);
    expect(html).toContain('Your current design');
    expect(html.match(/action="\/app\/designs\/\d+"/g)).toHaveLength(32);
  });

  it('previews a design with the couple’s own content', async () => {
    const { app, db } = createTestApp();
    const { cookie, wedding } = await createTestUser(db);
    db.update(weddings)
      .set({ content: { brideGroomOneName: 'Priya', brideGroomTwoName: 'Tom' } })
      .where(eq(weddings.id, wedding.id))
      .run();
    const res = await client(app, cookie).get('/app/designs/33');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Priya');
    expect(html).toContain('data-theme="aurora"');
    expect(html).toContain('Use this design');
  });

  it('applies a design with its palette and redirects back with a toast', async () => {
    const { app, db } = createTestApp();
    const { cookie, wedding } = await createTestUser(db);
    db.update(weddings)
      .set({ content: { subAccentColor: 'oklch(50% 0.2 20)' } })
      .where(eq(weddings.id, wedding.id))
      .run();
    const http = client(app, cookie);
    const res = await http.post('/app/designs/33');
    expect(res.status).toBe(303);
    const after = db.select().from(weddings).where(eq(weddings.id, wedding.id)).get()!;
    expect(after.weddingTheme).toBe('aurora');
    expect(after.version).toBe(wedding.version + 1);
    const content = after.content as Record<string, string>;
    for (const [field, colour] of Object.entries(themePalette('aurora'))) expect(content[field]).toBe(colour);
    expect(await (await http.get('/app/designs')).text()).toContain('Design updated');
  });

  it('needs a session, and ignores unknown designs', async () => {
    const { app, db } = createTestApp();
    expect((await app.request('/app/designs')).status).toBe(302);
    const { cookie, wedding } = await createTestUser(db);
    const res = await client(app, cookie).post('/app/designs/999');
    expect(res.headers.get('location')).toBe('/app/designs');
    expect(db.select().from(weddings).where(eq(weddings.id, wedding.id)).get()!.version).toBe(wedding.version);
  });
});
