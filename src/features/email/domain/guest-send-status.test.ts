// What each guest has been sent of one kind (the announce pages' list), on plain data (issue 29 item 7).
import { emailGuest as guest } from '../../../../tests/helpers/email-fixtures';
import { describe, expect, it } from 'vitest';
import { statusesOf } from './guest-send-status';
import type { GuestEmailRow } from './repository/campaigns';

const mail = (guestId: string, key: string, extra: Partial<GuestEmailRow> = {}): GuestEmailRow => ({
  guestId,
  status: 'sent',
  createdAt: new Date('2027-03-01T10:00:00Z'),
  sentAt: new Date('2027-03-01T10:01:00Z'),
  key,
  provider: 'resend',
  deliveredAt: null,
  delayedAt: null,
  bouncedAt: null,
  complainedAt: null,
  openedAt: null,
  ...extra,
});
const current = 'announce:w1:invite:c2:';

describe('statusesOf', () => {
  it('gives every guest their latest e-mail’s state and time, how many they got and whether this campaign reached them', () => {
    const rows = [
      mail('ann', 'announce:w1:invite:c1:ann', { deliveredAt: new Date('2027-03-01T10:02:00Z') }),
      mail('ann', `${current}ann`, { status: 'queued', sentAt: null, createdAt: new Date('2027-03-05T09:00:00Z') }),
      mail('bob', 'announce:w1:invite:c1:bob', { openedAt: new Date('2027-03-02T08:00:00Z') }),
    ];
    const statuses = statusesOf(rows, [guest('ann'), guest('bob'), guest('cat')], current);
    expect(statuses.map((s) => [s.guestId, s.state, s.lastAt, s.count, s.inCurrentCampaign, s.delivery])).toEqual([
      ['ann', 'queued', '2027-03-05T09:00:00.000Z', 2, true, 'queued'],
      ['bob', 'sent', '2027-03-01T10:01:00.000Z', 1, false, 'opened'],
      ['cat', 'not-sent', null, 0, false, undefined],
    ]);
    expect(statuses[2]).not.toHaveProperty('delivery');
    // Reached by this campaign stays true whatever row of theirs comes after.
    const [dan] = statusesOf([mail('dan', `${current}dan`), mail('dan', 'announce:w1:invite:c1:dan')], [guest('dan')], current);
    expect([dan?.inCurrentCampaign, dan?.count]).toEqual([true, 2]);
  });

  it('can reach a guest with an address, subscribed, whose current address has no reported problem', () => {
    const guests = [
      guest('ann'),
      guest('bob', { email: null }),
      guest('cat', { unsubscribed: true }),
      guest('dan', { emailProblem: 'complained', emailProblemAddress: 'DAN@example.com' }),
      guest('eve', { emailProblem: 'bounced', emailProblemAddress: 'old@example.com' }),
    ];
    expect(statusesOf([], guests, current).map((s) => [s.guestId, s.canReceive, s.emailProblem])).toEqual([
      ['ann', true, null],
      ['bob', false, null],
      ['cat', false, null],
      ['dan', false, 'complained'],
      ['eve', true, null],
    ]);
  });

  it('marks who answered, by a status or a recorded answer (what a reminder skips)', () => {
    const guests = [guest('ann'), guest('bob', { status: 'Declined' }), guest('cat', { respondedAt: new Date('2027-03-03T00:00:00Z') })];
    expect(statusesOf([], guests, current).map((s) => s.answered)).toEqual([false, true, true]);
  });
});
