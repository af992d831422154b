// What each guest has been sent of one kind (the announce pages' list, issue 16 items 5-6): the state of
// their latest e-mail, how many they got, whether the current campaign already reached them, whether a
// send can reach them and whether they answered. A pure rule over the guests and their e-mail rows
// (send-status.ts reads those from the store).
import type { DeliveryStatus, EmailProblem } from '../../../shared/email/delivery-labels';
import { emailProblemOf } from '../../../shared/email/email-problem';
import { hasAnswered } from '../../../shared/guests/status';
import type { GuestWithHousehold } from '../../guests';
import { deliveryStatusOf } from './delivery-status';
import type { GuestEmailRow } from './repository/campaigns';

export type GuestSendState = 'not-sent' | 'queued' | 'sent' | 'failed';

export interface GuestSendStatus {
  guestId: string;
  name: string;
  email: string | null;
  unsubscribed: boolean;
  /** The latest e-mail of this mode to the guest. */
  state: GuestSendState;
  lastAt: string | null;
  /** E-mails of this mode the guest has been sent (one per campaign). */
  count: number;
  /** Already has this mode in the current campaign: a plain send skips them. */
  inCurrentCampaign: boolean;
  /** The provider reported this address bounced, or the guest marked an e-mail as spam (until the address is edited). */
  emailProblem: EmailProblem | null;
  /** Has an address, has not unsubscribed and the address has no reported problem. */
  canReceive: boolean;
  /** Has answered the RSVP (what a reminder asks for). */
  answered: boolean;
  /** What became of the latest e-mail once sent (delivered, opened, bounced…; issue 16 item 6). */
  delivery?: DeliveryStatus;
}

/** Every guest with their e-mails' state; `currentPrefix` starts the current campaign's keys. */
export function statusesOf(rows: GuestEmailRow[], guests: GuestWithHousehold[], currentPrefix: string): GuestSendStatus[] {
  const byGuest = new Map<string, { status: string; at: Date; count: number; current: boolean; delivery: DeliveryStatus }>();
  for (const row of rows) {
    const previous = byGuest.get(row.guestId!);
    byGuest.set(row.guestId!, {
      status: row.status,
      at: row.sentAt ?? row.createdAt,
      count: (previous?.count ?? 0) + 1,
      current: (previous?.current ?? false) || row.key.startsWith(currentPrefix),
      delivery: deliveryStatusOf(row),
    });
  }
  return guests.map((guest) => {
    const sent = byGuest.get(guest.id);
    const emailProblem = emailProblemOf(guest);
    return {
      guestId: guest.id,
      name: guest.name,
      email: guest.email,
      unsubscribed: guest.unsubscribed,
      state: (sent?.status as GuestSendState | undefined) ?? 'not-sent',
      lastAt: sent ? sent.at.toISOString() : null,
      count: sent?.count ?? 0,
      inCurrentCampaign: sent?.current ?? false,
      emailProblem,
      canReceive: Boolean(guest.email) && !guest.unsubscribed && !emailProblem,
      answered: hasAnswered(guest),
      ...(sent ? { delivery: sent.delivery } : {}),
    };
  });
}
