import { appText } from '../../../shared/i18n/app';
import { GUEST_DAILY_CAP } from './guest-limits';
import type { SkippedRecipient } from './send-campaign';

const WHY: Record<SkippedRecipient['reason'], string> = {
  'no-email': appText('email.skipped.no-email'),
  unsubscribed: appText('email.skipped.no-email'),
  'not-found': appText('email.skipped.not-found'),
  answered: appText('email.skipped.answered'),
  bounced: appText('email.skipped.bounced'),
  complained: appText('email.skipped.complained'),
  'daily-limit': appText('email.skipped.daily-limit', { cap: GUEST_DAILY_CAP }),
};

/** ' 3 skipped (no email or unsubscribed).' or, with several reasons, ' 3 skipped (2 no email or unsubscribed; 1 …).' */
export function skippedText(skipped: Pick<SkippedRecipient, 'reason'>[]): string {
  if (skipped.length === 0) return '';
  const counts = new Map<string, number>();
  for (const { reason } of skipped) counts.set(WHY[reason], (counts.get(WHY[reason]) ?? 0) + 1);
  const why = counts.size === 1 ? [...counts.keys()][0] : [...counts].map(([why, count]) => appText('email.skipped.reason', { count, why })).join('; ');
  return appText('email.skipped', { count: skipped.length, why });
}
