// The notifications' SQL (issue 29 item 4): the couple's "last looked" marker, the RSVP answers and
// the guests' requests since then. One portable implementation for both engines.
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

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
  const { t, sql, transaction } = portable(store);
  const { notificationMarkers: markers, guests, guestRequests: requests } = t;
  return {
    transaction,
    seenAt: async (userId, weddingId) =>
      first(
        await sql()
          .select({ seenAt: markers.seenAt })
          .from(markers)
          .where(and(eq(markers.userId, userId), eq(markers.weddingId, weddingId))),
      )?.seenAt ?? null,
    setSeenAt: (userId, weddingId, seenAt) =>
      transaction(async () => {
        await sql()
          .insert(markers)
          .values({ userId, weddingId, seenAt })
          .onConflictDoUpdate({ target: [markers.userId, markers.weddingId], set: { seenAt } });
      }),
    answersSince: async (weddingId, since) =>
      (
        await sql()
          .select({ id: guests.id, name: guests.name, status: guests.status, at: guests.respondedAt })
          .from(guests)
          .where(and(eq(guests.weddingId, weddingId), isNotNull(guests.respondedAt), gt(guests.respondedAt, since)))
          .orderBy(desc(guests.respondedAt))
      ).map((row) => ({ ...row, at: row.at! })),
    requestsSince: async (weddingId, since) =>
      sql()
        .select({ id: requests.id, name: requests.name, at: requests.createdAt })
        .from(requests)
        .where(and(eq(requests.weddingId, weddingId), eq(requests.status, 'pending'), gt(requests.createdAt, since)))
        .orderBy(desc(requests.createdAt)),
  };
}
