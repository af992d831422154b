// The couple's notifications on both engines (issue 29 item 4): the domain rules through the
// notifications repository, on a real SQLite file and a real PostgreSQL database.
import { expect, it } from 'vitest';
import { listNotifications, markSeen, notificationCount } from '../../src/features/notifications/domain/notifications';
import { notificationsRepository } from '../../src/features/notifications/domain/repository';
import { rsvpNoticeRecipients } from '../../src/features/notifications/domain/notice-recipients';
import { chooseRsvpNotices, rsvpNoticesOf } from '../../src/features/notifications/domain/notices';
import { noticesRepository } from '../../src/features/notifications/domain/notices-repository';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));

describeEachEngine('notifications', ({ store }) => {
  /** A couple whose wedding has two answers (12:01 accepted, 12:03 declined), one unanswered guest and a pending and a dismissed request (12:02). */
  async function couple() {
    const userId = newId();
    const weddingId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {} }]);
    await insertRows(store(), 'guests', [
      { weddingId, name: 'Bea', nameKey: 'bea', status: 'Accepted', respondedAt: at(1) },
      { weddingId, name: 'Cal', nameKey: 'cal', status: 'Declined', respondedAt: at(3) },
      { weddingId, name: 'Dot', nameKey: 'dot' },
    ]);
    await insertRows(store(), 'guestRequests', [
      { weddingId, name: 'Eve', createdAt: at(2) },
      { weddingId, name: 'Fay', status: 'dismissed', createdAt: at(2) },
    ]);
    return { userId, weddingId, repository: notificationsRepository(store()) };
  }

  it("lists the wedding's answers and pending requests, newest first, with the count", async () => {
    const { userId, weddingId, repository } = await couple();
    const list = await listNotifications(repository, userId, weddingId, at(10));
    expect(list.count).toBe(3);
    expect(list.asOf).toBe(at(10).toISOString());
    expect(list.notifications.map((n) => [n.kind, n.text, n.at])).toEqual([
      ['rsvp', "Cal can't make it", at(3).toISOString()],
      ['request', 'Eve asked to be added to your guest list', at(2).toISOString()],
      ['rsvp', 'Bea is coming', at(1).toISOString()],
    ]);
    expect(await notificationCount(notificationsRepository(store()), newId(), weddingId)).toBe(3);
  });

  it('marking seen up to a moment hides what came before it; the marker never moves back or past now', async () => {
    const { userId, weddingId, repository } = await couple();
    await markSeen(repository, userId, weddingId, at(2), at(10));
    expect((await listNotifications(repository, userId, weddingId)).notifications.map((n) => n.name)).toEqual(['Cal']);
    await markSeen(repository, userId, weddingId, at(0), at(10));
    expect(await repository.seenAt(userId, weddingId)).toEqual(at(2));
    await markSeen(repository, userId, weddingId, at(30), at(20));
    expect(await repository.seenAt(userId, weddingId)).toEqual(at(20));
    expect(await notificationCount(repository, userId, weddingId)).toBe(0);
  });

  it('concurrent marks keep the latest moment', async () => {
    const { userId, weddingId, repository } = await couple();
    await Promise.all([5, 9, 1, 7, 3].map((minute) => markSeen(repository, userId, weddingId, at(minute), at(10))));
    expect(await repository.seenAt(userId, weddingId)).toEqual(at(9));
  });

  it("sends each RSVP notice to whoever chose it, else by the role's default; a choice is changed in place", async () => {
    const { userId: ownerId, weddingId } = await couple();
    const ids = { partner: newId(), planner: newId(), viewer: newId() };
    await insertRows(
      store(),
      'users',
      Object.entries(ids).map(([role, id]) => ({ id, name: role, email: `${role}-${id}@example.com` })),
    );
    await insertRows(
      store(),
      'weddingMembers',
      Object.entries(ids).map(([role, userId]) => ({ weddingId, userId, role: role as 'partner' | 'planner' | 'viewer' })),
    );
    const names = async () => (await rsvpNoticeRecipients(store(), weddingId)).map((p) => p.name).sort();
    expect(await names()).toEqual(['Ana', 'partner']);
    await chooseRsvpNotices(noticesRepository(store()), weddingId, ids.viewer, true);
    await chooseRsvpNotices(noticesRepository(store()), weddingId, ownerId, false);
    expect(await names()).toEqual(['partner', 'viewer']);
    await Promise.all([true, true, true].map((on) => chooseRsvpNotices(noticesRepository(store()), weddingId, ids.planner, on)));
    expect(await rsvpNoticesOf(noticesRepository(store()), weddingId, ids.planner, 'planner')).toBe(true);
    expect(await rsvpNoticesOf(noticesRepository(store()), weddingId, ids.partner, 'partner')).toBe(true);
    expect(await rsvpNoticesOf(noticesRepository(store()), weddingId, ownerId, 'owner')).toBe(false);
    expect(await names()).toEqual(['partner', 'planner', 'viewer']);
  });
});
