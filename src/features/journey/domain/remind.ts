// Sending the reminder card to a chosen set of guests who have not answered: the funnel's
// "Nudge" and the automatic reminders before the RSVP deadline. It goes through the one campaign
// send (src/features/email/domain/send-campaign.ts: replay key, one bulk a day, campaign, outbox rows,
// batch, queue) as a bulk send of mode 'reminder' to only the round's guests, with the caller's
// clock and keys; a guest who answered, unsubscribed or lost their address since the page was
// drawn (or the reminder rendered) is left out inside the transaction.
import { guestCardDetails } from '../../email';
import { composeGuestEmail } from '../../email';
import { ensureInvite } from '../../email';
import { type CampaignResult, type StoreSendDeps, sendCampaign } from '../../email';
import type { Wedding } from '../../weddings';
import { hasAnswered } from '../../../shared/guests/status';

export type ReminderResult = CampaignResult<'bulk'>;

export interface ReminderRound {
  wedding: Wedding;
  /** The guests meant (the stage's guests, or everyone for an automatic round). */
  guestIds: string[];
  /** The same key never sends twice: 'req:{form id}' for a nudge, 'auto-reminder:…' for a round. */
  requestKey: string;
  /** Each guest's e-mail key, unique in the e-mail table. */
  emailKey: (guestId: string, batchId: string) => string;
  now: Date;
  /** Refuse (400) when nobody can receive it; an automatic round records the empty round instead. */
  refuseEmpty: boolean;
}

/**
 * Records and queues the reminder card for the guests of a round who can receive it and have
 * not answered. Refuses with the announcement's messages: 429 BULK_LIMIT_EXCEEDED (limitResetAt)
 * when today's bulk e-mail was used, 400 when nobody can receive it (refuseEmpty).
 */
export async function sendReminderRound(deps: StoreSendDeps, ownerId: string, round: ReminderRound): Promise<ReminderResult> {
  const { wedding } = round;
  const store = deps.store;
  const invite = await ensureInvite(store, wedding.id);
  const details = await guestCardDetails(store, wedding, 'reminder');
  const context = { config: deps.config, origin: deps.origin, product: 'reminder' as const, wedding, invite, renderEmail: deps.renderEmail, details };
  return sendCampaign(deps, {
    weddingId: wedding.id,
    sender: { id: ownerId },
    mode: 'reminder',
    target: { scope: 'bulk' },
    onlyGuests: round.guestIds,
    leaveOut: (guest) => (hasAnswered(guest) ? 'answered' : null),
    whenNobody: round.refuseEmpty ? 'refuse' : 'record',
    newCampaign: false,
    requestKey: round.requestKey,
    fingerprint: [],
    emailKey: (_campaign, guestId, batchId) => round.emailKey(guestId, batchId),
    compose: (guest) => composeGuestEmail(context, guest),
    extra: {},
    now: round.now,
  });
}
