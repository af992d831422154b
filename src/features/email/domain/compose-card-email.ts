import type { Wedding } from '../../weddings';
import type { EmailKind } from '../../../core/db/schema';
import type { RenderEmail } from './content';
import { rsvpToken } from '../../guests';
import { buildCardModel } from './build-card';
import type { GuestCardDetails } from './card-details';
import type { GuestWithHousehold } from '../../guests';
import { unsubscribeUrl } from './card-links';
import { storedCardOf, type InviteRow } from './invite-store';
import { resolveCardTexts } from './card-content';
import type { CardProductKey } from './products';
import { guestLanguage } from './guest-language';
import type { Lang } from '../../../shared/i18n';
import { PREVIEW_UNSUBSCRIBE_TOKEN, unsubscribeToken } from './unsubscribe-token';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

export interface CardEmailContext {
  config: SecretConfig;
  origin: string;
  product: CardProductKey;
  wedding: Wedding;
  invite: InviteRow;
  /** src/features/email/views/render.ts, handed in by the caller. */
  renderEmail: RenderEmail;
  /** The reply-by date and each guest's events (card-details.ts). */
  details?: GuestCardDetails;
}

export interface ComposedEmail {
  kind: EmailKind;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** RFC 2369 + RFC 8058: mail clients show "Unsubscribe" and POST to the link in one click. */
export function listUnsubscribeHeaders(href: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${href}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function compose(
  context: CardEmailContext,
  to: string,
  token: string | null,
  unsubscribeHref: string,
  isTest: boolean,
  guest: GuestWithHousehold | { id: string; weddingId: string } | null,
): ComposedEmail {
  const lang = guestLanguage(guest && 'language' in guest ? guest : null, context.wedding);
  const details = context.details ? { events: context.details.eventsOf(guest, lang), replyBy: context.details.replyBy(lang) } : undefined;
  const model = buildCardModel({
    lang,
    product: context.product,
    wedding: context.wedding,
    invite: context.invite,
    origin: context.origin,
    rsvpToken: token,
    details,
    config: context.config,
  });
  const baseSubject = buildSubject(context, lang);
  const subject = isTest ? `[Test] ${baseSubject}` : baseSubject;
  const preheader = [model.dateLine, model.locationLine.split('\n')[0]].filter(Boolean).join(' · ') || model.message.slice(0, 120);
  const { html, text } = context.renderEmail({ template: 'card', model, envelope: { subject, preheader, unsubscribeHref, isTest } });
  return { kind: context.product, to, subject, html, text, headers: listUnsubscribeHeaders(unsubscribeHref) };
}

/** The subject is one of the card's texts (its default follows the names); always one line. */
function buildSubject(context: CardEmailContext, lang: Lang): string {
  return resolveCardTexts(context.product, context.wedding, storedCardOf(context.invite, context.product), lang).subject.replace(/\s+/g, ' ').trim();
}

/** A guest's own e-mail: their personal RSVP link and their own unsubscribe link. */
export function composeGuestEmail(
  context: CardEmailContext,
  guest: (GuestWithHousehold | { id: string; weddingId: string }) & { rsvpLinkVersion: number; email: string },
): ComposedEmail {
  const token = rsvpToken(context.config, guest);
  const href = unsubscribeUrl(context.origin, unsubscribeToken(context.config, guest));
  return compose(context, guest.email, token, href, false, guest);
}

/** The couple's test: what guests get, with the shared links and a note that it is a test. */
export function composeOwnerTest(context: CardEmailContext, ownerEmail: string): ComposedEmail {
  return compose(context, ownerEmail, null, unsubscribeUrl(context.origin, PREVIEW_UNSUBSCRIBE_TOKEN), true, null);
}
