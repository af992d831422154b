import { GUEST_DAILY_CAP } from './guest-limits';
import type { SkippedRecipient } from './send-campaign';

const WHY: Record<SkippedRecipient['reason'], string> = {
  'no-email': 'no email or unsubscribed',
  unsubscribed: 'no email or unsubscribed',
  'not-found': 'not on your guest list',
  answered: 'already answered',
  bounced: 'email address bounced',
  complained: 'marked an email as spam',
  'daily-limit': `already had ${GUEST_DAILY_CAP} emails today`,
};

/** ' 3 skipped (no email or unsubscribed).' or, with several reasons, ' 3 skipped (2 no email or unsubscribed; 1 …).' */
export function skippedText(skipped: Pick<SkippedRecipient, 'reason'>[]): string {
  if (skipped.length === 0) return '';
  const counts = new Map<string, number>();
  for (const { reason } of skipped) counts.set(WHY[reason], (counts.get(WHY[reason]) ?? 0) + 1);
  const why = counts.size === 1 ? [...counts.keys()][0] : [...counts].map(([text, n]) => `${n} ${text}`).join('; ');
  return ` ${skipped.length} skipped (${why}).`;
}
