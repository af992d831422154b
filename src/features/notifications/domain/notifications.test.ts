// The notification rules on an in-memory repository (milliseconds, no database); the same rules
// run on SQLite and PostgreSQL in tests/contract/notifications.test.ts.
import { describe, expect, it } from 'vitest';
import { listNotifications, markSeen, NOTIFICATIONS_LIMIT } from './notifications';
import type { AnswerSince, NotificationsRepository, RequestSince } from './repository';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));

function memoryRepository(answers: AnswerSince[], requests: RequestSince[]): NotificationsRepository & { markers: Map<string, Date> } {
  const markers = new Map<string, Date>();
  const newestFirst = <T extends { at: Date }>(rows: T[], since: Date) => rows.filter((r) => r.at > since).sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    markers,
    transaction: (fn) => fn(),
    seenAt: async (userId, weddingId) => markers.get(`${userId}/${weddingId}`) ?? null,
    setSeenAt: async (userId, weddingId, seenAt) => {
      markers.set(`${userId}/${weddingId}`, seenAt);
    },
    answersSince: async (_weddingId, since) => newestFirst(answers, since),
    requestsSince: async (_weddingId, since) => newestFirst(requests, since),
  };
}

describe('notifications', () => {
  it('words each answer by its status and mixes answers and requests newest first', async () => {
    const repository = memoryRepository(
      [
        { id: 'g1', name: 'Bea', status: 'Accepted', at: at(1) },
        { id: 'g2', name: 'Cal', status: 'Declined', at: at(3) },
        { id: 'g3', name: 'Dot', status: 'Awaiting', at: at(4) },
      ],
      [{ id: 'r1', name: 'Eve', at: at(2) }],
    );
    const list = await listNotifications(repository, 'u', 'w', at(10));
    expect(list.notifications.map((n) => n.text)).toEqual([
      'Dot answered the RSVP',
      "Cal can't make it",
      'Eve asked to be added to your guest list',
      'Bea is coming',
    ]);
    expect(list).toMatchObject({ count: 4, asOf: at(10).toISOString() });
  });

  it(`counts everything but lists at most ${NOTIFICATIONS_LIMIT}`, async () => {
    const answers = Array.from({ length: NOTIFICATIONS_LIMIT + 5 }, (_, i) => ({ id: `g${i}`, name: `G${i}`, status: 'Accepted', at: at(i) }));
    const list = await listNotifications(memoryRepository(answers, []), 'u', 'w');
    expect(list.count).toBe(NOTIFICATIONS_LIMIT + 5);
    expect(list.notifications).toHaveLength(NOTIFICATIONS_LIMIT);
  });

  it('moves the marker forward only, and never past now', async () => {
    const repository = memoryRepository([], []);
    await markSeen(repository, 'u', 'w', at(5), at(10));
    await markSeen(repository, 'u', 'w', at(2), at(10));
    expect(repository.markers.get('u/w')).toEqual(at(5));
    await markSeen(repository, 'u', 'w', undefined, at(20));
    expect(repository.markers.get('u/w')).toEqual(at(20));
    await markSeen(repository, 'u', 'w', at(40), at(30));
    expect(repository.markers.get('u/w')).toEqual(at(30));
  });
});
