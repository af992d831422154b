import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';
import { languageDir, toLang } from './languages';
import { acceptedLanguages, negotiateLanguage } from './negotiate';
import type { SiteLanguages } from './site-languages';

const bilingual: SiteLanguages = { defaultLanguage: 'en', languages: ['en', 'es'] };
const spanishFirst: SiteLanguages = { defaultLanguage: 'es', languages: ['es', 'fr', 'ar'] };

describe('Accept-Language', () => {
  it('orders the browser’s languages by quality, ties in header order, dropping q=0 and *', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptedLanguages('en;q=0.2, es-MX, ar;q=0')).toEqual(['es-MX', 'en']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});

describe('negotiateLanguage', () => {
  it('takes ?lang= first, then the guest’s language, then the browser’s among the site’s, then the default', () => {
    expect(negotiateLanguage({ explicit: 'ar', guest: 'es', acceptLanguage: 'es' }, bilingual)).toBe('ar');
    expect(negotiateLanguage({ guest: 'fr', acceptLanguage: 'es' }, bilingual)).toBe('fr');
    expect(negotiateLanguage({ acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' }, bilingual)).toBe('es');
    expect(negotiateLanguage({}, bilingual)).toBe('en');
    expect(negotiateLanguage({}, spanishFirst)).toBe('es');
  });

  it('counts only the site’s languages from the browser, the best it offers first', () => {
    expect(negotiateLanguage({ acceptLanguage: 'de-DE, de;q=0.9' }, bilingual)).toBe('en');
    expect(negotiateLanguage({ acceptLanguage: 'de, ar;q=0.5, fr;q=0.4' }, spanishFirst)).toBe('ar');
    expect(negotiateLanguage({ acceptLanguage: 'es;q=0' }, { defaultLanguage: 'en', languages: ['en', 'es'] })).toBe('en');
  });

  it('ignores what is not a language Vowly speaks', () => {
    expect(negotiateLanguage({ explicit: 'xx', guest: 'klingon', acceptLanguage: 'zz' }, spanishFirst)).toBe('es');
    expect(negotiateLanguage({ explicit: '<script>' }, bilingual)).toBe('en');
    expect(toLang('PT_br')).toBe('pt');
  });
});

describe('Intl formats and direction', () => {
  it('writes dates in the language and the wedding’s zone, numbers in the language', () => {
    const moment = new Date('2027-06-12T22:30:00Z');
    expect(formatDate('es', moment, 'Europe/Madrid')).toBe('13 de junio de 2027');
    expect(formatDate('en', moment, 'America/New_York')).toBe('June 12, 2027');
    expect(formatDate('de', moment, 'No/Such_Zone')).toBe('12. Juni 2027');
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
    expect(formatDate('en', 'not a date', 'UTC')).toBe('');
  });

  it('knows Arabic is written right to left', () => {
    expect(languageDir('ar')).toBe('rtl');
    expect(languageDir('fr')).toBe('ltr');
  });
});
