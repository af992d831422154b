// The email feature's public API: its domain, what jobs/, the CLI and other features (their domain/ too) may import;
// its views and route helpers are in web.ts, createApp takes the routers from routers.ts. Anything else in
// src/features/email/ is private to it (.dependency-cruiser.cjs).
export {
  assertCardLanguages,
  CARD_TEXT_FIELDS,
  CARD_TEXT_LABELS,
  CARD_TEXT_LIMITS,
  cardDateParts,
  cardPatchSchema,
  resolveCardTexts,
} from './domain/card-content';
export type { CardTextField, CardTexts } from './domain/card-content';
export { EMAIL_SETTINGS_SAVED, emailSettingsSchema, readEmailSettings, saveEmailSettings } from './domain/email-settings';
export { buildCardModel } from './domain/build-card';
export { guestCardDetails } from './domain/card-details';
export { cardJson, publicCardJson } from './domain/card-json';
export { emailImageUrl, guestCalendarUrl, siteUrl, unsubscribeUrl } from './domain/card-links';
export { rsvpUrl } from '../../shared/rsvp/rsvp-url';
export type { CardModel } from './domain/card-model';
export { composeGuestEmail, listUnsubscribeHeaders } from './domain/compose-card-email';
export type { ComposedEmail } from './domain/compose-card-email';
export { renderMessage } from './domain/content';
export type { EmailContent, EmailMessage, RenderEmail } from './domain/content';
export { deliverEmail, markEmailFailed } from './domain/deliver';
export { deliveryStatusOf } from './domain/delivery-status';
export { emailNotSentBanner, emailServiceLine } from './domain/email-service';
export { GUEST_DAY_MS } from './domain/guest-limits';
export { guestDates, guestLanguage, whenText } from './domain/guest-language';
export type { GuestDates } from './domain/guest-language';
export { designOf, ensureInvite, findInviteById, storedCardOf, updateCard } from './domain/invite-store';
export type { InviteRow } from './domain/invite-store';
export { designsFor, isCardProduct, PRODUCT_LABELS } from './domain/products';
export type { CardProductKey } from './domain/products';
export { enqueueDeliveries, queueEmail, stalledEmailIds } from './domain/queue-email';
/**
 * For a feature that records e-mails inside its own store transaction (an RSVP answer and its notices):
 * recordEmails in the transaction, queueRecorded after commit.
 * @public
 */
export { queueRecorded, recordEmails } from './domain/queue-email';
/** @public */
export type { RecordedEmails } from './domain/repository/emails';
export type { OutgoingEmail } from './domain/queue-email';
export { WEBHOOK_RECEIPT_TTL_MS } from './domain/webhook-receipts';
export { sendAnnouncement } from './domain/send-announcement';
export type { SendResult } from './domain/send-announcement';
export { bulkAvailableAt, currentCampaign, findBatch, sendCampaign, sendersWedding } from './domain/send-campaign';
export type { CampaignResult, Sender, StoreSendDeps } from './domain/send-campaign';
export { requestIdSchema, sendAnswerSchema, sendRequestDocument, sendRequestSchema } from './domain/send-request';
export type { SendAnswer, SendRequest } from './domain/send-request';
export { guestSendStatuses, ownerTests, sendHistory, sendStatusesOf } from './domain/send-status';
export type { GuestSendStatus } from './domain/guest-send-status';
export type { SendHistoryEntry } from './domain/send-status';
export { skippedText } from './domain/skipped-text';
export type { MailTransport } from './domain/mail-transport';
export { PREVIEW_UNSUBSCRIBE_TOKEN, unsubscribeToken } from './domain/unsubscribe-token';
export { namesSignatureMatches } from './domain/names-signature';
