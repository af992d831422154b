// E-mail through any SMTP server (issue 28 item 1): Postfix, a provider's relay, Mailpit. The SMTP
// dialogue and the MIME message are nodemailer's (its SMTPConnection and MailComposer modules);
// this file only decides when the message may be finished (see handOverStream) and which refusals
// are final.
import type tls from 'node:tls';
import { Readable } from 'node:stream';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { EmailRow } from '../../../core/db/schema';
import type { SmtpSettings } from '../../../core/config/smtp-url';
import { type MailTransport, PermanentEmailError, type SendHooks } from './mail-transport';

/** The bare address of EMAIL_FROM ("Vowly <hello@vowly.app>" → hello@vowly.app), for the envelope and the Message-ID. */
function fromAddress(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  if (!first?.address) throw new Error(`EMAIL_FROM has no address: ${from}`);
  return first.address;
}

/** Stable per e-mail row, so a retried send carries the same Message-ID (receivers can spot a repeat). */
export function messageIdFor(email: Pick<EmailRow, 'id'>, from: string): string {
  return `<${email.id}@${fromAddress(from).split('@')[1]}>`;
}

/**
 * The message as the DATA stream reads it. nodemailer writes the final "." only once this stream
 * ends, and pipes it only after the server's 354: so `beforeEnd` runs after the server has asked
 * for the message and before it can have the whole of it. The end waits for `beforeEnd` (a database
 * commit); if it throws or rejects, the stream fails without ending and the server never sees the
 * final dot (it discards an unfinished message).
 */
export function handOverStream(message: Buffer, beforeEnd: () => void | Promise<void>): Readable {
  let sent = false;
  let ending = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(message);
        return;
      }
      if (ending) return;
      ending = true;
      new Promise<void>((resolve) => resolve(beforeEnd())).then(
        () => this.push(null),
        (error: unknown) => this.destroy(error as Error),
      );
    },
  });
}

export type SmtpError = Error & { code?: string; responseCode?: number };

/** A 5xx answer to the sender, the recipient or the message is final; everything else (4xx, lost connection, a wrong password) is retried. */
export function classify(error: SmtpError): Error {
  const final =
    (error.code === 'EENVELOPE' || error.code === 'EMESSAGE') && error.responseCode !== undefined && error.responseCode >= 500 && error.responseCode !== 503;
  const reply = error.responseCode ? ` (${error.responseCode})` : '';
  const message = `The mail server refused ${error.code === 'EAUTH' ? 'the login (check SMTP_URL)' : 'the e-mail'}${reply}: ${error.message}`;
  if (final) return new PermanentEmailError(message);
  return new Error(error.responseCode ? message : `Could not reach the mail server: ${error.message}`);
}

/** Connects, logs in, sends one message and quits; every SMTP error comes back classified. */
async function sendOnce(settings: SmtpSettings, tlsOptions: tls.ConnectionOptions | undefined, envelope: { from: string; to: string[] }, message: Readable) {
  const connection = new SMTPConnection({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTLS,
    // The operator's own relay on this machine or its network is the usual case, not a risk.
    allowInternalNetworkInterfaces: true,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 120_000,
    ...(tlsOptions ? { tls: tlsOptions } : {}),
  });
  // A refused connection, a TLS failure or a drop is an 'error' (or 'end') event rather than a
  // callback: it fails whichever step is running.
  let fail: (error: SmtpError) => void = () => {};
  connection.on('error', (error: SmtpError) => fail(error));
  connection.on('end', () => fail(Object.assign(new Error('Connection closed unexpectedly'), { code: 'ECONNECTION' })));
  const step = <T>(run: (done: (error: SmtpError | null | undefined, value?: T) => void) => void) =>
    new Promise<T>((resolve, reject) => {
      fail = reject;
      run((error, value) => (error ? reject(error) : resolve(value as T)));
    });
  try {
    await step<void>((done) => connection.connect((error) => done(error)));
    if (settings.user) await step<boolean>((done) => connection.login({ user: settings.user, pass: settings.pass ?? '' }, done));
    const info = await step<{ response: string; serverMessageId?: string }>((done) => connection.send(envelope, message, done));
    connection.quit();
    return info;
  } catch (error) {
    connection.close();
    throw classify(error as SmtpError);
  }
}

export function smtpTransport(settings: SmtpSettings, from: string, options: { tls?: tls.ConnectionOptions } = {}): MailTransport {
  const envelopeFrom = fromAddress(from);
  return {
    name: 'smtp',
    async send(email: EmailRow, hooks: SendHooks = {}) {
      const messageId = messageIdFor(email, from);
      const message = await new MailComposer({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId,
        headers: email.headers ?? {},
      })
        .compile()
        .build();
      // The hand-over mark, once begun: a connection lost while it is being written fails the send at once, and the
      // caller's "not handed over" must not be committed before the mark (on PostgreSQL they are two connections).
      let marking: Promise<void> | undefined;
      const mark = () => {
        marking = Promise.resolve().then(() => hooks.beforeHandOver?.());
        return marking;
      };
      try {
        await sendOnce(settings, options.tls, { from: envelopeFrom, to: [email.to] }, handOverStream(message, mark));
      } catch (error) {
        await marking?.catch(() => {});
        throw error;
      }
      return { providerMessageId: messageId };
    },
  };
}
