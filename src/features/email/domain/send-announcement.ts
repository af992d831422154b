// Sending save-the-dates, invitations and reminders, exactly once, through the one campaign send
// (send-campaign.ts: replay key, one bulk a day, campaigns, outbox rows, batch, queue). What is
// the cards' own: the owner's test, each guest's card e-mail and its key
// announce:{wedding}:{mode}:c{campaign}:{guest}.
import { composeGuestEmail, composeOwnerTest, type CardEmailContext } from './compose-card-email';
import { hasAnswered } from '../../../shared/guests/status';
import { guestCardDetails } from './card-details';
import { ensureInvite } from './invite-store';
import type { CardProductKey } from './products';
import { type CampaignResult, type CampaignSpec, type StoreSendDeps, type Sender, sendCampaign, sendersWedding } from './send-campaign';
import type { SendRequest, SendScope } from './send-request';

export interface SendResult extends CampaignResult {
  mode: CardProductKey;
}

function guestEmailKey(weddingId: string, mode: CardProductKey, campaign: number, guestId: string): string {
  return `announce:${weddingId}:${mode}:c${campaign}:${guestId}`;
}

/**
 * Records and queues the e-mails of one send action and answers what happened to each recipient.
 * Refusals: 403 for free accounts, 404 without a wedding, 400 when nobody can receive it,
 * 429 BULK_LIMIT_EXCEEDED (with limitResetAt) for a second bulk send within a day.
 */
export async function sendAnnouncement(deps: StoreSendDeps, sender: Sender, request: SendRequest): Promise<SendResult> {
  const store = deps.store;
  const wedding = await sendersWedding(store, sender);
  const invite = await ensureInvite(store, wedding.id);
  const details = await guestCardDetails(store, wedding, request.mode);
  const context: CardEmailContext = {
    config: deps.config,
    origin: deps.origin,
    product: request.mode,
    wedding,
    invite,
    renderEmail: deps.renderEmail,
    details,
  };
  return sendCampaign(deps, announcementSpec(context, sender, request));
}

/** What the cards bring to the campaign send: their keys, the request's fingerprint, each guest's card and the owner's test. */
export function announcementSpec(context: CardEmailContext, sender: Sender, request: SendRequest): CampaignSpec<SendScope, { mode: CardProductKey }> {
  const { wedding, invite } = context;
  const contentVersion = `${wedding.version}:${invite.updatedAt.getTime()}`;
  const ids = request.target.scope === 'single' ? [...request.target.guestIds].sort() : [];
  return {
    weddingId: wedding.id,
    sender,
    mode: request.mode,
    target: request.target,
    newCampaign: request.newCampaign,
    requestId: request.requestId,
    fingerprint: [sender.id, request.mode, request.target.scope, ids, request.newCampaign, contentVersion],
    emailKey: (campaign, guestId) => guestEmailKey(wedding.id, request.mode, campaign, guestId),
    compose: (guest) => composeGuestEmail(context, guest),
    // A reminder to everyone is to everyone who has not answered (issue 22 item 8).
    leaveOut: request.mode === 'reminder' && request.target.scope === 'bulk' ? (guest) => (hasAnswered(guest) ? 'answered' : null) : undefined,
    ownerTest: request.target.scope === 'owner' ? { email: composeOwnerTest(context, sender.email), key: (batchId) => `announce-test:${batchId}` } : undefined,
    extra: { mode: request.mode },
  };
}
