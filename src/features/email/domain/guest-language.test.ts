// A guest e-mail's language and dates (issue 29 item 7): the guest's language, else the wedding's
// default; English keeps its date-fns formats, other languages are written by Intl; all in the wedding's
// zone; an event's time span names the end day only when it differs.
import { describe, expect, it } from 'vitest';
import { guestDates, guestLanguage, whenText } from './guest-language';

describe('guestLanguage', () => {
  it("is the guest's own language, else the wedding's default (its first language)", () => {
    const wedding = { languages: ['fr', 'en'] };
    expect(guestLanguage({ language: 'es' }, wedding)).toBe('es');
    expect(guestLanguage({ language: 'es-MX' }, wedding)).toBe('es');
    expect(guestLanguage({ language: 'xx' }, wedding)).toBe('fr');
    expect(guestLanguage({ language: null }, wedding)).toBe('fr');
    expect(guestLanguage(null, wedding)).toBe('fr');
    expect(guestLanguage(undefined, {})).toBe('en');
  });
});

describe('guestDates', () => {
  const start = new Date('2026-06-14T14:00:00Z');

  it("writes English with date-fns in the wedding's zone", () => {
    const dates = guestDates('en', 'Europe/Paris');
    expect([dates.day(start), dates.time(start), dates.dayTime(start), dates.shortDayTime(start)]).toEqual([
      'Sunday, June 14, 2026',
      '4:00 PM',
      'Sunday, June 14, 2026, 4:00 PM',
      'Sun, Jun 14, 2026, 4:00 PM',
    ]);
    expect(dates.t('email.card.replyBy', { date: 'Friday, May 1, 2026' })).toContain('Friday, May 1, 2026');
  });

  it('writes other languages with Intl in the zone, and the translator speaks the language', () => {
    const dates = guestDates('es', 'America/New_York');
    expect([dates.day(start), dates.time(start)]).toEqual(['domingo, 14 de junio de 2026', '10:00']);
    expect(dates.lang).toBe('es');
    expect(dates.t('email.card.invite.heading')).not.toBe(guestDates('en', 'UTC').t('email.card.invite.heading'));
  });

  it('spans an event: the end time alone on the same day, the end day and time on another', () => {
    const dates = guestDates('en', 'UTC');
    expect(whenText(dates, '2026-06-13T18:00:00Z', '2026-06-13T21:00:00Z')).toBe('Saturday, June 13, 2026, 6:00 PM – 9:00 PM');
    expect(whenText(dates, '2026-06-13T22:00:00Z', '2026-06-14T02:00:00Z')).toBe('Saturday, June 13, 2026, 10:00 PM – Sunday, June 14, 2026, 2:00 AM');
  });
});
