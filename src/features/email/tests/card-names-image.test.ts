// sqlite-only: its cost is drawing the names' PNGs (sharp and the fonts: 32 s on SQLite, 39 s on PostgreSQL at load 25-30) and /card-names reads no database; arranged through the store, it passes on both

// Issue 25 item 7: a card's names are a picture in the site's names font (Gmail and Outlook ignore web
// fonts), drawn at 2× by the server from the font file we ship, with the names as alt text; names the
// font cannot draw stay live text; only names the server signed are drawn.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { readWedding } from '../../weddings/domain/wedding';
import { createTestApp } from '../../../../tests/helpers/app';
import { composeGuestEmail } from '../domain/compose-card-email';
import { ensureInvite } from '../domain/invite-store';
import { renderEmail } from '../views/render';
import { cardStyleFor } from '../views/styles';
import { addGuest, createCouple } from './helpers';

const ORIGIN = 'https://vowly.test';

async function setUp(one: string, two: string) {
  const t = createTestApp();
  const couple = await createCouple(t.store, { one, two });
  const guest = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  const { t: tables, sql, transaction } = portable(t.store);
  const emailFor = async (product: 'savethedate' | 'invite', design: string) => {
    const row = await ensureInvite(t.store, couple.wedding.id);
    await transaction(() =>
      sql()
        .update(tables.invites)
        .set(product === 'savethedate' ? { saveTheDateDesign: design } : { invitationDesign: design })
        .where(eq(tables.invites.id, row.id)),
    );
    const wedding = readWedding((await weddingsRepository(t.store).byId(couple.wedding.id))!);
    const context = { wedding, invite: await ensureInvite(t.store, couple.wedding.id) };
    return composeGuestEmail({ config: t.config, origin: ORIGIN, product, renderEmail, ...context }, { ...guest, email: guest.email! });
  };
  return { ...t, emailFor };
}

function namesImg(html: string) {
  const tag = /<img src="([^"]*\/card-names\/[^"]+)" width="(\d+)" height="(\d+)" alt="([^"]*)"/.exec(html);
  return tag && { src: tag[1]!, width: Number(tag[2]), height: Number(tag[3]), alt: tag[4]! };
}

/** Pixels with any ink (the picture is transparent around the letters). */
async function inkedPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let inked = 0;
  for (let i = info.channels - 1; i < data.length; i += info.channels) if (data[i]! > 128) inked += 1;
  return inked;
}

describe("the card's names as a picture", () => {
  // One design of each site family, so every family's names face is drawn (and two faces set in spaced capitals).
  it.each([
    ['savethedate', 'bliss'],
    ['savethedate', 'luxe'],
    ['savethedate', 'nova'],
    ['savethedate', 'gleam'],
    ['savethedate', 'aura'],
    ['invite', 'rustic'],
    ['invite', 'coastal'],
  ] as const)(
    '%s / %s: the e-mail shows a PNG of the names at 2× its declared size, not blank, alt = the names',
    async (product, design) => {
      const t = await setUp('Zoë', 'Malik');
      const html = (await t.emailFor(product, design)).html;
      const img = namesImg(html);
      expect(img, 'names picture').not.toBeNull();
      expect(img!.alt).toBe('Zoë &amp; Malik');
      expect(img!.src.startsWith(`${ORIGIN}/card-names/${product}.${design}.t.`)).toBe(true);
      const res = await t.app.request(img!.src.slice(ORIGIN.length));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', img!.width * 2, img!.height * 2]);
      // Letters, not a blank box: at least 1 % of the box is ink (Corinthia's strokes are fine).
      expect(await inkedPixels(png)).toBeGreaterThan(meta.width! * meta.height! * 0.01);
      // In the design's own names face (named first in the text's font stack too, for clients that read it).
      expect(html).toContain(`font-family:&#x27;${cardStyleFor(product, design).namesImageFont}&#x27;`);
    },
    30_000,
  );

  it('draws each picture once: the second request reads it from DATA_DIR/card-names', async () => {
    const t = await setUp('Amelia', 'Jonah');
    const img = namesImg((await t.emailFor('invite', 'elegant')).html)!;
    const first = Buffer.from(await (await t.app.request(img.src.slice(ORIGIN.length))).arrayBuffer());
    const dir = path.join(t.config.dataDir, 'card-names');
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    fs.writeFileSync(path.join(dir, files[0]!), Buffer.from('cached'));
    expect(Buffer.from(await (await t.app.request(img.src.slice(ORIGIN.length))).arrayBuffer()).toString()).toBe('cached');
    expect(first.length).toBeGreaterThan(100);
  }, 30_000);

  it('draws only names the server signed: another name, design or signature is 404 and draws nothing', async () => {
    const t = await setUp('Amelia', 'Jonah');
    const img = namesImg((await t.emailFor('invite', 'elegant')).html)!;
    const file = img.src.slice(`${ORIGIN}/card-names/`.length);
    const [product, design, photo, names, signature] = file.replace(/\.png$/, '').split('.');
    const other = Buffer.from('Someone Else', 'utf8').toString('base64url');
    for (const forged of [
      `${product}.${design}.${photo}.${other}.${signature}.png`,
      `${product}.classic.${photo}.${names}.${signature}.png`,
      `${product}.${design}.${photo}.${names}.${'0'.repeat(32)}.png`,
      `${product}.${design}.${photo}.${'A'.repeat(800)}.${signature}.png`,
    ]) {
      expect((await t.app.request(`/card-names/${forged}`)).status, forged).toBe(404);
    }
    expect(fs.existsSync(path.join(t.config.dataDir, 'card-names'))).toBe(false);
  });

  it('names the font cannot draw stay live text: Arabic in any font, Polish in a Latin-only font', async () => {
    const arabic = await setUp('سارة', 'عمر');
    const html = (await arabic.emailFor('savethedate', 'bliss')).html;
    expect(namesImg(html)).toBeNull();
    expect(html).toMatch(/<h1 [^>]*>سارة &amp; عمر<\/h1>/);
    const polish = await setUp('Zoë', 'Łukasz');
    // Alex Brush (bliss) has Latin Extended: a picture; Italiana (gleam) has Latin only: text.
    expect(namesImg((await polish.emailFor('savethedate', 'bliss')).html)?.alt).toBe('Zoë &amp; Łukasz');
    expect(namesImg((await polish.emailFor('savethedate', 'gleam')).html)).toBeNull();
    expect((await polish.emailFor('savethedate', 'gleam')).html).toMatch(/<h1 [^>]*>Zoë &amp; Łukasz<\/h1>/);
  });

  it('long names break before the "&" onto two lines instead of shrinking to nothing', async () => {
    const t = await setUp('Alexandra Montgomery-Williams', 'Christopher Fitzgerald');
    const img = namesImg((await t.emailFor('savethedate', 'bliss')).html)!;
    const wide = namesImg((await (await setUp('Ann', 'Bo')).emailFor('savethedate', 'bliss')).html)!;
    // Two lines of at least 16 px each (names-image.ts: 1.45 em a line), where one line would be 54 letters in 480 px.
    expect(img.height).toBeGreaterThan(wide.height);
    expect(img.height).toBeGreaterThanOrEqual(2 * 16 * 1.45);
    const png = Buffer.from(await (await t.app.request(img.src.slice(ORIGIN.length))).arrayBuffer());
    expect(await inkedPixels(png)).toBeGreaterThan(1000);
  }, 30_000);
});
