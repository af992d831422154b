import { describe, expect, it } from 'vitest';
import { DESIGN_FAMILIES, familyOf } from './design-families';
import { INVITATION_FAMILY, SAVE_THE_DATE_FAMILY, suggestedCardDesigns } from './designs';
import { THEME_KEYS } from './theme-keys';

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
