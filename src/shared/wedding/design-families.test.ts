import { describe, expect, it } from 'vitest';
import { DESIGN_FAMILIES, designType, familyOf } from './design-families';
import { INVITATION_FAMILY, SAVE_THE_DATE_FAMILY, suggestedCardDesigns } from './designs';
import { THEME_KEYS } from './theme-keys';
import { THEME_CATALOGUE } from './themes';

describe('matching suite', () => {
  it('suggests for every site design a save-the-date and an invitation of its own family', () => {
    for (const key of THEME_KEYS) {
      const { saveTheDate, invitation } = suggestedCardDesigns(key);
      expect(SAVE_THE_DATE_FAMILY[saveTheDate]).toBe(familyOf(key));
      expect(INVITATION_FAMILY[invitation]).toBe(familyOf(key));
    }
  });
  it('gives every card design a family', () => {
    for (const family of Object.values({ ...SAVE_THE_DATE_FAMILY, ...INVITATION_FAMILY })) expect(DESIGN_FAMILIES).toContain(family);
  });
});

describe('designs inside one family (issue 25 item 1)', () => {
  it('differ by more than colour: no two catalogue designs of a family share a names font', () => {
    for (const family of DESIGN_FAMILIES) {
      const members = THEME_CATALOGUE.filter((entry) => familyOf(entry.title) === family).map((entry) => entry.title);
      const fonts = members.map((key) => designType(key).mainFont);
      expect(new Set(fonts).size, `${family}: ${members.map((key, i) => `${key}=${fonts[i]}`).join(', ')}`).toBe(members.length);
    }
  });
});
