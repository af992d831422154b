// The notifications' SQL (issue 29 item 4): the couple's "last looked" marker, the RSVP answers and
// the guests' requests since then. One implementation per engine (the same queries on each dialect's tables).
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import * as pg from '../../../core/db/postgres/schema';
import type { DataStore, PostgresStore, SqliteStore } from '../../../core/db/store/store';
import * as sqlite from '../../../core/db/schema';

export interface AnswerSince {
  id: string;
  name: string;
  status: string;
  at: Date;
}
export interface RequestSince {
  id: string;
  name: string;
  at: Date;
}

export interface NotificationsRepository {
  /** Runs `fn` as one transaction (the calls it makes join it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** When the user last looked at this wedding's notifications; null when never. */
  seenAt(userId: string, weddingId: string): Promise<Date | null>;
  setSeenAt(userId: string, weddingId: string, seenAt: Date): Promise<void>;
  /** Guests who answered after `since`, newest first. */
  answersSince(weddingId: string, since: Date): Promise<AnswerSince[]>;
  /** Pending requests to be added made after `since`, newest first. */
  requestsSince(weddingId: string, since: Date): Promise<RequestSince[]>;
}

export function notificationsRepository(store: DataStore): NotificationsRepository {
  return store.engine === 'sqlite' ? sqliteNotifications(store) : postgresNotifications(store);
}

function sqliteNotifications(store: SqliteStore): NotificationsRepository {
  const { notificationMarkers: markers, guests, guestRequests: requests } = sqlite;
  return {
    transaction: (fn) => store.transaction(fn),
    seenAt: async (userId, weddingId) =>
      store
        .executor()
        .select({ seenAt: markers.seenAt })
        .from(markers)
        .where(and(eq(markers.userId, userId), eq(markers.weddingId, weddingId)))
        .get()?.seenAt ?? null,
    setSeenAt: (userId, weddingId, seenAt) =>
      store.transaction(async (tx) => {
        tx.insert(markers)
          .values({ userId, weddingId, seenAt })
          .onConflictDoUpdate({ target: [markers.userId, markers.weddingId], set: { seenAt } })
          .run();
      }),
    answersSince: async (weddingId, since) =>
      store
        .executor()
        .select({ id: guests.id, name: guests.name, status: guests.status, at: guests.respondedAt })
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), isNotNull(guests.respondedAt), gt(guests.respondedAt, since)))
        .orderBy(desc(guests.respondedAt))
        .all()
        .map((row) => ({ ...row, at: row.at! })),
    requestsSince: async (weddingId, since) =>
      store
        .executor()
        .select({ id: requests.id, name: requests.name, at: requests.createdAt })
        .from(requests)
        .where(and(eq(requests.weddingId, weddingId), eq(requests.status, 'pending'), gt(requests.createdAt, since)))
        .orderBy(desc(requests.createdAt))
        .all(),
  };
}

function postgresNotifications(store: PostgresStore): NotificationsRepository {
  const { notificationMarkers: markers, guests, guestRequests: requests } = pg;
  return {
    transaction: (fn) => store.transaction(fn),
    seenAt: async (userId, weddingId) => {
      const [row] = await store
        .executor()
        .select({ seenAt: markers.seenAt })
        .from(markers)
        .where(and(eq(markers.userId, userId), eq(markers.weddingId, weddingId)));
      return row?.seenAt ?? null;
    },
    setSeenAt: (userId, weddingId, seenAt) =>
      store.transaction(async (tx) => {
        await tx
          .insert(markers)
          .values({ userId, weddingId, seenAt })
          .onConflictDoUpdate({ target: [markers.userId, markers.weddingId], set: { seenAt } });
      }),
    answersSince: async (weddingId, since) =>
      (
        await store
          .executor()
          .select({ id: guests.id, name: guests.name, status: guests.status, at: guests.respondedAt })
          .from(guests)
          .where(and(eq(guests.weddingId, weddingId), isNotNull(guests.respondedAt), gt(guests.respondedAt, since)))
          .orderBy(desc(guests.respondedAt))
      ).map((row) => ({ ...row, at: row.at! })),
    requestsSince: (weddingId, since) =>
      store
        .executor()
        .select({ id: requests.id, name: requests.name, at: requests.createdAt })
        .from(requests)
        .where(and(eq(requests.weddingId, weddingId), eq(requests.status, 'pending'), gt(requests.createdAt, since)))
        .orderBy(desc(requests.createdAt)),
  };
}
