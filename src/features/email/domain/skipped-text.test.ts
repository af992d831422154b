// The send result's "N skipped (why)." (issue 29 item 7): one reason named once, several counted.
import { describe, expect, it } from 'vitest';
import { skippedText } from './skipped-text';

describe('skippedText', () => {
  it('says nothing when nobody was skipped', () => {
    expect(skippedText([])).toBe('');
  });

  it('names one reason, counting no e-mail and unsubscribed as one', () => {
    expect(skippedText([{ reason: 'no-email' }, { reason: 'unsubscribed' }])).toBe(' 2 skipped (no email or unsubscribed).');
    expect(skippedText([{ reason: 'daily-limit' }])).toBe(' 1 skipped (already had 3 emails today).');
  });

  it('counts each reason when there are several, in the order met', () => {
    expect(skippedText([{ reason: 'answered' }, { reason: 'bounced' }, { reason: 'answered' }, { reason: 'complained' }, { reason: 'not-found' }])).toBe(
      ' 5 skipped (2 already answered; 1 email address bounced; 1 marked an email as spam; 1 not on your guest list).',
    );
  });
});
