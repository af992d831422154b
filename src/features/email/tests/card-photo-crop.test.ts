// Issue 25 item 7: a card's photo from the local image host is cut to its layout's box on the
// server (Gmail ignores object-fit): the e-mail's <img> names a crop of the box's shape.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { storeLocalImage } from '../../uploads/domain/local-store';
import { INVITATION_DESIGN_KEYS, SAVE_THE_DATE_DESIGN_KEYS } from '../../../shared/wedding/designs';
import type { CardModel } from '../domain/card-model';
import { emailImageUrl } from '../domain/card-links';
import { renderEmail } from '../views/render';

const DESIGNS = [
  ...SAVE_THE_DATE_DESIGN_KEYS.map((design) => ['savethedate', design] as const),
  ...INVITATION_DESIGN_KEYS.map((design) => ['invite', design] as const),
];

function cardHtml(product: 'savethedate' | 'invite', design: string, imageUrl: string): string {
  const model: CardModel = {
    product,
    lang: 'en',
    design,
    names: 'Amelia & Jonah',
    initials: ['A', 'J'],
    heading: 'Save the date',
    message: 'Join us.',
    dateLine: 'Sunday, June 14, 2026',
    dateParts: { weekday: 'Sunday', month: 'June', monthNumber: '06', day: '14', year: '2026' },
    locationLine: 'Rosewood Manor, Napa',
    note: '',
    button: { text: 'RSVP', href: 'https://vowly.test/a/rsvp' },
    viewOnlineHref: 'https://vowly.test/invite/x',
    imageUrl,
  };
  return renderEmail({ template: 'card', model, envelope: { subject: 's', preheader: '', unsubscribeHref: 'https://vowly.test/u', isTest: false } }).html;
}

describe("a card's photo from the local image host", () => {
  const t = createTestApp();
  let photo: string;
  let tmp: string;
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'card-crop-'));
    const input = path.join(tmp, 'photo.png');
    // A wide photo with a bright square right of centre: a crop of another shape cuts it.
    await sharp({ create: { width: 1800, height: 1000, channels: 3, background: '#446' } })
      .composite([
        {
          input: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fe8' } })
            .png()
            .toBuffer(),
          left: 1100,
          top: 350,
        },
      ])
      .png()
      .toFile(input);
    const stored = await storeLocalImage(t.config, 'vowly/invites/w1', { path: input, bytes: fs.statSync(input).size });
    photo = emailImageUrl('http://localhost', stored.secure_url)!;
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("is cut on the server to each layout's box: the e-mail's <img> answers a JPEG of that shape at 2x", async () => {
    const boxes = new Set<string>();
    for (const [product, design] of DESIGNS) {
      const html = cardHtml(product, design, photo);
      for (const [, src, width, height] of html.matchAll(/<img src="(http:\/\/localhost\/uploads\/vowly\/invites\/[^"]+)" width="(\d+)" height="(\d+)"/g)) {
        expect(src, design).toMatch(/\/card-\d+x\d+\.jpg$/);
        const res = await t.app.request(src!.replace('http://localhost', ''));
        expect(res.status, src).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height], `${design} ${src}`).toEqual(['jpeg', Number(width) * 2, Number(height) * 2]);
        boxes.add(`${width}x${height}`);
      }
    }
    // The split, arched, round, polaroid, band and column layouts each ask for their box.
    expect(boxes.size).toBeGreaterThanOrEqual(5);
    // Made once: the second ask is the stored file.
    const [first] = [...boxes];
    const again = await t.app.request(`/uploads/vowly/invites/${photo.split('/invites/')[1]!.replace(/w\d+\.webp$/, `card-${first}.jpg`)}`);
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toContain('immutable');
  });

  it('makes no other size and nothing for a photo that does not exist', async () => {
    const base = photo.replace('http://localhost', '').replace(/w\d+\.webp$/, '');
    const dir = path.join(t.config.uploadsDir, base.replace('/uploads/', ''));
    const before = fs.readdirSync(dir).sort();
    expect((await t.app.request(`${base}card-601x400.jpg`)).status).toBe(404);
    expect((await t.app.request(`${base}card-1200x800.jpg`)).status).toBe(404);
    expect((await t.app.request('/uploads/vowly/invites/w1/nothing/card-600x400.jpg')).status).toBe(404);
    expect(fs.readdirSync(dir).sort()).toEqual(before);
    expect(fs.existsSync(path.join(t.config.uploadsDir, 'vowly/invites/w1/nothing'))).toBe(false);
  });
});
