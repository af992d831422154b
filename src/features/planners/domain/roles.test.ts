// How each role is named in the app's words (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { WEDDING_ROLES } from '../../../core/auth/role-rules';
import { ROLE_LABELS } from './roles';

describe('ROLE_LABELS', () => {
  it('names every wedding role, with the article its name takes (“an owner”, “a planner”)', () => {
    for (const role of WEDDING_ROLES) {
      const label = ROLE_LABELS[role];
      expect(label.name.toLowerCase()).toBe(role);
      expect(label.article).toBe(/^[aeiou]/i.test(label.name) ? 'an' : 'a');
      expect(label.can).toMatch(/\.$/);
    }
  });

  it('tells a caterer they get counts and meals without contact details, and a viewer that it is read-only', () => {
    expect(ROLE_LABELS.caterer.can).toBe('head counts and meal answers per event, no contact details.');
    expect(ROLE_LABELS.viewer.can).toMatch(/^read-only/);
  });
});
