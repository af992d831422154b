import { describe, expect, it } from 'vitest';
import { limitNotice, sendErrorText, tryAgainText } from './send-form';

describe('send errors (product.md §8)', () => {
  it('shows msg, else the string, else Failed to send email', () => {
    expect(sendErrorText({ msg: 'Choose at least one guest' })).toBe('Choose at least one guest');
    expect(sendErrorText('Bad Gateway')).toBe('Bad Gateway');
    expect(sendErrorText({})).toBe('Failed to send email');
    expect(sendErrorText({ msg: '' })).toBe('Failed to send email');
    expect(sendErrorText(null)).toBe('Failed to send email');
  });
  it('BULK_LIMIT_EXCEEDED becomes the Daily limit reached notice; the time only when valid', () => {
    expect(limitNotice({ msg: 'x', code: 'OTHER' })).toBeNull();
    const notice = limitNotice({ msg: 'You can send one bulk email per day.', code: 'BULK_LIMIT_EXCEEDED', limitResetAt: '2027-05-02T10:00:00.000Z' })!;
    expect(notice.title).toBe('Daily limit reached');
    expect(notice.message).toBe('You can send one bulk email per day.');
    expect(notice.tryAgain).toMatch(/^You can try again after .+2027.+\.$/);
    expect(limitNotice({ msg: 'm', code: 'BULK_LIMIT_EXCEEDED', limitResetAt: 'soon' })!.tryAgain).toBeNull();
    expect(tryAgainText(undefined)).toBeNull();
  });
});
