// The account e-mails' words and links; src/features/email/views renders them.
import type { EmailMessage } from '../../email';
import { appText } from '../../../shared/i18n/app';

function account(heading: string, paragraphs: string[], link: { href: string; label: string }) {
  return { content: { template: 'account' as const, heading, paragraphs, link } };
}

export function verificationEmail(user: { id: string; name: string; email: string }, link: string, tokenId: string): EmailMessage {
  const body = account(
    appText('accounts.mail.verify.heading'),
    [appText('accounts.mail.greeting', { name: user.name }), appText('accounts.mail.verify.body')],
    { href: link, label: appText('accounts.mail.verify.link') },
  );
  return {
    kind: 'verify-email',
    idempotencyKey: `verify-email:${tokenId}`,
    to: user.email,
    subject: appText('accounts.mail.verify.subject'),
    userId: user.id,
    ...body,
  };
}

export function passwordResetEmail(user: { id: string; name: string; email: string }, link: string, tokenId: string): EmailMessage {
  const body = account(appText('accounts.mail.reset.heading'), [appText('accounts.mail.greeting', { name: user.name }), appText('accounts.mail.reset.body')], {
    href: link,
    label: appText('accounts.mail.reset.link'),
  });
  return {
    kind: 'reset-password',
    idempotencyKey: `reset-password:${tokenId}`,
    to: user.email,
    subject: appText('accounts.mail.reset.subject'),
    userId: user.id,
    ...body,
  };
}

export function emailChangeConfirmEmail(user: { id: string; name: string }, newEmail: string, link: string, tokenId: string): EmailMessage {
  const body = account(
    appText('accounts.mail.changeConfirm.heading'),
    [appText('accounts.mail.greeting', { name: user.name }), appText('accounts.mail.changeConfirm.body', { email: newEmail })],
    { href: link, label: appText('accounts.mail.changeConfirm.link') },
  );
  return {
    kind: 'change-email',
    idempotencyKey: `change-email:${tokenId}`,
    to: newEmail,
    subject: appText('accounts.mail.changeConfirm.subject'),
    userId: user.id,
    ...body,
  };
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
    appText(done ? 'accounts.mail.changed.heading' : 'accounts.mail.changing.heading'),
    done
      ? [
          appText('accounts.mail.greeting', { name: user.name }),
          appText('accounts.mail.changed.body', { newEmail, oldEmail }),
          appText('accounts.mail.changed.notYou'),
        ]
      : [
          appText('accounts.mail.greeting', { name: user.name }),
          appText('accounts.mail.changing.body', { newEmail, oldEmail }),
          appText('accounts.mail.changing.notYou'),
        ],
    { href: resetLink, label: appText('accounts.mail.changed.link') },
  );
  return {
    kind: 'email-changed',
    idempotencyKey: `email-changed:${done ? 'done' : 'asked'}:${key}`,
    to: oldEmail,
    subject: appText(done ? 'accounts.mail.changed.subject' : 'accounts.mail.changing.subject'),
    userId: user.id,
    ...body,
  };
}

export function loginLinkEmail(user: { id: string; name: string; email: string }, link: string, tokenId: string): EmailMessage {
  const body = account(
    appText('accounts.mail.loginLink.heading'),
    [appText('accounts.mail.greeting', { name: user.name }), appText('accounts.mail.loginLink.body')],
    { href: link, label: appText('accounts.mail.loginLink.link') },
  );
  return {
    kind: 'login-link',
    idempotencyKey: `login-link:${tokenId}`,
    to: user.email,
    subject: appText('accounts.mail.loginLink.subject'),
    userId: user.id,
    ...body,
  };
}
