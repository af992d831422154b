import { Resend } from 'resend';
import type { EmailRow } from '../../db/schema';

export interface MailTransport {
  name: 'outbox' | 'resend';
  send(email: EmailRow): Promise<{ providerMessageId?: string }>;
}

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
 * Without RESEND_API_KEY the e-mail row itself is the local outbox (admin e-mail log), and the
 * console gets one line per e-mail, so a self-hoster can open a confirmation or reset link
 * without the admin log.
 */
export const outboxTransport: MailTransport = {
  name: 'outbox',
  async send(email) {
    console.log(outboxLine(email));
    return {};
  },
};

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

export function transportFor(config: { RESEND_API_KEY?: string; EMAIL_FROM: string }): MailTransport {
  return config.RESEND_API_KEY ? resendTransport(config.RESEND_API_KEY, config.EMAIL_FROM) : outboxTransport;
}
