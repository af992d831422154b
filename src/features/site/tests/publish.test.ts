import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { createSession } from '../../../core/auth/sessions';
import { SESSION_COOKIE } from '../../../core/http/middleware/session';
import { SECTION_KEYS } from '../../../shared/wedding';
import { LEGACY_INSTRUCTION_TEXTS } from '../../../shared/wedding/record';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { weddingRow, writeWeddingRow } from './fixtures';

// Issue 22 item 12: a new site is not public until the couple publishes it, and no instruction
// text ever reaches a guest.
const PREVIEW_BAR = 'Preview — not published yet';
const COMING_SOON = 'Coming soon';
const password = 'blue lantern 42';

/** A couple who registered (the real sign-up: their wedding is new) and went through the setup wizard. */
async function newCouple() {
  const env = createTestApp();
  const signup = await client(env.app).post('/api/v1/auth/register', { name: 'Noor', email: 'noor@example.com', password, confirmPassword: password });
  expect(signup.status).toBe(201);
  const { t, sql, transaction } = portable(env.store);
  const user = first(await sql().select().from(t.users).where(eq(t.users.email, 'noor@example.com')))!;
  await transaction(() => sql().update(t.users).set({ emailVerifiedAt: new Date() }).where(eq(t.users.id, user.id)));
  const couple = client(env.app, `${SESSION_COOKIE}=${(await createSession(env.store, user.id)).token}`);
  expect((await couple.form('/app/setup/names', { brideGroomOneName: 'Noor', joiner: '&', brideGroomTwoName: 'Sam' })).status).toBe(303);
  expect((await couple.form('/app/setup/date', { date: '2027-08-21', time: '17:30', timeZone: 'Europe/Lisbon', weddingLocation: 'Sintra' })).status).toBe(303);
  expect((await couple.form('/app/setup/address', { weddingUrl: 'noor-and-sam' })).status).toBe(303);
  const stored = async () => first(await sql().select().from(t.weddings).where(eq(t.weddings.ownerId, user.id)))!;
  return { ...env, couple, guest: client(env.app), user, stored };
}

function expectNoInstructions(html: string) {
  for (const text of Object.values(LEGACY_INSTRUCTION_TEXTS)) expect(html).not.toContain(text);
}

describe('publishing a new site (issue 22 item 12)', () => {
  it('guests see a designed coming-soon page until the couple publishes; the couple previews; publish and unpublish reach guests at once', async () => {
    const t = await newCouple();
    expect((await t.stored()).published).toBe(false);

    // A guest: status 200, the names and the date in the wedding's design, nothing else, never indexed.
    for (let visit = 0; visit < 2; visit++) {
      const res = await t.guest.get('/noor-and-sam');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toContain('noindex');
      expect(res.headers.get('cache-control')).toContain('no-store');
      const html = await res.text();
      expect(html).toContain(COMING_SOON);
      expect(html).toContain('Noor &amp; Sam');
      expect(html).toContain('2027');
      expect(html).toContain('data-theme=');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(html).not.toContain(PREVIEW_BAR);
      expect(html).not.toContain('/noor-and-sam/rsvp');
      expect(html).not.toContain('Sintra');
      expectNoInstructions(html);
    }
    // Its RSVP page is the same coming-soon page; the public API does not answer for it.
    const rsvp = await t.guest.get('/noor-and-sam/rsvp');
    expect(rsvp.status).toBe(200);
    const rsvpHtml = await rsvp.text();
    expect(rsvpHtml).toContain(COMING_SOON);
    expect(rsvpHtml).not.toContain('rsvp-find-form');
    expect((await t.guest.get('/api/v1/public/noor-and-sam')).status).toBe(404);

    // The couple: the real site with the preview bar, never cached for anyone else.
    const preview = await t.couple.get('/noor-and-sam');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toContain('no-store');
    const previewHtml = await preview.text();
    expect(previewHtml).toContain(PREVIEW_BAR);
    expect(previewHtml).toContain('class="wsite');
    expect(previewHtml).not.toContain(COMING_SOON);
    expectNoInstructions(previewHtml);
    const coupleRsvp = await (await t.couple.get('/noor-and-sam/rsvp')).text();
    expect(coupleRsvp).toContain(PREVIEW_BAR);
    expect(coupleRsvp).not.toContain(COMING_SOON);
    expect(coupleRsvp).toContain('rsvp-find-form');
    const afterPreview = await (await t.guest.get('/noor-and-sam')).text();
    expect(afterPreview).toContain(COMING_SOON);
    expect(afterPreview).not.toContain(PREVIEW_BAR);

    // An admin may look too.
    const { cookie: adminCookie } = await createTestUser(t.store, { role: 'admin' });
    expect(await (await client(t.app, adminCookie).get('/noor-and-sam')).text()).toContain(PREVIEW_BAR);

    // Publish: guests get the site (first render and the prebuilt fast path alike), without the bar.
    const published = await t.couple.form('/app/quick-settings/publish', { published: 'true', next: '/app' });
    expect(published.status).toBe(303);
    expect(published.headers.get('location')).toBe('/app');
    expect((await t.stored()).published).toBe(true);
    for (let visit = 0; visit < 2; visit++) {
      const res = await t.guest.get('/noor-and-sam');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('class="wsite');
      expect(html).toContain('Noor');
      expect(html).not.toContain(COMING_SOON);
      expect(html).not.toContain(PREVIEW_BAR);
      expectNoInstructions(html);
    }
    expect(await (await t.couple.get('/noor-and-sam')).text()).not.toContain(PREVIEW_BAR);
    expect(await (await t.guest.get('/noor-and-sam/rsvp')).text()).not.toContain(COMING_SOON);

    // Unpublish: the prebuilt page is not served again.
    expect((await t.couple.form('/app/quick-settings/publish', { published: 'false', next: '/builder' })).headers.get('location')).toBe('/builder');
    const again = await (await t.guest.get('/noor-and-sam')).text();
    expect(again).toContain(COMING_SOON);
    expect(again).not.toContain(PREVIEW_BAR);
  });

  it('a new wedding stores no instruction text; the publish form refuses another page to go back to', async () => {
    const t = await newCouple();
    const content = (await t.stored()).content as Record<string, unknown>;
    // (The setup wizard filled in the place.)
    for (const field of Object.keys(LEGACY_INSTRUCTION_TEXTS)) expect(content[field], field).toBe(field === 'weddingLocation' ? 'Sintra' : '');
    const res = await t.couple.form('/app/quick-settings/publish', { published: 'true', next: 'https://evil.example.com/' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app');
    expect((await client(t.app).form('/app/quick-settings/publish', { published: 'true' })).headers.get('location')).toMatch(/^\/login/);
  });

  it('the publish action answers fetch with JSON (issue 29 item 2): the wedding, or a 400 for a bad input', async () => {
    const t = await newCouple();
    const published = await t.couple.post('/app/quick-settings/publish', { published: true });
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({
      msg: 'Your site is published. Guests can see it now.',
      wedding: { published: true, weddingUrl: 'noor-and-sam' },
    });
    expect((await t.stored()).published).toBe(true);
    const refused = await t.couple.post('/app/quick-settings/publish', { published: 'maybe' });
    // fetch gets JSON at a page address too: the refusal as { msg, errors } (src/core/actions/register-actions.ts).
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()).errors)).toEqual(['published']);
    expect((await t.stored()).published).toBe(true);
  });

  it('a password-protected site not published yet shows guests only the names, as its gate does', async () => {
    const t = createTestApp();
    const { wedding } = await createTestUser(t.store, { weddingUrl: 'quiet-site' });
    await writeWeddingRow(t.store, wedding.id, {
      published: false,
      weddingDate: new Date('2027-08-21T16:30:00Z'),
      content: { brideGroomOneName: 'Ada', brideGroomTwoName: 'Lin', enablePassword: true, websitePassword: 'secret words' },
    });
    const html = await (await t.app.request('/quiet-site')).text();
    expect(html).toContain(COMING_SOON);
    expect(html).toContain('Ada &amp; Lin');
    expect(html).not.toContain('class="w-date"');
  });

  it('an existing site whose texts are still the old instructions shows those sections to nobody, and hides their menu links', async () => {
    const t = createTestApp();
    const { wedding } = await createTestUser(t.store, { weddingUrl: 'old-site' });
    const order = SECTION_KEYS.map((title) => ({
      title,
      sidebarActive: true,
      render: ['ourStory', 'content', 'customOne', 'customThree', 'customFour', 'customFive'].includes(title),
    }));
    await writeWeddingRow(t.store, wedding.id, {
      content: { brideGroomOneName: 'Ada', brideGroomTwoName: 'Lin', ...LEGACY_INSTRUCTION_TEXTS, pageOrder: order },
    });
    const html = await (await t.app.request('/old-site')).text();
    expect(html).toContain('Ada');
    expectNoInstructions(html);
    for (const section of ['ourStory', 'content', 'customOne', 'customThree', 'customFour', 'customFive'])
      expect(html).not.toContain(`data-section="${section}"`);
    expect(html).not.toContain('href="#our-story"');
    expect(html).not.toContain('href="#content"');
    // Nothing is lost: the stored record is untouched until the couple saves.
    expect(((await weddingRow(t.store, wedding.id)).content as Record<string, string>).ourStoryComment).toBe(LEGACY_INSTRUCTION_TEXTS.ourStoryComment);
  });
});
