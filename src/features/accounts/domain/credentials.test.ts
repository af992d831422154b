// The account forms' rules (issue 29 item 7): password length and the common-password list, the
// e-mail tidied to lower case, names, matching confirmations, and the messages the forms show.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailSchema, loginSchema, nameSchema, passwordSchema, registerSchema, resetPasswordSchema, updatePasswordSchema } from './credentials';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('passwords', () => {
  it('needs 8 to 200 characters', () => {
    expect(messages(passwordSchema, 'x7#kQ2p')).toEqual(['Password must be at least 8 characters']);
    expect(messages(passwordSchema, 'x7#kQ2pz')).toEqual([]);
    expect(messages(passwordSchema, 'a'.repeat(200) + 'b')).toEqual(['Password must be at most 200 characters']);
    expect(messages(passwordSchema, undefined)).toEqual(['Please enter a password']);
  });

  it('refuses the common ones whatever their case', () => {
    for (const common of ['password123', 'Wedding123', 'QWERTYUIOP', 'vowly123']) {
      expect(messages(passwordSchema, common)).toEqual(['This password is too common. Please choose another']);
    }
    expect(messages(passwordSchema, 'wedding1234')).toEqual([]);
  });
});

describe('e-mail and name', () => {
  it('trims and lower-cases the address, and says what is wrong', () => {
    expect(emailSchema.parse('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    expect(messages(emailSchema, 'ann@')).toEqual(['Please enter a valid email']);
    expect(messages(emailSchema, undefined)).toEqual(['Please enter your email']);
    expect(messages(emailSchema, `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`)).toEqual(['Email is too long']);
  });

  it('trims the name and keeps it between 1 and 100 characters', () => {
    expect(nameSchema.parse('  Ann  ')).toBe('Ann');
    expect(messages(nameSchema, '   ')).toEqual(['Please enter your name']);
    expect(messages(nameSchema, 'n'.repeat(101))).toEqual(['Name must be at most 100 characters']);
  });
});

describe('the forms', () => {
  const password = 'correct horse battery';

  it('registration needs the same password twice', () => {
    expect(messages(registerSchema, { name: 'Ann', email: 'ann@example.com', password, confirmPassword: password })).toEqual([]);
    expect(messages(registerSchema, { name: 'Ann', email: 'ann@example.com', password, confirmPassword: `${password}!` })).toEqual(['passwords do not match']);
  });

  it('login asks for the password without judging it', () => {
    expect(messages(loginSchema, { email: 'ann@example.com', password: '1' })).toEqual([]);
    expect(messages(loginSchema, { email: 'ann@example.com', password: '' })).toEqual(['Please enter your password']);
  });

  it('a reset or a change checks the confirmation only when one is sent', () => {
    expect(messages(resetPasswordSchema, { token: 't', password })).toEqual([]);
    expect(messages(resetPasswordSchema, { token: 't', password, confirmPassword: 'other password' })).toEqual(['passwords do not match']);
    expect(messages(updatePasswordSchema, { currentPassword: 'old', newPassword: password, confirmPassword: password })).toEqual([]);
    expect(messages(updatePasswordSchema, { currentPassword: '', newPassword: password })).toEqual(['Please enter your current password']);
    expect(messages(updatePasswordSchema, { currentPassword: 'old', newPassword: password, confirmPassword: 'x' })).toEqual(['passwords do not match']);
  });
});
