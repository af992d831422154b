import type { Wedding } from '../../weddings';
import type { CardEvent, CardModel } from './card-model';
import { cardDateParts, resolveCardTexts, type CardTexts } from './card-content';
import { rsvpUrl } from '../../../shared/rsvp/rsvp-url';
import { cardPageUrl, emailImageUrl, guestCalendarUrl, siteUrl } from './card-links';
import { designOf, storedCardOf, type InviteRow } from './invite-store';
import type { CardProductKey } from './products';
import type { Lang } from '../../../shared/i18n';
import { namesSignature } from './names-signature';

export interface CardContext {
  product: CardProductKey;
  wedding: Wedding;
  invite: InviteRow;
  origin: string;
  /** The guest's personal RSVP token (their e-mail, or their card page opened from it). */
  rsvpToken?: string | null;
  /** Rendering the card page itself: no "View online" link to the same page. */
  onCardPage?: boolean;
  /** Unsaved texts or design to preview instead of the stored ones. */
  override?: { design?: string; texts?: CardTexts };
  /** The reader's events and the reply-by date (card-details.ts); none on the card page and previews. */
  details?: { events: CardEvent[]; replyBy: string | null };
  /** The reader's language (Vowly's words and the date); English when not given (the couple's app). */
  lang?: Lang;
  /** The server's secret: signs the names picture's address (without it the names stay text). */
  config?: { SESSION_SECRET?: string; dataDir: string };
}

function initialOf(name: string): string {
  const letter = [...name.trim()][0];
  return letter ? letter.toUpperCase() : '·';
}

/**
 * The card for one reader. The main button: the wedding site on a save-the-date, the (personal)
 * RSVP page on an invitation and a reminder; without a web address, the card page instead.
 */
export function buildCardModel(context: CardContext): CardModel {
  const { product, wedding, invite, origin, rsvpToken } = context;
  const lang = context.lang ?? 'en';
  const texts = context.override?.texts ?? resolveCardTexts(product, wedding, storedCardOf(invite, product), lang);
  const design = context.override?.design ?? designOf(invite, product);
  const pageUrl = cardPageUrl(origin, product, invite.id, rsvpToken);
  let buttonHref: string | null;
  if (product === 'savethedate') buttonHref = siteUrl(origin, wedding.weddingUrl, wedding.published);
  else buttonHref = rsvpUrl(origin, wedding.weddingUrl, rsvpToken) ?? (context.onCardPage ? null : pageUrl);
  return {
    product,
    lang,
    design,
    names: texts.names,
    ...(context.config ? { namesSignature: namesSignature(context.config, product, design, texts.names) } : {}),
    initials: [initialOf(wedding.content.brideGroomOneName), initialOf(wedding.content.brideGroomTwoName)],
    heading: texts.heading,
    message: texts.message,
    dateLine: texts.dateLine,
    dateParts: cardDateParts(wedding, lang),
    locationLine: texts.locationLine,
    note: texts.note,
    button: buttonHref && texts.buttonText ? { text: texts.buttonText, href: buttonHref } : null,
    viewOnlineHref: context.onCardPage ? null : pageUrl,
    calendarHref: product === 'savethedate' ? null : guestCalendarUrl(origin, wedding.weddingUrl, wedding.published, rsvpToken),
    imageUrl: emailImageUrl(origin, invite.imageUrl),
    ...(context.details?.events.length ? { events: context.details.events } : {}),
    ...(context.details?.replyBy ? { replyBy: context.details.replyBy } : {}),
  };
}
