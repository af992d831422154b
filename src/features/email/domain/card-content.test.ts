// The words on a card (issue 29 item 7): the defaults follow the wedding (names, date in its zone with
// the time on an invitation, place), the couple's changes win field by field, their texts in the
// site's other languages win for readers of those languages, stored texts are read forgivingly, and
// the PATCH schema tidies, limits and checks what the editor sends.
import { describe, expect, it } from 'vitest';
import { cardWedding } from '../../../../tests/helpers/email-fixtures';
import { UserError } from '../../../core/errors';
import { assertCardLanguages, cardDateParts, cardPatchSchema, defaultCardTexts, readStoredCard, resolveCardTexts } from './card-content';

const wedding = cardWedding();

describe('the default texts', () => {
  it("follow the wedding: names with the joiner, the date in the wedding's zone (with the time on an invitation), the place", () => {
    const invite = defaultCardTexts('invite', wedding);
    expect(invite).toEqual({
      subject: "You're invited: Ann & Bob",
      names: 'Ann & Bob',
      heading: 'Together with their families',
      message: 'request the pleasure of your company at the celebration of their marriage',
      dateLine: 'Sunday, June 14th, 2026 at 4:00 PM',
      locationLine: 'Château de Vaux',
      note: 'Kindly reply at your earliest convenience.',
      buttonText: 'RSVP',
    });
    const saveTheDate = defaultCardTexts('savethedate', wedding);
    expect([saveTheDate.subject, saveTheDate.dateLine, saveTheDate.buttonText]).toEqual([
      'Save the date: Ann & Bob',
      'Sunday, June 14th, 2026',
      'Visit our website',
    ]);
    const reminder = defaultCardTexts('reminder', wedding);
    expect([reminder.subject, reminder.note, reminder.buttonText]).toEqual(['A reminder from Ann & Bob', '', 'RSVP now']);
  });

  it('leave the time out at midnight, show the couple’s displayed date without a date, else "to be announced"', () => {
    expect(defaultCardTexts('invite', cardWedding({ weddingDate: new Date('2026-06-13T22:00:00Z') })).dateLine).toBe('Sunday, June 14th, 2026');
    expect(defaultCardTexts('invite', cardWedding({ weddingDate: null }, { displayedDate: ' Summer 2026 ' })).dateLine).toBe('Summer 2026');
    expect(defaultCardTexts('invite', cardWedding({ weddingDate: null })).dateLine).toBe('Date to be announced');
    // An unknown zone reads as UTC.
    expect(defaultCardTexts('invite', cardWedding({ timeZone: 'Nowhere/Land' })).dateLine).toBe('Sunday, June 14th, 2026 at 2:00 PM');
  });

  it("are written in the reader's language", () => {
    const spanish = defaultCardTexts('invite', wedding, 'es');
    expect(spanish.heading).toBe('Junto con sus familias');
    expect(spanish.dateLine).toContain('domingo, 14 de junio de 2026');
    expect(spanish.dateLine).toContain('16:00');
  });
});

describe('the date parts', () => {
  it('split the date in its zone for the designs that set them apart, in the reader’s language; none without a date', () => {
    expect(cardDateParts(wedding)).toEqual({ weekday: 'Sunday', month: 'June', monthNumber: '06', day: '14', year: '2026' });
    expect(cardDateParts(wedding, 'es')).toMatchObject({ weekday: 'domingo', month: 'junio', day: '14', year: '2026' });
    expect(cardDateParts(cardWedding({ weddingDate: null }))).toBeNull();
    expect(cardDateParts(cardWedding({ timeZone: 'Nowhere/Land' }), 'es')?.day).toBe('14');
  });
});

describe('resolveCardTexts', () => {
  it('takes what the couple changed, the defaults for the rest (a blank text is no change)', () => {
    const texts = resolveCardTexts('invite', wedding, { heading: 'Join us', note: '   ' });
    expect([texts.heading, texts.note, texts.names]).toEqual(['Join us', 'Kindly reply at your earliest convenience.', 'Ann & Bob']);
  });

  it("takes the couple's translation for a reader of one of the site's other languages only", () => {
    const bilingual = cardWedding({ languages: ['en', 'es'] });
    const stored = { heading: 'Join us', translations: { es: { heading: 'Acompáñanos', note: ' ' } } };
    expect(resolveCardTexts('invite', bilingual, stored, 'es').heading).toBe('Acompáñanos');
    expect(resolveCardTexts('invite', bilingual, stored, 'es').note).toBe(defaultCardTexts('invite', bilingual, 'es').note);
    expect(resolveCardTexts('invite', bilingual, stored, 'en').heading).toBe('Join us');
    // Spanish is not a language of this site: the changed text in the default language shows.
    expect(resolveCardTexts('invite', wedding, stored, 'es').heading).toBe('Join us');
  });
});

describe('readStoredCard', () => {
  it('keeps the known texts within their limits and the design, and ignores anything else', () => {
    expect(readStoredCard(null)).toEqual({});
    expect(readStoredCard('text')).toEqual({});
    expect(readStoredCard({ heading: 'Hi', names: 'x'.repeat(121), note: 3, design: 'luxe', colour: 'red' })).toEqual({ heading: 'Hi', design: 'luxe' });
    expect(readStoredCard({ translations: { es: { heading: 'Hola', unknown: 'x' } } })).toEqual({ translations: { es: { heading: 'Hola' } } });
  });
});

describe('assertCardLanguages', () => {
  it("accepts translations in the site's other languages only", () => {
    expect(() => assertCardLanguages(cardWedding({ languages: ['en', 'es'] }), { translations: { es: {} } })).not.toThrow();
    const refused = (wedding: object) => {
      try {
        assertCardLanguages(wedding, { translations: { fr: {} } });
      } catch (error) {
        return error instanceof UserError ? error.message : String(error);
      }
      return 'accepted';
    };
    expect(refused(cardWedding({ languages: ['en', 'es'] }))).toBe("Translations can be in your site's other languages only: es");
    expect(refused(wedding)).toBe('Add a language to your site before translating your cards');
  });
});

describe('cardPatchSchema', () => {
  it('reads flat texts or the same inside fields (an object or JSON text), the product by its aliases, invite by default', () => {
    expect(cardPatchSchema.parse({ heading: 'Hi' })).toEqual({ product: 'invite', heading: 'Hi' });
    expect(cardPatchSchema.parse({ fields: '{"heading":"Hi"}', mode: 'savethedate' })).toEqual({ product: 'savethedate', heading: 'Hi' });
    expect(cardPatchSchema.parse({ fields: { note: 'N' }, product: 'invitations' })).toEqual({ product: 'invite', note: 'N' });
  });

  it('tidies texts: line breaks as \\n, trimmed, single-line fields on one line; null or empty goes back to the default', () => {
    const patch = cardPatchSchema.parse({ subject: ' Our\r\nday ', message: ' One\r\n\r\nTwo ', note: null, heading: '' });
    expect(patch).toMatchObject({ subject: 'Our day', message: 'One\n\nTwo', note: '', heading: '' });
  });

  it('refuses a text over its limit, an unknown product and a design of another catalogue, with the messages', () => {
    const messages = (body: unknown) => cardPatchSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ buttonText: 'x'.repeat(41) })).toEqual(['Button text must be at most 40 characters']);
    expect(messages({ product: 'poster' })).toEqual(['Choose invite, savethedate or reminder']);
    expect(messages({ product: 'savethedate', design: 'classic' })).toEqual(['Choose one of the save-the-date designs']);
    expect(messages({ product: 'reminder', design: 'bliss' })).toEqual(['Choose one of the invitation designs']);
    expect(cardPatchSchema.parse({ product: 'reminder', design: 'luxe' }).design).toBe('luxe');
  });

  it('gathers translations from form entries or JSON, tidied like the default texts', () => {
    expect(cardPatchSchema.parse({ 'translations.es.subject': ' Nuestro\ndía ' }).translations).toEqual({ es: { subject: 'Nuestro día' } });
    expect(cardPatchSchema.parse({ translations: '{"es":{"heading":" Hola "}}' }).translations).toEqual({ es: { heading: 'Hola' } });
  });
});
