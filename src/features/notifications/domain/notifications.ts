/**
 * The couple's notifications (product.md §3 header.notificationCount, §4 count changes): guests'
 * RSVP answers and requests to be added that arrived since the couple last looked. "Last looked"
 * is a marker per user and wedding, moved when the couple closes the notifications drawer.
 * The SQL is in ./repository.ts (both engines).
 */
import type { NotificationsRepository } from './repository';
import { appText } from '../../../shared/i18n/app';

export const NOTIFICATIONS_LIMIT = 50;

export type AppNotification =
  | { kind: 'rsvp'; id: string; name: string; status: string; at: string; text: string; href: string }
  | { kind: 'request'; id: string; name: string; at: string; text: string; href: string };

function answerText(name: string, status: string): string {
  if (status === 'Accepted') return appText('notifications.answer.accepted', { name });
  if (status === 'Declined') return appText('notifications.answer.declined', { name });
  return appText('notifications.answer.other', { name });
}

/** New events since the marker, newest first (at most NOTIFICATIONS_LIMIT), and how many there are. */
export async function listNotifications(
  notifications: NotificationsRepository,
  userId: string,
  weddingId: string,
  now = new Date(),
): Promise<{ count: number; notifications: AppNotification[]; asOf: string }> {
  const since = (await notifications.seenAt(userId, weddingId)) ?? new Date(0);
  const [answers, requests] = await Promise.all([notifications.answersSince(weddingId, since), notifications.requestsSince(weddingId, since)]);
  const all: AppNotification[] = [
    ...answers.map((a) => ({
      kind: 'rsvp' as const,
      id: a.id,
      name: a.name,
      status: a.status,
      at: a.at.toISOString(),
      text: answerText(a.name, a.status),
      href: '/app/rsvp',
    })),
    ...requests.map((r) => ({
      kind: 'request' as const,
      id: r.id,
      name: r.name,
      at: r.at.toISOString(),
      text: appText('notifications.request', { name: r.name }),
      href: '/app/rsvp',
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  // asOf: the list covers everything up to now; closing the drawer marks exactly that as seen.
  return { count: all.length, notifications: all.slice(0, NOTIFICATIONS_LIMIT), asOf: now.toISOString() };
}

/** Only the count (the top bar on every app page). */
export async function notificationCount(notifications: NotificationsRepository, userId: string, weddingId: string): Promise<number> {
  return (await listNotifications(notifications, userId, weddingId)).count;
}

/**
 * The couple has seen everything up to `until` (the `asOf` of the list the drawer showed; now
 * when absent). The marker never moves back, and never past now, so an answer arriving while the
 * drawer was open stays new.
 */
export async function markSeen(notifications: NotificationsRepository, userId: string, weddingId: string, until?: Date, now = new Date()): Promise<void> {
  const target = until && until.getTime() < now.getTime() ? until : now;
  await notifications.transaction(async () => {
    const current = await notifications.seenAt(userId, weddingId);
    if (current && current.getTime() >= target.getTime()) return;
    await notifications.setSeenAt(userId, weddingId, target);
  });
}
