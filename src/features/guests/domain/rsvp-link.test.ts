import { describe, expect, it } from 'vitest';
import { guestIdOfToken, rsvpToken, rsvpTokenMatches } from './rsvp-link';

const config = { SESSION_SECRET: 'test-secret-for-rsvp-links', dataDir: '/nonexistent' };
const guest = { id: 'abcdefghijklmnopqrstuvwx', weddingId: 'wedding-a', rsvpLinkVersion: 1 };

describe('personal RSVP tokens', () => {
  it('name the guest and verify only for that guest, wedding and version', () => {
    const token = rsvpToken(config, guest);
    expect(token).toMatch(/^abcdefghijklmnopqrstuvwx\.[0-9a-f]{32}$/);
    expect(guestIdOfToken(token)).toBe(guest.id);
    expect(rsvpTokenMatches(config, guest, token)).toBe(true);
    expect(rsvpTokenMatches(config, { ...guest, weddingId: 'wedding-b' }, token)).toBe(false);
    expect(rsvpTokenMatches(config, { ...guest, rsvpLinkVersion: 2 }, token)).toBe(false);
    expect(rsvpTokenMatches({ ...config, SESSION_SECRET: 'another-secret' }, guest, token)).toBe(false);
    expect(rsvpTokenMatches(config, guest, `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`)).toBe(false);
  });

  it('reject malformed tokens before any lookup', () => {
    for (const bad of ['', 'abc', 'abc.def', `${guest.id}.${'g'.repeat(32)}`, `${guest.id.toUpperCase()}.${'0'.repeat(32)}`]) {
      expect(guestIdOfToken(bad)).toBeNull();
    }
  });
});
