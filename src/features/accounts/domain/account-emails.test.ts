// The account e-mails (issue 29 item 7): who each goes to (an e-mail change's link to the new
// address, its notices to the old one), the idempotency key that sends it once, and the lifetimes
// the words promise matching the links'.
import { describe, expect, it } from 'vitest';
import { emailChangeConfirmEmail, emailChangedNotice, loginLinkEmail, passwordResetEmail, verificationEmail } from './account-emails';

const user = { id: 'u1', name: 'Ann', email: 'ann@example.com' };

describe('account e-mails', () => {
  it('keys each link’s e-mail by its token, so a retry sends it once', () => {
    const sent = [verificationEmail(user, 'L', 't1'), passwordResetEmail(user, 'L', 't2'), loginLinkEmail(user, 'L', 't3')];
    expect(sent.map((email) => [email.kind, email.idempotencyKey, email.to, email.userId])).toEqual([
      ['verify-email', 'verify-email:t1', 'ann@example.com', 'u1'],
      ['reset-password', 'reset-password:t2', 'ann@example.com', 'u1'],
      ['login-link', 'login-link:t3', 'ann@example.com', 'u1'],
    ]);
    expect(sent.map((email) => email.content.template === 'account' && email.content.link?.href)).toEqual(['L', 'L', 'L']);
  });

  it('sends an e-mail change’s link to the new address and its notices to the old one, asked and done apart', () => {
    const confirm = emailChangeConfirmEmail(user, 'new@example.com', 'L', 't9');
    expect([confirm.to, confirm.idempotencyKey, confirm.subject]).toEqual(['new@example.com', 'change-email:t9', 'Confirm your new Vowly email']);
    const asked = emailChangedNotice(user, 'ann@example.com', 'new@example.com', 'R', 't9', false);
    const done = emailChangedNotice(user, 'ann@example.com', 'new@example.com', 'R', 't9', true);
    expect([asked.to, asked.idempotencyKey, asked.subject]).toEqual(['ann@example.com', 'email-changed:asked:t9', 'Your Vowly email is being changed']);
    expect([done.to, done.idempotencyKey, done.subject]).toEqual(['ann@example.com', 'email-changed:done:t9', 'Your Vowly email was changed']);
    expect(done.content.template === 'account' && done.content.paragraphs[1]).toBe(
      'Your Vowly login is now new@example.com. This address (ann@example.com) no longer logs in.',
    );
  });

  it('promises the lifetimes the links have (48 hours, one hour, 15 minutes)', () => {
    const words = (email: ReturnType<typeof verificationEmail>) => (email.content.template === 'account' ? email.content.paragraphs.join(' ') : '');
    expect(words(verificationEmail(user, 'L', 't'))).toContain('The link works for 48 hours.');
    expect(words(passwordResetEmail(user, 'L', 't'))).toContain('The link works for one hour.');
    expect(words(loginLinkEmail(user, 'L', 't'))).toContain('The link works once, for 15 minutes.');
  });
});
