// Unsubscribe links (issue 29 item 7): the guest id and an HMAC of wedding and guest, never valid
// for another guest, wedding or secret; the id a token claims; spaces around a pasted token ignored.
import { describe, expect, it } from 'vitest';
import { guestIdOfUnsubscribeToken, unsubscribeToken, unsubscribeTokenMatches } from './unsubscribe-token';

const config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent' };
const guest = { id: 'abc234', weddingId: 'w1' };

describe('unsubscribe tokens', () => {
  it('is the guest id, a dot and 32 hex characters, and names its guest', () => {
    const token = unsubscribeToken(config, guest);
    expect(token).toMatch(/^abc234\.[0-9a-f]{32}$/);
    expect(guestIdOfUnsubscribeToken(` ${token} `)).toBe('abc234');
    expect(guestIdOfUnsubscribeToken('abc234')).toBeNull();
    expect(guestIdOfUnsubscribeToken('ABC.0123456789abcdef0123456789abcdef')).toBeNull();
    expect(guestIdOfUnsubscribeToken('preview')).toBeNull();
  });

  it('matches only its guest, wedding and secret', () => {
    const token = unsubscribeToken(config, guest);
    expect(unsubscribeTokenMatches(config, guest, `${token}\n`)).toBe(true);
    expect(unsubscribeTokenMatches(config, { ...guest, id: 'abc235' }, token)).toBe(false);
    expect(unsubscribeTokenMatches(config, { ...guest, weddingId: 'w2' }, token)).toBe(false);
    expect(unsubscribeTokenMatches({ ...config, SESSION_SECRET: `${config.SESSION_SECRET}!` }, guest, token)).toBe(false);
    const forged = token.replace(/\.[0-9a-f]{32}$/, `.${'0'.repeat(32)}`);
    expect(unsubscribeTokenMatches(config, guest, forged)).toBe(false);
  });
});
