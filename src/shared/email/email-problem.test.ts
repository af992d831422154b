import { describe, expect, it } from 'vitest';
import { emailProblemOf } from './email-problem';

describe('emailProblemOf', () => {
  it('keeps the flag while the reported address is still the guest’s (case and spaces aside)', () => {
    expect(emailProblemOf({ email: ' Ann@Example.com', emailProblem: 'bounced', emailProblemAddress: 'ann@example.com' })).toBe('bounced');
    expect(emailProblemOf({ email: 'ann2@example.com', emailProblem: 'bounced', emailProblemAddress: 'ann@example.com' })).toBeNull();
    expect(emailProblemOf({ email: null, emailProblem: 'complained', emailProblemAddress: 'ann@example.com' })).toBeNull();
    expect(emailProblemOf({ email: 'ann@example.com', emailProblem: null, emailProblemAddress: 'ann@example.com' })).toBeNull();
  });
});
