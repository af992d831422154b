// What one guest can receive (issue 29 item 7): three guest e-mails in any 24 hours (when the next
// one frees), the kinds counted, who on the list can receive e-mail, and what makes a send bulk.
// The two reads are given as the campaigns repository's methods over plain rows.
import { describe, expect, it } from 'vitest';
import { capFreesAt, GUEST_DAY_MS, GUEST_LIMIT_MSG, GUEST_SEND_KINDS, reachableGuestCount, reachesMostOfTheList, recentGuestEmails } from './guest-limits';
import type { CampaignsRepository } from './repository/campaigns';

const now = new Date('2027-06-01T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

describe('the daily cap', () => {
  it('frees a place 24 hours after the third-newest e-mail; fewer than three leave it open', () => {
    expect(capFreesAt(undefined)).toBeNull();
    expect(capFreesAt([ago(3), ago(2)])).toBeNull();
    expect(capFreesAt([ago(20), ago(3), ago(2)])).toEqual(new Date(ago(20).getTime() + GUEST_DAY_MS));
    expect(capFreesAt([ago(23), ago(20), ago(3), ago(2)])).toEqual(new Date(ago(20).getTime() + GUEST_DAY_MS));
    expect(GUEST_LIMIT_MSG).toBe('Each guest can receive at most 3 emails a day; the chosen guests have had theirs today.');
  });

  it('reads the last 24 hours of guest e-mails per guest, oldest first', async () => {
    let asked: { kinds: readonly string[]; since: Date } | undefined;
    const campaigns = {
      guestEmailsAfter: async (_weddingId: string, _ids: string[], kinds: readonly string[], since: Date) => {
        asked = { kinds, since };
        return [
          { guestId: 'g1', createdAt: ago(2) },
          { guestId: 'g2', createdAt: ago(5) },
          { guestId: 'g1', createdAt: ago(10) },
        ];
      },
    } as unknown as CampaignsRepository;
    const recent = await recentGuestEmails(campaigns, 'w1', ['g1', 'g2'], now);
    expect([...recent]).toEqual([
      ['g1', [ago(10), ago(2)]],
      ['g2', [ago(5)]],
    ]);
    expect(asked).toEqual({ kinds: ['invite', 'savethedate', 'reminder', 'special-request', 'event-change'], since: ago(24) });
    expect(GUEST_SEND_KINDS).not.toContain('test');
  });
});

describe('bulk sends', () => {
  it('counts guests with an address, subscribed, whose current address has no bounce or complaint', async () => {
    const guest = (email: string | null, values: { unsubscribed?: boolean; emailProblem?: 'bounced' | 'complained'; emailProblemAddress?: string } = {}) => ({
      email,
      unsubscribed: values.unsubscribed ?? false,
      emailProblem: values.emailProblem ?? null,
      emailProblemAddress: values.emailProblemAddress ?? null,
    });
    const campaigns = {
      guestsWithAddress: async () => [
        guest('a@example.com'),
        guest(null),
        guest('b@example.com', { unsubscribed: true }),
        guest('c@example.com', { emailProblem: 'bounced', emailProblemAddress: 'c@example.com' }),
        guest('d@example.com', { emailProblem: 'bounced', emailProblemAddress: 'old-d@example.com' }),
      ],
    } as unknown as CampaignsRepository;
    expect(await reachableGuestCount(campaigns, 'w1')).toBe(2);
  });

  it('is a send to more than half of those reachable, and at least two', () => {
    expect(reachesMostOfTheList(2, 3)).toBe(true);
    expect(reachesMostOfTheList(2, 4)).toBe(false);
    expect(reachesMostOfTheList(3, 4)).toBe(true);
    expect(reachesMostOfTheList(1, 1)).toBe(false);
    expect(reachesMostOfTheList(51, 100)).toBe(true);
    expect(reachesMostOfTheList(50, 100)).toBe(false);
  });
});
