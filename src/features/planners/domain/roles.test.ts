// How each role is named in the app's words (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { WEDDING_ROLES } from '../../../core/auth/role-rules';
import { ROLE_LABELS } from './roles';
import { appText } from '../../../shared/i18n/app';

describe('ROLE_LABELS', () => {
  it('names every wedding role, with the article its name takes (“an owner”, “a planner”)', () => {
    for (const role of WEDDING_ROLES) {
      const label = ROLE_LABELS[role];
      expect(label.name.toLowerCase()).toBe(role);
      expect(label.can).toMatch(/\.$/);
      const sentence = appText('planners.place.youAre', { role, name: role, wedding: 'W', can: label.can });
      expect(sentence).toBe(`You are ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role} of W: ${label.can}`);
    }
  });

  it('tells a caterer they get counts and meals without contact details, and a viewer that it is read-only', () => {
    expect(ROLE_LABELS.caterer.can).toBe('head counts and meal answers per event, no contact details.');
    expect(ROLE_LABELS.viewer.can).toMatch(/^read-only/);
  });
});
