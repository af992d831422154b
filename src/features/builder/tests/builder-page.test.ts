import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { createSession } from '../../../core/auth/sessions';
import { hashPassword } from '../../accounts/domain/password';
import { SESSION_COOKIE } from '../../../core/http/middleware/session';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

/** GET /builder: login required, the owner's wedding only, one client-only island, nothing on public pages. */
describe('/builder page', () => {
  it('sends a visitor without a session to log in and come back', async () => {
    const { app } = createTestApp();
    const res = await client(app).get('/builder');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?next=%2Fbuilder');
  });

  it("renders only the Builder island, client-only, with the couple's own wedding and Pro flag", async () => {
    const { app, store } = createTestApp();
    const other = await createTestUser(store, { weddingUrl: 'someone-else' });
    const { t, sql, transaction } = portable(store);
    await transaction(() =>
      sql()
        .update(t.weddings)
        .set({ content: { brideGroomOneName: 'Not Mine' } })
        .where(eq(t.weddings.id, other.wedding.id)),
    );
    const couple = await createTestUser(store, { weddingUrl: 'our-page', role: 'userPaid' });
    const res = await client(app, couple.cookie).get('/builder');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-island="Builder"');
    expect(html).toContain('noindex');
    // Client-only: no editor markup from the server, only the props and a no-JS note.
    expect(html).not.toContain('data-testid="builder"');
    expect(html).toContain('The Website Builder needs JavaScript.');
    const props = JSON.parse(html.match(/<script type="application\/json"[^>]*>([^<]*)<\/script>/)![1]!.replace(/\\u003c/g, '<'));
    expect(props.pro).toBe(true);
    expect(props.siteUrl).toMatch(/\/our-page$/);
    expect(props.wedding._id).toBe(couple.wedding.id);
    expect(props.wedding._id).not.toBe(other.wedding.id);
    expect(typeof props.wedding.version).toBe('number');
    expect(html).not.toContain('Not Mine');
    // Every catalogue font's faces, served by our own font route.
    expect(html).toContain("font-family: 'Great Vibes'");
    expect(html).toMatch(/url\(\/fonts\/great-vibes\//);
    expect(html).toMatch(/<script type="module" src="\/assets\/Builder-[^"]+\.js"/);
  });

  it('sends a user without a wedding to the dashboard', async () => {
    const { app, store } = createTestApp();
    const { t, sql, transaction } = portable(store);
    const passwordHash = await hashPassword('correct horse battery');
    const user = first(
      await transaction(() =>
        sql()
          .insert(t.users)
          .values({ name: 'No Wedding', email: 'nowedding@example.com', role: 'userFree', emailVerifiedAt: new Date(), passwordHash })
          .returning(),
      ),
    )!;
    const { token } = await createSession(store, user.id);
    const res = await client(app, `${SESSION_COOKIE}=${token}`).get('/builder');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app');
  });

  it("never loads the builder's JavaScript on the public wedding page", async () => {
    const { app, store } = createTestApp();
    const { wedding } = await createTestUser(store, { weddingUrl: 'guests-view' });
    // A section with its text written (an empty one is not shown to guests).
    const { t, sql, transaction } = portable(store);
    await transaction(() =>
      sql()
        .update(t.weddings)
        .set({ content: { ourStoryComment: 'We met at a bookshop.' } })
        .where(eq(t.weddings.id, wedding.id)),
    );
    const res = await client(app).get('/guests-view');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-section=');
    expect(html).not.toMatch(/Builder-[^"]+\.js/);
  });
});
