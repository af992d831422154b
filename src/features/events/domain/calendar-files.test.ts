import { describe, expect, it } from 'vitest';
import { icsFor } from './calendar-files';
import type { WeddingEvent } from './events';

const wedding = { id: 'w1', timeZone: 'Europe/Paris', title: 'Ana & Luc' };
const event = {
  id: 'e1',
  title: 'Cérémonie à l’église Saint-Étienne — où nous nous dirons oui pour toujours ❤❤❤',
  startsAt: new Date('2027-06-01T14:00:00Z'),
  endsAt: new Date('2027-06-01T16:00:00Z'),
  venueName: 'Église',
  venueAddress: 'Rue très longue àààààààààààààààààààààààààààààààààààààààààà',
  notes: 'é'.repeat(200),
  dressCode: '',
  mapUrl: '',
} as unknown as WeddingEvent;

function unfold(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

describe('calendar files (RFC 5545)', () => {
  it('folds every line at 75 octets without splitting a character', () => {
    const text = icsFor(wedding, [event], 'https://example.test/ana-luc', { feed: true });
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
    const unfolded = unfold(text);
    expect(unfolded).toContain(`SUMMARY:${event.title} · Ana & Luc\r\n`);
    expect(unfolded).toContain(`DESCRIPTION:${'é'.repeat(200)}\r\n`);
  });

  it('a feed carries one X-PUBLISHED-TTL, equal to its refresh interval', () => {
    const feed = icsFor(wedding, [event], 'https://example.test/ana-luc', { feed: true });
    expect(feed.match(/^X-PUBLISHED-TTL:/gm)).toEqual(['X-PUBLISHED-TTL:']);
    expect(feed).toMatch(/\r\nX-PUBLISHED-TTL:PT6H\r\n/);
    expect(feed).toMatch(/\r\nREFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n/);
  });

  it('a one-off file is not a feed: no refresh hints', () => {
    const file = icsFor(wedding, [event], 'https://example.test/ana-luc');
    expect(file).not.toMatch(/X-PUBLISHED-TTL|REFRESH-INTERVAL/);
  });
});
