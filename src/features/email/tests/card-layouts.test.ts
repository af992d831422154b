// Issue 25 item 7: the twenty card designs with a photo are not one photo-on-top card in twenty
// colours, and no script face is set in spaced capitals.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { INVITATION_DESIGN_KEYS, INVITATION_DESIGNS, SAVE_THE_DATE_DESIGN_KEYS, SAVE_THE_DATE_DESIGNS } from '../../../shared/wedding/designs';
import { CARD_ART, type CardArtName } from '../views/styles/card-art';
import type { CardModel } from '../domain/card-model';
import { renderEmail } from '../views/render';
import { cardStyleFor, isScriptFace } from '../views/styles';

const DESIGNS = [
  ...SAVE_THE_DATE_DESIGN_KEYS.map((design) => ['savethedate', design] as const),
  ...INVITATION_DESIGN_KEYS.map((design) => ['invite', design] as const),
];

const firstFont = (stack: string) => stack.split(',')[0]!.trim().replace(/^'|'$/g, '');

function cardHtml(product: 'savethedate' | 'invite', design: string, photo = true): string {
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
    imageUrl: photo ? 'https://res.cloudinary.com/demo/image/upload/f_jpg,q_auto,c_limit,w_1200/v1/photo.jpg' : null,
  };
  return renderEmail({ template: 'card', model, envelope: { subject: 's', preheader: '', unsubscribeHref: 'https://vowly.test/u', isTest: false } }).html;
}

describe('card designs', () => {
  it('no script face is set in spaced capitals (names, headings) in any of the 20 designs', () => {
    for (const [product, design] of DESIGNS) {
      const style = cardStyleFor(product, design);
      if (isScriptFace(style.namesImageFont)) {
        expect(style.namesUppercase, `${design} names`).toBeFalsy();
        expect(parseFloat(style.namesLetterSpacing ?? '0') || 0, `${design} names`).toBe(0);
      }
      if (isScriptFace(firstFont(style.headingFont))) expect(style.headingUppercase, `${design} heading`).toBe(false);
    }
  });

  it('with a photo, the 20 designs use at least 6 layouts, at most 5 designs put the photo on top, and each shows the photo', () => {
    const layouts = new Map<string, string[]>();
    for (const [product, design] of DESIGNS) {
      const { layout } = cardStyleFor(product, design);
      layouts.set(layout, [...(layouts.get(layout) ?? []), design]);
      const html = cardHtml(product, design);
      // The photo, as an <img> or (full bleed under the names) a cell's background with its description.
      expect(html, design).toMatch(/(alt|aria-label)="Photo of Amelia &amp; Jonah"/);
    }
    expect(layouts.size).toBeGreaterThanOrEqual(6);
    const onTop = (layouts.get('centered')?.length ?? 0) + (layouts.get('photo-top')?.length ?? 0);
    expect(onTop).toBeLessThanOrEqual(5);
  });
});

/** What a description promises and the drawing that keeps the promise (styles/card-art.ts). */
const PROMISES: [RegExp, CardArtName][] = [
  [/peonies/i, 'peonies-top'],
  [/eucalyptus/i, 'peonies-bottom'],
  [/kraft/i, 'kraft'],
  [/twine/i, 'twine'],
  [/velvet/i, 'velvet'],
  [/gold foil/i, 'foil-bar'],
  [/watercolour confetti/i, 'confetti-top'],
  [/shimmer/i, 'shimmer'],
  [/aged .*paper/i, 'aged-paper'],
  [/fan corners/i, 'deco-fan-left'],
  [/wave line/i, 'wave'],
  [/sandy/i, 'sand'],
];

describe('what a design promises is drawn', () => {
  const descriptions = [
    ...SAVE_THE_DATE_DESIGNS.map((d) => ['savethedate', d.key, d.description] as const),
    ...INVITATION_DESIGNS.map((d) => ['invite', d.key, d.description] as const),
  ];

  it('every promised material or motif is on the card, with and without a photo', () => {
    let kept = 0;
    for (const [product, design, description] of descriptions) {
      for (const [promise, art] of PROMISES) {
        if (!promise.test(description)) continue;
        kept += 1;
        for (const photo of [true, false]) expect(cardHtml(product, design, photo), `${design}: ${promise}`).toContain(`/card-art/${art}.png`);
      }
    }
    // Peonies, eucalyptus, kraft, twine, velvet, gold foil, confetti, shimmer, aged paper, fans, wave, sand.
    expect(kept).toBe(PROMISES.length);
  });

  it('each drawing is a PNG at twice its size on the card, not blank; unknown names are 404', async () => {
    const t = createTestApp();
    for (const name of Object.keys(CARD_ART) as CardArtName[]) {
      const res = await t.app.request(`/card-art/${name}.png`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const size = CARD_ART[name];
      const tile = ['kraft', 'aged-paper', 'velvet', 'shimmer'].includes(name);
      // Tiles are drawn at their own pixel size (a background repeats them); the rest at 2× the card's size.
      if (!tile) expect([info.width, info.height], name).toEqual([size.width * 2, size.height * 2]);
      let inked = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 8) inked += 1;
      expect(inked, name).toBeGreaterThan(info.width * info.height * 0.01);
    }
    expect((await t.app.request('/card-art/roses.png')).status).toBe(404);
  }, 60_000);
});
