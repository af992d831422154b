// The e-mail transports' choices (issue 29 item 7): which transport start-up's settings give, the
// outbox acting out reserved addresses only outside production, and the outbox's console line with
// the link the e-mail is about (never the unsubscribe link).
import { describe, expect, it, vi } from 'vitest';
import type { EmailRow } from '../../../core/db/schema';
import { mainLink, outboxLine, outboxTransport, transportFor } from './transport';

const base = { RESEND_API_KEY: undefined, smtp: undefined, EMAIL_FROM: 'Vowly <hello@vowly.example>', isProduction: false };

describe('transportFor', () => {
  it('uses Resend or SMTP when chosen and configured, else the outbox', () => {
    expect(transportFor({ ...base, emailTransport: 'resend', RESEND_API_KEY: 're_test' }).name).toBe('resend');
    expect(transportFor({ ...base, emailTransport: 'resend' }).name).toBe('outbox');
    expect(transportFor({ ...base, emailTransport: 'outbox', RESEND_API_KEY: 're_test' }).name).toBe('outbox');
  });

  it('acts out reserved addresses in development only', () => {
    expect(transportFor({ ...base, emailTransport: 'outbox' }).actsOutDelivery).toBe(true);
    expect(transportFor({ ...base, emailTransport: 'outbox', isProduction: true }).actsOutDelivery).toBe(false);
  });
});

describe('the outbox’s line', () => {
  it('picks the first link of the text that is not an unsubscribe link, else the HTML’s, tidied', () => {
    expect(mainLink({ text: 'Unsubscribe: https://v.example/unsubscribe/x\nOpen https://v.example/card/1?a=1.', html: '' })).toBe(
      'https://v.example/card/1?a=1',
    );
    expect(mainLink({ text: 'No link here', html: '<a href="https://v.example/r?x=1&amp;y=2">Go</a>' })).toBe('https://v.example/r?x=1&y=2');
    expect(mainLink({ text: 'https://v.example/unsubscribe/x', html: '' })).toBeNull();
  });

  it('prints the recipient, the subject on one line and the link', () => {
    const email = { to: 'ann@example.com', subject: 'Confirm\n  your  account', text: 'Go to https://v.example/verify?t=1', html: '' };
    expect(outboxLine(email)).toBe('[outbox] to ann@example.com · Confirm your account · https://v.example/verify?t=1');
    expect(outboxLine({ ...email, text: '' })).toBe('[outbox] to ann@example.com · Confirm your account');
  });

  it('keeps the e-mail (no provider id) and prints its line', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const email = { to: 'ann@example.com', subject: 'Hi', text: 'https://v.example/a', html: '' } as EmailRow;
    expect(await outboxTransport.send(email)).toEqual({});
    expect(log).toHaveBeenCalledWith('[outbox] to ann@example.com · Hi · https://v.example/a');
  });
});
