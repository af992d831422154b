import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../languages';
import { APP_CATALOGUES, appTranslator } from './catalogues';
import { APP_AREAS, appEn } from './en';

/** Keys of an area that do not start with its name: two areas could then write the same key, and one would be lost. */
function strayKeys(areas: Record<string, Record<string, string>>): string[] {
  return Object.entries(areas).flatMap(([name, area]) => Object.keys(area).filter((key) => !key.startsWith(`${name}.`)));
}

function unparsable(catalogue: Record<string, string>, lang: Lang): string[] {
  return Object.keys(catalogue).filter((key) => {
    try {
      new IntlMessageFormat(catalogue[key] ?? '', lang);
      return !catalogue[key]?.trim();
    } catch {
      return true;
    }
  });
}

describe("the couple's app catalogue", () => {
  it("keeps each area's keys under its name, so no two areas share a key", () => {
    expect(strayKeys(APP_AREAS as Record<string, Record<string, string>>)).toEqual([]);
    const total = Object.values(APP_AREAS as Record<string, object>).reduce((sum: number, area) => sum + Object.keys(area).length, 0);
    expect(Object.keys(appEn)).toHaveLength(total);
  });

  it('notices a key outside its area (the check above can fail)', () => {
    expect(strayKeys({ guests: { 'guests.add': 'Add guest', 'seating.add': 'Add table' } })).toEqual(['seating.add']);
    expect(unparsable({ 'guests.count': '{count, plural, one {# guest}', 'guests.blank': ' ' }, 'en')).toEqual(['guests.count', 'guests.blank']);
  });

  it.each(Object.keys(APP_CATALOGUES) as Lang[])('%s has every key of English, no other, each a message that parses', (lang) => {
    const catalogue = APP_CATALOGUES[lang] as Record<string, string>;
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(appEn).sort());
    expect(unparsable(catalogue, lang)).toEqual([]);
  });

  it('answers English for a language the app does not have yet', () => {
    expect(appTranslator('ar')).toBe(appTranslator('en'));
  });
});
