// Issue 17 item 10: a password-protected wedding's cards (/invite/{id}, /savethedate/{id} and
// their public JSON) do not show the couple's names and venue to someone without the password,
// unless the couple sent that card to them (the link carries the guest's token).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { rsvpToken } from '../../guests/domain/rsvp-link';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, setWedding } from '../../email/tests/helpers';
import { engineTables } from '../../../../tests/helpers/test-engine';

const { weddings } = engineTables();

async function protectedCouple() {
  const t = createTestApp();
  const couple = await createCouple(t.store);
  const row = first(await portable(t.store).sql().select().from(weddings).where(eq(weddings.id, couple.wedding.id)))!;
  await setWedding(t.store, couple.wedding.id, {
    published: true,
    content: { ...(row.content as Record<string, unknown>), enablePassword: true, websitePassword: 'open sesame' },
  });
  const api = client(t.app, couple.cookie);
  const { invite } = await (await api.patch('/api/v1/invite', { product: 'invite', design: 'elegant', heading: 'Please join us' })).json();
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  return { ...t, couple, api, ann, inviteId: invite._id as string };
}

const SECRETS = ['Amelia', 'Jonah', 'Rosewood Manor'];

describe('cards of a password-protected wedding', () => {
  it('the password page of a card is in the reader’s language: ?lang=es, Arabic by the browser (rtl), English by default', async () => {
    const t = await protectedCouple();
    await setWedding(t.store, t.couple.wedding.id, { languages: ['en', 'es', 'ar'] });
    const es = await t.app.request(`/invite/${t.inviteId}?lang=es`);
    expect(es.status).toBe(401);
    const esHtml = await es.text();
    expect(esHtml).toContain('<html lang="es" dir="ltr">');
    expect(esHtml).toContain('Esta web de boda está protegida con contraseña.');
    expect(esHtml).toContain(`href="/password/${t.couple.weddingUrl}?lang=es"`);
    expect(esHtml).toContain('Introducir la contraseña');
    const ar = await (await t.app.request(`/savethedate/${t.inviteId}`, { headers: { 'accept-language': 'ar,en;q=0.5' } })).text();
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('أدخل كلمة المرور');
    for (const secret of SECRETS) expect(ar).not.toContain(secret);
    const en = await (await t.app.request(`/invite/${t.inviteId}`)).text();
    expect(en).toContain('This wedding site is password protected. Open the card from the e-mail you received, or enter the website password first.');
  });

  it('a stranger sees neither names nor venue on either card page, only the way to the password gate', async () => {
    const t = await protectedCouple();
    for (const path of [`/invite/${t.inviteId}`, `/savethedate/${t.inviteId}`, `/invite/${t.inviteId}?guest=nonsense`]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(401);
      const html = await res.text();
      for (const secret of SECRETS) expect(html, `${path} ${secret}`).not.toContain(secret);
      expect(html).toContain(`href="/password/${t.couple.weddingUrl}"`);
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
    }
    for (const path of [`/api/v1/public/invite/${t.inviteId}`, `/api/v1/public/savethedate/${t.inviteId}`]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(401);
      const body = await res.text();
      for (const secret of SECRETS) expect(body).not.toContain(secret);
      expect(JSON.parse(body)).toEqual({ msg: 'This wedding site is password protected', code: 'site.password-required' });
    }
  });

  it('a guest the couple sent the card to (the link carries their token) sees it, and is let into the site (issue 22 item 11)', async () => {
    const t = await protectedCouple();
    const guest = client(t.app);
    const res = await guest.get(`/invite/${t.inviteId}?guest=${rsvpToken(t.config, t.ann)}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Amelia &amp; Jonah');
    expect((await t.app.request(`/api/v1/public/invite/${t.inviteId}?guest=${rsvpToken(t.config, t.ann)}`)).status).toBe(200);
    // The card's links (the site, the RSVP) open without the password.
    const site = await guest.get(`/${t.couple.weddingUrl}`);
    expect(site.status).toBe(200);
    expect(await site.text()).toContain('Amelia');
    // A stranger's made-up token gives no pass.
    const stranger = client(t.app);
    await stranger.get(`/invite/${t.inviteId}?guest=nonsense`);
    expect((await stranger.get(`/${t.couple.weddingUrl}`)).headers.get('location')).toBe(`/password/${t.couple.weddingUrl}`);
  });

  it('a visitor who entered the website password, and the couple themselves, see it', async () => {
    const t = await protectedCouple();
    const visitor = client(t.app);
    expect((await visitor.form(`/password/${t.couple.weddingUrl}`, { password: 'open sesame' })).status).toBe(303);
    expect((await visitor.get(`/savethedate/${t.inviteId}`)).status).toBe(200);
    expect((await t.api.get(`/invite/${t.inviteId}`)).status).toBe(200);
    const someoneElse = await createTestUser(t.store);
    expect((await client(t.app, someoneElse.cookie).get(`/invite/${t.inviteId}`)).status).toBe(401);
  });
});
