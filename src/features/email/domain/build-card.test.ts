// The card for one reader (issue 29 item 7): the couple's texts or an unsaved preview, the design, the
// main button (the site on a save-the-date, the personal RSVP page on an invitation or a reminder, the
// card page without an address), the links, the image and the reader's events and reply-by date.
import { describe, expect, it } from 'vitest';
import { cardWedding, inviteRow } from '../../../../tests/helpers/email-fixtures';
import { buildCardModel } from './build-card';
import { defaultCardTexts } from './card-content';
import { namesSignatureMatches } from './names-signature';

const origin = 'https://vowly.test';
const wedding = cardWedding();
const invite = inviteRow({ imageUrl: '/images/hero.jpg', fields: { invite: { heading: 'Join us' }, reminder: { design: 'luxe' } } });

describe('buildCardModel', () => {
  it("lays out an invitation for a guest: their RSVP link, the card page, their calendar, the couple's texts", () => {
    const model = buildCardModel({ product: 'invite', wedding, invite, origin, rsvpToken: 'tok' });
    expect(model).toMatchObject({
      product: 'invite',
      lang: 'en',
      design: 'classic',
      names: 'Ann & Bob',
      initials: ['A', 'B'],
      heading: 'Join us',
      dateLine: 'Sunday, June 14th, 2026 at 4:00 PM',
      dateParts: { weekday: 'Sunday', month: 'June', monthNumber: '06', day: '14', year: '2026' },
      locationLine: 'Château de Vaux',
      button: { text: 'RSVP', href: 'https://vowly.test/ann-and-bob/rsvp?token=tok' },
      viewOnlineHref: 'https://vowly.test/invite/i1?guest=tok',
      calendarHref: 'https://vowly.test/ann-and-bob/events.ics?guest=tok',
      imageUrl: 'https://vowly.test/images/hero.jpg',
    });
    expect(model).not.toHaveProperty('namesSignature');
    expect(model).not.toHaveProperty('events');
    expect(model).not.toHaveProperty('replyBy');
  });

  it('sends a save-the-date to the published site, and has no button while the site is offline', () => {
    const card = buildCardModel({ product: 'savethedate', wedding, invite, origin, rsvpToken: 'tok' });
    expect([card.design, card.button, card.calendarHref]).toEqual(['bliss', { text: 'Visit our website', href: 'https://vowly.test/ann-and-bob' }, null]);
    const offline = buildCardModel({ product: 'savethedate', wedding: cardWedding({ published: false }), invite, origin });
    expect(offline.button).toBeNull();
  });

  it('falls back to the card page without a site address, and on the card page itself has neither it nor "View online"', () => {
    const noAddress = cardWedding({ weddingUrl: null });
    expect(buildCardModel({ product: 'invite', wedding: noAddress, invite, origin }).button?.href).toBe('https://vowly.test/invite/i1');
    const onPage = buildCardModel({ product: 'invite', wedding: noAddress, invite, origin, onCardPage: true });
    expect([onPage.button, onPage.viewOnlineHref]).toEqual([null, null]);
  });

  it("uses the reminder's own design, an unsaved preview's design and texts, and drops a button without text", () => {
    expect(buildCardModel({ product: 'reminder', wedding, invite, origin }).design).toBe('luxe');
    const texts = { ...defaultCardTexts('invite', wedding), heading: 'Preview', buttonText: '' };
    const preview = buildCardModel({ product: 'invite', wedding, invite, origin, override: { design: 'modern', texts } });
    expect([preview.design, preview.heading, preview.button]).toEqual(['modern', 'Preview', null]);
  });

  it("writes the reader's language, adds their events and reply-by date, and signs the names with the server's secret", () => {
    const config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent' };
    const events = [{ title: 'Dinner', when: 'Saturday', where: 'Paris' }];
    const model = buildCardModel({ product: 'invite', wedding, invite, origin, lang: 'es', config, details: { events, replyBy: 'Por favor' } });
    expect([model.lang, model.dateParts?.month, model.events, model.replyBy]).toEqual(['es', 'junio', events, 'Por favor']);
    expect(namesSignatureMatches(config, { product: 'invite', design: 'classic', names: 'Ann & Bob', signature: model.namesSignature ?? '' })).toBe(true);
    const none = buildCardModel({ product: 'invite', wedding, invite, origin, details: { events: [], replyBy: null } });
    expect([none.events, none.replyBy]).toEqual([undefined, undefined]);
  });

  it('writes a dot for an initial of a blank name', () => {
    const unnamed = cardWedding({}, { brideGroomOneName: ' ', brideGroomTwoName: 'élodie' });
    expect(buildCardModel({ product: 'invite', wedding: unnamed, invite, origin }).initials).toEqual(['·', 'É']);
  });
});
