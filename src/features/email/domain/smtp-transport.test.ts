// SMTP's own rules (issue 29 item 7), without a server: the Message-ID stable per row under the sender's
// domain, which refusals are final (a 5xx to the envelope or the message) and which are retried, and the
// message stream that ends (the final dot) only once the hand-over hook has finished, never when it fails.
import { describe, expect, it } from 'vitest';
import { classify, handOverStream, messageIdFor, smtpTransport, type SmtpError } from './smtp-transport';
import { PermanentEmailError } from './mail-transport';

const settings = { host: 'localhost', port: 25, secure: false, requireTLS: false } as Parameters<typeof smtpTransport>[0];
const smtpError = (code: string, responseCode?: number): SmtpError => Object.assign(new Error('Nope'), { code, responseCode });

async function read(stream: NodeJS.ReadableStream): Promise<{ data: string; ended: boolean; error?: string }> {
  let data = '';
  return new Promise((resolve) => {
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString();
    });
    stream.on('end', () => resolve({ data, ended: true }));
    stream.on('error', (error: Error) => resolve({ data, ended: false, error: error.message }));
  });
}

describe('the SMTP transport', () => {
  it('gives each row one Message-ID at the domain of EMAIL_FROM, and refuses an EMAIL_FROM without an address', () => {
    expect(messageIdFor({ id: 'e1' }, 'Vowly <hello@vowly.app>')).toBe('<e1@vowly.app>');
    expect(messageIdFor({ id: 'e1' }, 'hello@mail.example.com')).toBe('<e1@mail.example.com>');
    expect(() => smtpTransport(settings, 'Vowly')).toThrow('EMAIL_FROM has no address: Vowly');
    expect(smtpTransport(settings, 'hello@vowly.app').name).toBe('smtp');
  });

  it('fails the e-mail for good on a 5xx to the envelope or the message (not 503); retries the rest', () => {
    for (const error of [smtpError('EENVELOPE', 550), smtpError('EMESSAGE', 552)]) expect(classify(error)).toBeInstanceOf(PermanentEmailError);
    const refused = classify(smtpError('EENVELOPE', 550));
    expect(refused.message).toBe('The mail server refused the e-mail (550): Nope');
    for (const error of [smtpError('EENVELOPE', 451), smtpError('EMESSAGE', 503), smtpError('EAUTH', 535), smtpError('ECONNECTION')]) {
      expect(classify(error)).not.toBeInstanceOf(PermanentEmailError);
    }
    expect(classify(smtpError('EAUTH', 535)).message).toBe('The mail server refused the login (check SMTP_URL) (535): Nope');
    expect(classify(smtpError('ECONNECTION')).message).toBe('Could not reach the mail server: Nope');
  });

  it('ends the message only after the hand-over hook has finished', async () => {
    const steps: string[] = [];
    const stream = handOverStream(Buffer.from('MESSAGE'), async () => {
      steps.push('hook started');
      await new Promise((resolve) => setTimeout(resolve, 5));
      steps.push('hook done');
    });
    stream.on('end', () => steps.push('ended'));
    expect(await read(stream)).toEqual({ data: 'MESSAGE', ended: true });
    expect(steps).toEqual(['hook started', 'hook done', 'ended']);
  });

  it('never ends the message when the hook fails (the server discards an unfinished message)', async () => {
    const stream = handOverStream(Buffer.from('MESSAGE'), () => {
      throw new Error('commit failed');
    });
    expect(await read(stream)).toEqual({ data: 'MESSAGE', ended: false, error: 'commit failed' });
  });
});
