// sqlite-only: its 69 tests compose every card design's e-mail in process (120 s on SQLite, 140 s on PostgreSQL at load 30): rendering, not the database; the card routes run on both engines in announce-pages, card-pages and send-invite

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { readWedding } from '../../weddings/domain/wedding';
import { composeGuestEmail, composeOwnerTest } from '../../email/domain/compose-card-email';
import { renderEmail } from '../../email/views/render';
import { ensureInvite } from '../../email/domain/invite-store';
import { INVITATION_DESIGN_KEYS, SAVE_THE_DATE_DESIGN_KEYS } from '../../../shared/wedding/designs';
import { createTestApp } from '../../../../tests/helpers/app';
import { addGuest, createCouple, setWedding } from '../../email/tests/helpers';

const { invites } = engineTables();

const XSS = `<script>alert(1)</script><img src=x onerror=alert(2)>"'&`;
const ORIGIN = 'https://vowly.test';
/** The test photo as Cloudinary delivers it to an e-mail: a JPEG, cut to the layout's frame where it has one. */
const CLOUDINARY_PHOTO =
  /https:\/\/res\.cloudinary\.com\/demo\/image\/upload\/f_jpg,q_auto,c_(?:limit,w_1200|fill,g_auto,w_\d+,h_\d+)\/v1\/vowly\/invites\/abc\/photo\.jpg/;

async function setUp(options: { one?: string; two?: string; texts?: Record<string, string>; imageUrl?: string } = {}) {
  const t = createTestApp();
  const couple = await createCouple(t.store, { one: options.one, two: options.two });
  const { sql, transaction } = portable(t.store);
  const invite = await ensureInvite(t.store, couple.wedding.id);
  await transaction(() =>
    sql()
      .update(invites)
      .set({ fields: options.texts ? { savethedate: options.texts, invite: options.texts, reminder: options.texts } : {}, imageUrl: options.imageUrl ?? null })
      .where(eq(invites.id, invite.id)),
  );
  const guest = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  const read = async () => ({
    wedding: readWedding((await weddingsRepository(t.store).byId(couple.wedding.id))!),
    invite: await ensureInvite(t.store, couple.wedding.id),
  });
  const setDesign = async (product: 'savethedate' | 'invite' | 'reminder', design: string) => {
    const row = await ensureInvite(t.store, couple.wedding.id);
    const set =
      product === 'savethedate'
        ? { saveTheDateDesign: design }
        : product === 'invite'
          ? { invitationDesign: design }
          : { fields: { ...(row.fields as object), reminder: { ...((row.fields as Record<string, object>).reminder ?? {}), design } } };
    await transaction(() => sql().update(invites).set(set).where(eq(invites.id, row.id)));
  };
  const emailFor = async (product: 'savethedate' | 'invite' | 'reminder') =>
    composeGuestEmail({ config: t.config, origin: ORIGIN, product, renderEmail, ...(await read()) }, { ...guest, email: guest.email! });
  return { ...t, couple, guest, setDesign, emailFor, read };
}

/** E-mail-safe: no scripts, no external CSS, fonts only from our host, no classes to style, layout in tables. */
function expectEmailSafe(html: string) {
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<link\b/i);
  expect(html).not.toMatch(/@import|fonts\.googleapis/i);
  // Web fonts only from our own host (the design's type, with e-mail-safe fallbacks in every stack).
  // Beside them only the couple's photo (full bleed under the names in the 'overlay' layout) and our drawn textures.
  for (const url of html.match(/url\([^)]*\)/g) ?? [])
    expect(url).toMatch(
      new RegExp(`^url\\((${ORIGIN}/fonts/[a-z0-9-]+/[a-z0-9-]+-latin-400-normal\\.woff2|${CLOUDINARY_PHOTO.source}|${ORIGIN}/card-art/[a-z-]+\\.png)\\)$`),
    );
  expect(html).not.toMatch(/\sclass=/);
  expect(html).toMatch(/<table role="presentation"/);
  expect(html).toContain('width="600"');
  // Every picture is described, except the decorative divider ornament (alt="").
  for (const img of html.match(/<img\b[^>]*>/g) ?? []) expect(img).toMatch(/\/(ornaments|card-art)\//.test(img) ? /alt=""/ : /alt="[^"]+"/);
}

describe('every card design', () => {
  const cases = [
    ...SAVE_THE_DATE_DESIGN_KEYS.map((key) => ['savethedate', key] as const),
    ...INVITATION_DESIGN_KEYS.map((key) => ['invite', key] as const),
    ...INVITATION_DESIGN_KEYS.map((key) => ['reminder', key] as const),
  ];

  it.each(cases)('%s / %s renders the names, date, links and unsubscribe, e-mail-safe, with a plain-text part', async (product, design) => {
    const t = await setUp({ one: 'Zoë', two: 'Malik' });
    await t.setDesign(product, design);
    const email = await t.emailFor(product);
    expectEmailSafe(email.html);
    expect(email.html).toContain('Zoë &amp; Malik');
    expect(email.html).toContain('June');
    expect(email.html).toMatch(new RegExp(`href="${ORIGIN}/unsubscribe\\?token=${t.guest.id}\\.[0-9a-f]{32}"`));
    expect(email.html).toContain(
      product === 'savethedate' ? `${ORIGIN}/${t.couple.weddingUrl}"` : `${ORIGIN}/${t.couple.weddingUrl}/rsvp?token=${t.guest.id}.`,
    );
    expect(email.text).toContain('Zoë & Malik');
    expect(email.text).toMatch(/Unsubscribe: https:\/\/vowly\.test\/unsubscribe\?token=/);
    expect(email.text).not.toMatch(/<[a-z]/i);
    expect(email.headers['List-Unsubscribe']).toMatch(/^<https:\/\/vowly\.test\/unsubscribe\?token=[a-z2-7]+\.[0-9a-f]{32}>$/);
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it.each(cases)('%s / %s escapes what the couple typed and shows the invite image with alt text', async (product, design) => {
    const t = await setUp({
      one: XSS,
      two: 'Jo',
      texts: { heading: XSS, message: `${XSS}\nline two`, note: XSS, locationLine: XSS, dateLine: XSS, buttonText: XSS },
      imageUrl: 'https://res.cloudinary.com/demo/image/upload/v1/vowly/invites/abc/photo.jpg',
    });
    await t.setDesign(product, design);
    const email = await t.emailFor(product);
    expectEmailSafe(email.html);
    expect(email.html).not.toContain('<script>alert(1)');
    expect(email.html).not.toMatch(/<img src=x/);
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // The hero image: a JPEG transform from Cloudinary, which every mail client shows (a cell's background under
    // the names in the 'overlay' layout, described by the cell's aria-label).
    expect(email.html).toMatch(new RegExp(`(src="|url\\()${CLOUDINARY_PHOTO.source}`));
    expect(email.html).toMatch(/<(img|td) [^>]*(alt|aria-label)="Photo of &lt;script&gt;/);
  });
});

describe('card e-mails', () => {
  it("the couple's test carries the shared links and says it is a test", async () => {
    const t = await setUp();
    const test = composeOwnerTest({ config: t.config, origin: ORIGIN, product: 'invite', renderEmail, ...(await t.read()) }, 'couple@example.com');
    expect(test.subject).toBe("[Test] You're invited: Amelia & Jonah");
    expect(test.html).toContain(`${ORIGIN}/unsubscribe?token=preview`);
    expect(test.html).toContain(`${ORIGIN}/${t.couple.weddingUrl}/rsvp"`);
    expect(test.text).toContain('This is a test sent only to you');
  });

  it('without a web address the buttons lead to the card page; an offline site gets no website button', async () => {
    const t = await setUp();
    await setWedding(t.store, t.couple.wedding.id, { weddingUrl: null });
    const invite = await t.emailFor('invite');
    expect(invite.html).toMatch(new RegExp(`href="${ORIGIN}/invite/[a-z2-7]+\\?guest=${t.guest.id}\\.`));
    await setWedding(t.store, t.couple.wedding.id, { weddingUrl: t.couple.weddingUrl, published: false });
    const std = await t.emailFor('savethedate');
    expect(std.html).not.toContain('Visit our website');
    expect(std.html).toContain('View this save-the-date online');
  });

  it('a subject never carries a line break', async () => {
    const t = await setUp({ texts: { subject: 'Hello\r\nBcc: x@evil.example' } });
    expect((await t.emailFor('invite')).subject).toBe('Hello Bcc: x@evil.example');
  });
});

describe('the matching suite', () => {
  it.each([
    ['savethedate', 'bliss', 'Alex Brush'],
    ['invite', 'rustic', 'Allura'],
    ['invite', 'modern', 'DM Serif Display'],
  ] as const)('%s / %s uses its site family’s type with a safe fallback', async (product, design, namesFont) => {
    const t = await setUp({ one: 'Zoë', two: 'Malik' });
    await t.setDesign(product, design);
    const { html } = await t.emailFor(product);
    expect(html).toContain(`font-family:&#x27;${namesFont}&#x27;, `);
    expect(html).toContain(`@font-face{font-family:'${namesFont}'`);
  });

  it('draws the site family’s divider ornament, served as a PNG in the card’s own colour only', async () => {
    const t = await setUp();
    await t.setDesign('savethedate', 'bliss');
    const src = /<img src="([^"]+\/ornaments\/[^"]+)"/.exec((await t.emailFor('savethedate')).html)![1]!;
    expect(src).toBe(`${ORIGIN}/ornaments/romantic-divider-c9a45c.png`);
    const res = await t.app.request(src.slice(ORIGIN.length));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect((await t.app.request('/ornaments/romantic-divider-123456.png')).status).toBe(404);
    expect((await t.app.request('/ornaments/baroque-divider-c9a45c.png')).status).toBe(404);
  }, 30_000);

  it('draws the site family’s corner flourishes above and below the text and in the frame’s corners, not glyphs', async () => {
    const t = await setUp();
    await t.setDesign('invite', 'elegant');
    const elegant = (await t.emailFor('invite')).html;
    const pictures = (html: string) => [...html.matchAll(/<img src="[^"]+\/ornaments\/([^"]+)"/g)].map((m) => m[1]);
    // Elegant is of the romantic family: its flourishes are the romantic corner, in the design's gold.
    expect(pictures(elegant)).toEqual(expect.arrayContaining(['romantic-top-b8975a.png', 'romantic-bottom-b8975a.png']));
    expect(elegant).not.toContain('❧');
    expect(elegant).not.toContain('☙');
    await t.setDesign('invite', 'vintage');
    const vintage = (await t.emailFor('invite')).html;
    // Vintage's corners are the art-deco fans its description promises, drawn (issue 25 item 7: card-art.ts).
    expect(vintage).toContain(`${ORIGIN}/card-art/deco-fan-left.png`);
    expect(vintage).toContain(`${ORIGIN}/card-art/deco-fan-right.png`);
    expect(vintage).not.toContain('◤');
    for (const file of [...pictures(elegant), ...pictures(vintage)]) {
      const res = await t.app.request(`/ornaments/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    expect((await t.app.request('/ornaments/romantic-top-123456.png')).status).toBe(404);
    expect((await t.app.request('/ornaments/romantic-side-b8975a.png')).status).toBe(404);
  }, 30_000);

  it('suggests the card designs that match the site design', async () => {
    const { suggestedCardDesigns } = await import('../../../shared/wedding/designs');
    expect(suggestedCardDesigns('forest')).toEqual({ saveTheDate: 'serene', invitation: 'floral' });
    expect(suggestedCardDesigns('night')).toEqual({ saveTheDate: 'aura', invitation: 'noir' });
  });
});
