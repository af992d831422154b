import { Resend } from 'resend';
import type { EmailRow } from '../../db/schema';

export interface MailTransport {
  name: 'outbox' | 'resend';
  send(email: EmailRow): Promise<{ providerMessageId?: string }>;
}

/** Without RESEND_API_KEY the e-mail row itself is the local outbox (admin e-mail log). */
export const outboxTransport: MailTransport = {
  name: 'outbox',
  async send() {
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
