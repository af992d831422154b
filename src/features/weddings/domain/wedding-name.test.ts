// How the switcher and the team's pages name a wedding: the couple's names once they changed the defaults,
// else its web address, else "an unnamed wedding".
import { describe, expect, it } from 'vitest';
import type { WeddingRow } from '../../../core/db/schema';
import { weddingName } from './wedding-name';

const wedding = (content: Record<string, unknown>, weddingUrl: string | null = null) =>
  ({ id: 'w1', ownerId: 'u1', weddingUrl, content, languages: ['en'] }) as unknown as WeddingRow;

describe('weddingName', () => {
  it('names the couple once they named themselves', () => {
    expect(weddingName(wedding({ brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo' }, 'ana-and-jo'))).toBe("Ana & Jo's wedding");
    expect(weddingName(wedding({ brideGroomOneName: 'Ana', brideGroomTwoName: ' ' }))).toBe("Ana's wedding");
  });

  it('uses the web address while the first name is still the default, else says it is unnamed', () => {
    expect(weddingName(wedding({}, 'ana-and-jo'))).toBe('the wedding at /ana-and-jo');
    expect(weddingName(wedding({ brideGroomTwoName: 'Jo' }, 'ana-and-jo'))).toBe('the wedding at /ana-and-jo');
    expect(weddingName(wedding({}))).toBe('an unnamed wedding');
  });
});
