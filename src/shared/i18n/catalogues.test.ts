import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, messagesFor, translator } from './catalogues';
import { LANGUAGE_CODES, type Lang } from './languages';
import { en } from './locales/en';

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** The ICU arguments a message uses ("name", "count"), nested plural and select branches included. */
function argumentsOf(message: string, lang: Lang): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // 0 is literal text and 7 is the plural's "#": neither names an argument.
      if (element.type !== 0 && element.type !== 7 && element.value) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, lang).getAst() as Element[]);
  return [...names].sort();
}

describe('the message catalogues', () => {
  const keys = Object.keys(en).sort();

  it.each(LANGUAGE_CODES)('%s has every key of English, no other, none blank', (lang) => {
    const catalogue = CATALOGUES[lang] as Record<string, string>;
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    expect(keys.filter((key) => !catalogue[key]?.trim())).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('%s: every message parses and uses the same ICU arguments as English', (lang) => {
    const catalogue = CATALOGUES[lang] as Record<string, string>;
    const differing = keys.filter((key) => argumentsOf(catalogue[key] ?? '', lang).join() !== argumentsOf((en as Record<string, string>)[key]!, 'en').join());
    expect(differing).toEqual([]);
  });

  it('notices a missing key and a changed argument (the checks above can fail)', () => {
    const { 'site.menu': _dropped, ...withoutMenu } = CATALOGUES.es as Record<string, string>;
    expect(Object.keys(withoutMenu).sort()).not.toEqual(keys);
    expect(argumentsOf('Volver a la web de {nombres}', 'es')).not.toEqual(argumentsOf(en['site.backToSite'], 'en'));
  });
});

describe('translator', () => {
  it('fills arguments and picks plural forms by the language rules', () => {
    expect(translator('en')('site.countdown.days', { count: 1 })).toBe('Day');
    expect(translator('en')('site.countdown.days', { count: 3 })).toBe('Days');
    expect(translator('es')('site.backToSite', { names: 'Ana & Luis' })).toBe('Volver a la web de Ana & Luis');
    // Arabic has six plural categories: two is the dual, 3–10 "few", 11–99 "many".
    expect(translator('ar')('site.countdown.days', { count: 2 })).toBe('يومان');
    expect(translator('ar')('site.countdown.days', { count: 5 })).toBe('أيام');
    expect(translator('ar')('site.countdown.days', { count: 11 })).toBe('يومًا');
    expect(translator('fr')('gate.throttledMinutes', { count: 2 })).toBe('Trop de tentatives. Veuillez réessayer dans 2 minutes.');
  });

  it('keeps the spec’s English texts exactly', () => {
    expect(translator('en')('gate.wrongPassword')).toBe('please double check your credentials');
    expect(translator('en')('gate.welcome')).toBe('Welcome!');
  });

  it('gives an island only the messages it asks for', () => {
    const picked = messagesFor('de', ['gate.']);
    expect(Object.keys(picked).length).toBeGreaterThan(3);
    expect(Object.keys(picked).every((key) => key.startsWith('gate.'))).toBe(true);
    expect(picked['gate.enter']).toBe('Eintreten');
  });
});
