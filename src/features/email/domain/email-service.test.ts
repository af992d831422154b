// Whether e-mail leaves this server, in words (issue 29 item 7): the start-up line per transport,
// and the announce pages' banner only in production keeping e-mails.
import { describe, expect, it } from 'vitest';
import { emailNotSentBanner, emailServiceLine } from './email-service';

describe('the e-mail service in words', () => {
  it('tells the transport at start-up, warning in production', () => {
    expect(emailServiceLine({ emailTransport: 'resend', emailNotSent: false, isProduction: true })).toBe(
      '[email] sending through Resend (RESEND_API_KEY is set)',
    );
    expect(emailServiceLine({ emailTransport: 'smtp', emailNotSent: false, isProduction: true })).toBe('[email] sending through the SMTP server in SMTP_URL');
    expect(emailServiceLine({ emailTransport: 'outbox', emailNotSent: false, isProduction: false })).toContain('kept in the local outbox');
    expect(emailServiceLine({ emailTransport: 'outbox', emailNotSent: false, isProduction: true })).toContain('WARNING: EMAIL_TRANSPORT=outbox');
    expect(emailServiceLine({ emailTransport: 'outbox', emailNotSent: true, isProduction: true })).toContain('sends are refused');
  });

  it('shows a banner only in production with the outbox, saying whether sending is off', () => {
    expect(emailNotSentBanner({ emailTransport: 'outbox', emailNotSent: false, isProduction: false })).toBeNull();
    expect(emailNotSentBanner({ emailTransport: 'resend', emailNotSent: false, isProduction: true })).toBeNull();
    expect(emailNotSentBanner({ emailTransport: 'outbox', emailNotSent: true, isProduction: true })).toContain('sending is turned off');
    expect(emailNotSentBanner({ emailTransport: 'outbox', emailNotSent: false, isProduction: true })).toContain('keeps e-mails on the server');
  });
});
