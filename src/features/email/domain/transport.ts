import { Resend } from 'resend';
import type { EmailRow } from '../../../core/db/schema';
import type { Env } from '../../../core/config/env';
import type { MailTransport } from './mail-transport';
import { smtpTransport } from './smtp-transport';

/**
 * The link an e-mail is about (confirm, reset, the card or form to open): the first address in
 * its text that is not an unsubscribe link, else the first in its HTML; null when it has none.
 */
export function mainLink(email: Pick<EmailRow, 'text' | 'html'>): string | null {
  for (const body of [email.text ?? '', email.html ?? '']) {
    const links = [...body.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0].replace(/&amp;/g, '&').replace(/[.,;:]+$/, ''));
    const link = links.find((l) => !/\/unsubscribe\b/.test(l));
    if (link) return link;
  }
  return null;
}

/** The one console line per kept e-mail: recipient, subject and main link. */
export function outboxLine(email: Pick<EmailRow, 'to' | 'subject' | 'text' | 'html'>): string {
  const link = mainLink(email);
  return `[outbox] to ${email.to} · ${email.subject.replace(/\s+/g, ' ').trim()}${link ? ` · ${link}` : ''}`;
}

/**
 * Without an e-mail service the e-mail row itself is the local outbox (admin e-mail log), and the
 * console gets one line per e-mail, so a self-hoster can open a confirmation or reset link
 * without the admin log.
 */
export const outboxTransport: MailTransport = {
  name: 'outbox',
  actsOutDelivery: true,
  async send(email) {
    console.log(outboxLine(email));
    return {};
  },
};

/** Production's outbox (EMAIL_TRANSPORT=outbox): keeps e-mails and acts nothing out. */
const productionOutbox: MailTransport = { ...outboxTransport, actsOutDelivery: false };

export function resendTransport(apiKey: string, from: string): MailTransport {
  const resend = new Resend(apiKey);
  return {
    name: 'resend',
    async send(email) {
      // The idempotency key makes a retried job a no-op at Resend if the first attempt got through.
      const { data, error } = await resend.emails.send(
        { from, to: email.to, subject: email.subject, html: email.html, text: email.text, ...(email.headers ? { headers: email.headers } : {}) },
        { idempotencyKey: email.idempotencyKey },
      );
      if (error) throw new Error(`Resend refused the e-mail: ${error.message}`);
      return { providerMessageId: data?.id };
    },
  };
}

/** The transport start-up chose (src/core/config/env.ts: EMAIL_TRANSPORT, else RESEND_API_KEY or SMTP_URL, else the outbox). */
export function transportFor(config: Pick<Env, 'emailTransport' | 'RESEND_API_KEY' | 'smtp' | 'EMAIL_FROM' | 'isProduction'>): MailTransport {
  if (config.emailTransport === 'resend' && config.RESEND_API_KEY) return resendTransport(config.RESEND_API_KEY, config.EMAIL_FROM);
  if (config.emailTransport === 'smtp' && config.smtp) return smtpTransport(config.smtp, config.EMAIL_FROM);
  return config.isProduction ? productionOutbox : outboxTransport;
}
