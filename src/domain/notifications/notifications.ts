/**
 * The couple's notifications (product.md §3 header.notificationCount, §4 count changes): guests'
 * RSVP answers and requests to be added that arrived since the couple last looked. "Last looked"
 * is a marker per user and wedding, moved when the couple closes the notifications drawer.
 */
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { guestRequests, guests, notificationMarkers } from '../../db/schema';

export const NOTIFICATIONS_LIMIT = 50;

export type AppNotification =
  | { kind: 'rsvp'; id: string; name: string; status: string; at: string; text: string; href: string }
  | { kind: 'request'; id: string; name: string; at: string; text: string; href: string };

export function seenAtOf(db: Db, userId: string, weddingId: string): Date {
  const row = db
    .select({ seenAt: notificationMarkers.seenAt })
    .from(notificationMarkers)
    .where(and(eq(notificationMarkers.userId, userId), eq(notificationMarkers.weddingId, weddingId)))
    .get();
  return row?.seenAt ?? new Date(0);
}

function answerText(name: string, status: string): string {
  if (status === 'Accepted') return `${name} is coming`;
  if (status === 'Declined') return `${name} can't make it`;
  return `${name} answered the RSVP`;
}

/** New events since the marker, newest first (at most NOTIFICATIONS_LIMIT), and how many there are. */
export function listNotifications(
  db: Db,
  userId: string,
  weddingId: string,
  now = new Date(),
): { count: number; notifications: AppNotification[]; asOf: string } {
  const since = seenAtOf(db, userId, weddingId);
  const answers = db
    .select({ id: guests.id, name: guests.name, status: guests.status, at: guests.respondedAt })
    .from(guests)
    .where(and(eq(guests.weddingId, weddingId), isNotNull(guests.respondedAt), gt(guests.respondedAt, since)))
    .orderBy(desc(guests.respondedAt))
    .all();
  const requests = db
    .select({ id: guestRequests.id, name: guestRequests.name, at: guestRequests.createdAt })
    .from(guestRequests)
    .where(and(eq(guestRequests.weddingId, weddingId), eq(guestRequests.status, 'pending'), gt(guestRequests.createdAt, since)))
    .orderBy(desc(guestRequests.createdAt))
    .all();
  const all: AppNotification[] = [
    ...answers.map((a) => ({
      kind: 'rsvp' as const,
      id: a.id,
      name: a.name,
      status: a.status,
      at: a.at!.toISOString(),
      text: answerText(a.name, a.status),
      href: '/app/rsvp',
    })),
    ...requests.map((r) => ({
      kind: 'request' as const,
      id: r.id,
      name: r.name,
      at: r.at.toISOString(),
      text: `${r.name} asked to be added to your guest list`,
      href: '/app/rsvp',
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  // asOf: the list covers everything up to now; closing the drawer marks exactly that as seen.
  return { count: all.length, notifications: all.slice(0, NOTIFICATIONS_LIMIT), asOf: now.toISOString() };
}

/** Only the count (the top bar on every app page). */
export function notificationCount(db: Db, userId: string, weddingId: string): number {
  return listNotifications(db, userId, weddingId).count;
}

/**
 * The couple has seen everything up to `until` (the `asOf` of the list the drawer showed; now
 * when absent). The marker never moves back, and never past now, so an answer arriving while the
 * drawer was open stays new.
 */
export function markSeen(db: Db, userId: string, weddingId: string, until?: Date, now = new Date()): void {
  const target = until && until.getTime() < now.getTime() ? until : now;
  db.transaction(
    (tx) => {
      const current = tx
        .select({ seenAt: notificationMarkers.seenAt })
        .from(notificationMarkers)
        .where(and(eq(notificationMarkers.userId, userId), eq(notificationMarkers.weddingId, weddingId)))
        .get();
      if (current && current.seenAt.getTime() >= target.getTime()) return;
      tx.insert(notificationMarkers)
        .values({ userId, weddingId, seenAt: target })
        .onConflictDoUpdate({ target: [notificationMarkers.userId, notificationMarkers.weddingId], set: { seenAt: target } })
        .run();
    },
    { behavior: 'immediate' },
  );
}
