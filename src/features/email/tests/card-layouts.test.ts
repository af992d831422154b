// Issue 25 item 7: the twenty card designs with a photo are not one photo-on-top card in twenty
// colours, and no script face is set in spaced capitals.
import { describe, expect, it } from 'vitest';
import { INVITATION_DESIGN_KEYS, SAVE_THE_DATE_DESIGN_KEYS } from '../../../shared/wedding/designs';
import type { CardModel } from '../domain/card-model';
import { renderEmail } from '../views/render';
import { cardStyleFor, isScriptFace } from '../views/styles';

const DESIGNS = [
  ...SAVE_THE_DATE_DESIGN_KEYS.map((design) => ['savethedate', design] as const),
  ...INVITATION_DESIGN_KEYS.map((design) => ['invite', design] as const),
];

const firstFont = (stack: string) => stack.split(',')[0]!.trim().replace(/^'|'$/g, '');

function cardHtml(product: 'savethedate' | 'invite', design: string): string {
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
    imageUrl: 'https://res.cloudinary.com/demo/image/upload/f_jpg,q_auto,c_limit,w_1200/v1/photo.jpg',
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
