// An e-mail as the domain writes it, rendered for the outbox (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { type EmailMessage, renderMessage } from './content';

describe('renderMessage', () => {
  it('keeps the envelope and replaces the content by the renderer’s HTML and text parts', () => {
    const message: EmailMessage = {
      kind: 'verify-email',
      to: 'ann@example.com',
      subject: 'Confirm your e-mail',
      idempotencyKey: 'verify:u1',
      content: { template: 'account', heading: 'Welcome', paragraphs: ['Hello'], link: { href: 'https://vowly.test/v', label: 'Confirm' } },
    };
    const seen: unknown[] = [];
    const out = renderMessage((content) => {
      seen.push(content);
      return { html: '<p>Welcome</p>', text: 'Welcome' };
    }, message);
    expect(seen).toEqual([message.content]);
    expect(out).toEqual({
      kind: 'verify-email',
      to: 'ann@example.com',
      subject: 'Confirm your e-mail',
      idempotencyKey: 'verify:u1',
      html: '<p>Welcome</p>',
      text: 'Welcome',
    });
    expect(out).not.toHaveProperty('content');
  });
});
