// What one guest can receive from the couple, whatever the route (issue 28 item 12). Checked
// inside the one send transaction (send-campaign.ts):
// - at most GUEST_DAILY_CAP guest e-mails (cards, special-request questions, change-of-plans
//   notices, automatic reminders) per guest in any 24 hours; a guest over it is left out
//   ('daily-limit'), and a send that reaches nobody else is refused like the bulk rule;
// - a send that reaches most of the list (more than half of the guests who can receive e-mail,
//   and at least two) is a bulk send, whatever its scope: one a day;
// - one card of a kind per campaign stays the e-mail key's rule (send-campaign.ts).
// Not counted: the couple's own tests, account e-mails and the RSVP notices to the couple.
import { appText } from '../../../shared/i18n/app';
import type { EmailKind } from '../../../core/db/schema';
import { emailProblemOf } from '../../../shared/email/email-problem';
import type { CampaignsRepository } from './repository/campaigns';

export const GUEST_DAILY_CAP = 3;
export const GUEST_DAY_MS = 24 * 60 * 60 * 1000;

/** The e-mails the couple sends to guests (what the cap counts). */
export const GUEST_SEND_KINDS = ['invite', 'savethedate', 'reminder', 'special-request', 'event-change'] as const satisfies readonly EmailKind[];

export const GUEST_LIMIT_MSG = appText('email.guestDailyCap', { cap: GUEST_DAILY_CAP });

/**
 * Per guest, the times of the e-mails counted against today's cap (not failed ones: those never
 * reached the guest), oldest first.
 */
export async function recentGuestEmails(campaigns: CampaignsRepository, weddingId: string, guestIds: string[], now: Date): Promise<Map<string, Date[]>> {
  const found = new Map<string, Date[]>();
  for (const row of await campaigns.guestEmailsAfter(weddingId, guestIds, GUEST_SEND_KINDS, new Date(now.getTime() - GUEST_DAY_MS))) {
    const list = found.get(row.guestId) ?? [];
    list.push(row.createdAt);
    found.set(row.guestId, list);
  }
  for (const list of found.values()) list.sort((a, b) => a.getTime() - b.getTime());
  return found;
}

/** When a guest with these e-mails today can get one more (null: now). */
export function capFreesAt(recent: Date[] | undefined): Date | null {
  if (!recent || recent.length < GUEST_DAILY_CAP) return null;
  return new Date(recent[recent.length - GUEST_DAILY_CAP]!.getTime() + GUEST_DAY_MS);
}

/** How many guests of the wedding can receive e-mail (an address, not unsubscribed, not bounced). */
export async function reachableGuestCount(campaigns: CampaignsRepository, weddingId: string): Promise<number> {
  return (await campaigns.guestsWithAddress(weddingId)).filter((g) => g.email && !g.unsubscribed && !emailProblemOf(g)).length;
}

/** A send reaching this many guests is a bulk send: more than half of those reachable, and at least two. */
export function reachesMostOfTheList(recipients: number, reachable: number): boolean {
  return recipients >= 2 && recipients * 2 > reachable;
}
