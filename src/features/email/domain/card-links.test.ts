// Every address a card e-mail or card page links to (issue 29 item 7): absolute, the guest's token
// escaped, nothing for an unpublished site or a wedding without an address, and the image as mail
// clients can show it.
import { describe, expect, it } from 'vitest';
import { cardPagePath, cardPageUrl, emailImageUrl, guestCalendarUrl, siteUrl, unsubscribeUrl } from './card-links';

const origin = 'https://vowly.test';

describe('card links', () => {
  it('puts a save-the-date under /savethedate and the invitation and reminder under /invite, personal with the guest token', () => {
    expect(cardPagePath('savethedate', 'i1')).toBe('/savethedate/i1');
    expect(cardPagePath('reminder', 'i1')).toBe('/invite/i1');
    expect(cardPageUrl(origin, 'invite', 'i1')).toBe('https://vowly.test/invite/i1');
    expect(cardPageUrl(origin, 'invite', 'i1', 'a b&c')).toBe('https://vowly.test/invite/i1?guest=a%20b%26c');
    expect(cardPageUrl(origin, 'invite', 'i1', null)).toBe('https://vowly.test/invite/i1');
  });

  it('links the site and the guest calendar only when the site has an address and is online (the calendar with a token)', () => {
    expect(siteUrl(origin, 'ann-and-bob', true)).toBe('https://vowly.test/ann-and-bob');
    expect(siteUrl(origin, 'ann-and-bob', false)).toBeNull();
    expect(siteUrl(origin, null, true)).toBeNull();
    expect(guestCalendarUrl(origin, 'ann-and-bob', true, 't/1')).toBe('https://vowly.test/ann-and-bob/events.ics?guest=t%2F1');
    expect(guestCalendarUrl(origin, 'ann-and-bob', true, null)).toBeNull();
    expect(guestCalendarUrl(origin, 'ann-and-bob', false, 't1')).toBeNull();
    expect(guestCalendarUrl(origin, null, true, 't1')).toBeNull();
    expect(unsubscribeUrl(origin, 'g1.ab+c')).toBe('https://vowly.test/unsubscribe?token=g1.ab%2Bc');
  });

  it('shows the invite image as a 1200 px JPEG from Cloudinary, the local 1600 px variant, or an absolute https address', () => {
    expect(emailImageUrl(origin, null)).toBeNull();
    expect(emailImageUrl(origin, 'https://res.cloudinary.com/demo/image/upload/v1/vowly/invites/a.png')).toBe(
      'https://res.cloudinary.com/demo/image/upload/f_jpg,q_auto,c_limit,w_1200/v1/vowly/invites/a.png',
    );
    expect(emailImageUrl(origin, '/uploads/vowly/invites/w1/abc123/w800.webp')).toBe('https://vowly.test/uploads/vowly/invites/w1/abc123/w1600.webp');
    expect(emailImageUrl(origin, '/uploads/vowly/invites/w1/abc123/full.webp')).toBe('https://vowly.test/uploads/vowly/invites/w1/abc123/w1600.webp');
    expect(emailImageUrl(origin, '/images/hero.jpg')).toBe('https://vowly.test/images/hero.jpg');
    expect(emailImageUrl(origin, 'https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(emailImageUrl(origin, 'http://example.com/a.jpg')).toBeNull();
    expect(emailImageUrl(origin, 'javascript:alert(1)')).toBeNull();
  });
});
