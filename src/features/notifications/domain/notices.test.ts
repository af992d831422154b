// Each person's RSVP notice e-mails (issue 23 item 7) on the in-memory repository (issue 29 item 7): the
// roles' defaults and each person's own choice. The SQL runs on both engines in tests/contract/notifications.
import { describe, expect, it } from 'vitest';
import { chooseRsvpNotices, noticeRecipients, rsvpNoticesByDefault, rsvpNoticesOf } from './notices';
import { memoryNoticesRepository } from './notices-repository.memory';

const person = (id: string, memberRole: 'partner' | 'planner' | 'viewer' | 'caterer' | null) => ({ id, email: `${id}@example.com`, name: id, memberRole });
const wedding = () =>
  memoryNoticesRepository([
    person('owner', null),
    person('partner', 'partner'),
    person('planner', 'planner'),
    person('viewer', 'viewer'),
    person('caterer', 'caterer'),
  ]);

describe('RSVP notices', () => {
  it('go to the owner and the partner until anyone chooses', async () => {
    expect((['owner', 'partner', 'planner', 'viewer', 'caterer'] as const).map(rsvpNoticesByDefault)).toEqual([true, true, false, false, false]);
    expect((await noticeRecipients(wedding(), 'w1')).map((p) => p.id)).toEqual(['owner', 'partner']);
  });

  it('follow each person’s own choice, on or off, over their role’s default', async () => {
    const notices = wedding();
    expect(await chooseRsvpNotices(notices, 'w1', 'caterer', true)).toEqual({ rsvpNotices: true });
    await chooseRsvpNotices(notices, 'w1', 'owner', false);
    expect(await noticeRecipients(notices, 'w1')).toEqual([
      { id: 'partner', email: 'partner@example.com', name: 'partner' },
      { id: 'caterer', email: 'caterer@example.com', name: 'caterer' },
    ]);
    expect([await rsvpNoticesOf(notices, 'w1', 'owner', 'owner'), await rsvpNoticesOf(notices, 'w1', 'caterer', 'caterer')]).toEqual([false, true]);
  });

  it('are chosen per wedding', async () => {
    const notices = wedding();
    await chooseRsvpNotices(notices, 'w1', 'viewer', true);
    expect([await rsvpNoticesOf(notices, 'w1', 'viewer', 'viewer'), await rsvpNoticesOf(notices, 'w2', 'viewer', 'viewer')]).toEqual([true, false]);
  });
});
