// The account e-mails' words and links; src/features/email/views renders them.
import type { EmailMessage } from '../../email';

function account(heading: string, paragraphs: string[], link: { href: string; label: string }) {
  return { content: { template: 'account' as const, heading, paragraphs, link } };
}

export function verificationEmail(user: { id: string; name: string; email: string }, link: string, tokenId: string): EmailMessage {
  const body = account(
    'Confirm your email',
    [`Hi ${user.name},`, 'Welcome to Vowly! Please confirm your email address to finish creating your account. The link works for 48 hours.'],
    { href: link, label: 'Confirm my email' },
  );
  return { kind: 'verify-email', idempotencyKey: `verify-email:${tokenId}`, to: user.email, subject: 'Confirm your Vowly account', userId: user.id, ...body };
}

export function passwordResetEmail(user: { id: string; name: string; email: string }, link: string, tokenId: string): EmailMessage {
  const body = account(
    'Reset your password',
    [
      `Hi ${user.name},`,
      'Someone (hopefully you) asked to reset the password of your Vowly account. The link works for one hour. If it was not you, ignore this email: your password stays the same.',
    ],
    { href: link, label: 'Choose a new password' },
  );
  return {
    kind: 'reset-password',
    idempotencyKey: `reset-password:${tokenId}`,
    to: user.email,
    subject: 'Reset your Vowly password',
    userId: user.id,
    ...body,
  };
}

export function emailChangeConfirmEmail(user: { id: string; name: string }, newEmail: string, link: string, tokenId: string): EmailMessage {
  const body = account(
    'Confirm your new email',
    [
      `Hi ${user.name},`,
      `Please confirm that ${newEmail} is your new email for Vowly. Until you do, you keep logging in with your current email. The link works for 48 hours.`,
    ],
    { href: link, label: 'Confirm my new email' },
  );
  return { kind: 'change-email', idempotencyKey: `change-email:${tokenId}`, to: newEmail, subject: 'Confirm your new Vowly email', userId: user.id, ...body };
}

/** To the old address: when the change is asked for (`done` false) and when it is confirmed. */
export function emailChangedNotice(
  user: { id: string; name: string },
  oldEmail: string,
  newEmail: string,
  resetLink: string,
  key: string,
  done: boolean,
): EmailMessage {
  const body = account(
    done ? 'Your email was changed' : 'Your email is being changed',
    done
      ? [
          `Hi ${user.name},`,
          `Your Vowly login is now ${newEmail}. This address (${oldEmail}) no longer logs in.`,
          'If you did not do this, reset your password and contact us.',
        ]
      : [
          `Hi ${user.name},`,
          `Someone signed in to your Vowly account asked to change its email to ${newEmail}. You keep logging in with ${oldEmail} until the new address is confirmed.`,
          'If this was not you, reset your password now: that also ends every other session.',
        ],
    { href: resetLink, label: 'Reset my password' },
  );
  return {
    kind: 'email-changed',
    idempotencyKey: `email-changed:${done ? 'done' : 'asked'}:${key}`,
    to: oldEmail,
    subject: done ? 'Your Vowly email was changed' : 'Your Vowly email is being changed',
    userId: user.id,
    ...body,
  };
}

export function loginLinkEmail(user: { id: string; name: string; email: string }, link: string, tokenId: string): EmailMessage {
  const body = account(
    'Your login link',
    [
      `Hi ${user.name},`,
      'Someone (hopefully you) asked for a link to log in to your Vowly account without its password. The link works once, for 15 minutes. If it was not you, ignore this email; you may want to change your password.',
    ],
    { href: link, label: 'Log me in' },
  );
  return { kind: 'login-link', idempotencyKey: `login-link:${tokenId}`, to: user.email, subject: 'Your Vowly login link', userId: user.id, ...body };
}
