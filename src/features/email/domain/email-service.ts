// Whether e-mail leaves this server, in words (issue 28 item 2): the start-up line, the announce
// pages' banner and the refusal of a send, from the transport start-up chose (src/core/config/env.ts).
import type { Env } from '../../../core/config/env';

type ServiceConfig = Pick<Env, 'emailTransport' | 'emailNotSent' | 'isProduction'>;

/** A send refused in production without an e-mail service (and without EMAIL_TRANSPORT=outbox). */
export const EMAIL_NOT_SENT_MSG =
  'E-mail is not being sent: this site has no e-mail service set up yet. Nothing was sent; ask the site operator to set one up.';

export function emailServiceLine(config: ServiceConfig): string {
  switch (config.emailTransport) {
    case 'resend':
      return '[email] sending through Resend (RESEND_API_KEY is set)';
    case 'smtp':
      return '[email] sending through the SMTP server in SMTP_URL';
    case 'outbox':
      if (config.emailNotSent)
        return '[email] WARNING: production without RESEND_API_KEY or SMTP_URL: e-mail is not sent and the couples’ sends are refused. Set one, or EMAIL_TRANSPORT=outbox to keep e-mails on this server on purpose.';
      return config.isProduction
        ? '[email] WARNING: EMAIL_TRANSPORT=outbox: e-mails are kept on this server (admin → Email Logs), not sent'
        : '[email] no RESEND_API_KEY or SMTP_URL: e-mails are kept in the local outbox (admin → Email Logs), not sent';
  }
}

/** The announce pages' banner: production keeping e-mails instead of sending them; null when e-mail goes out (or in development). */
export function emailNotSentBanner(config: ServiceConfig): string | null {
  if (!config.isProduction || config.emailTransport !== 'outbox') return null;
  return config.emailNotSent
    ? 'E-mail is not being sent: this site has no e-mail service set up yet, so sending is turned off. Your guests receive nothing until the site operator sets one up.'
    : 'E-mail is not being sent: this site keeps e-mails on the server instead of sending them (no e-mail service set up). Your guests receive nothing by e-mail.';
}
