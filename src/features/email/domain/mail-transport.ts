// What a mail transport is (transport.ts picks one), apart from the providers' SDKs: delivery (deliver.ts) needs only this.
import type { EmailRow } from '../../../core/db/schema';

export interface SendHooks {
  /**
   * Runs at the last moment before the provider can have accepted the e-mail: for SMTP, before the
   * end of the message goes to the server, which gets it only once the returned promise resolves
   * (deliver.ts commits the hand-over mark there); a rejection abandons the message unfinished.
   */
  beforeHandOver?: () => void | Promise<void>;
}

export interface MailTransport {
  name: 'outbox' | 'resend' | 'smtp';
  /** The development outbox: reserved addresses (bounce@…, complaint@…) act out a problem (delivery-status.ts). */
  actsOutDelivery?: boolean;
  send(email: EmailRow, hooks?: SendHooks): Promise<{ providerMessageId?: string }>;
}

/** A refusal that retrying cannot change (an SMTP 5xx to the recipient or the message): the e-mail is marked failed at once. */
export class PermanentEmailError extends Error {}
