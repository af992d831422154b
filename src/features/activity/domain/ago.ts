import { appText } from '../../../shared/i18n/app';

/** "just now", "1 minute ago", "2 minutes ago", "3 hours ago", "2 days ago" (the builder's "Saved by Leo 2 minutes ago"). */
export function agoText(at: Date, now: Date): string {
  const minutes = Math.floor(Math.max(0, now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return appText('activity.ago.now');
  if (minutes < 60) return appText('activity.ago.minutes', { count: minutes });
  if (minutes < 60 * 24) return appText('activity.ago.hours', { count: Math.floor(minutes / 60) });
  return appText('activity.ago.days', { count: Math.floor(minutes / (60 * 24)) });
}
