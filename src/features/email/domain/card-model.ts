import type { Lang } from '../../../shared/i18n';

/**
 * What a card e-mail (and its web page) shows, already resolved: the couple's texts with defaults
 * applied, absolute links and the hero image. Views only lay it out; they never look anything up.
 */
export type CardProduct = 'savethedate' | 'invite' | 'reminder';

export interface CardDateParts {
  weekday: string;
  month: string;
  monthNumber: string;
  day: string;
  year: string;
}

/** One of the guest's events on an invitation: its title, when and where, as read. */
export interface CardEvent {
  title: string;
  when: string;
  where: string;
}

export interface CardModel {
  product: CardProduct;
  /** The reader's language: Vowly's words on the card, its <html lang dir> and date formats. */
  lang: Lang;
  /** A key of the save-the-date catalogue (savethedate) or the invitation catalogue (invite, reminder). */
  design: string;
  names: string;
  /** HMAC of product, design and names: the card may show the names as a picture (views/names-image.ts). */
  namesSignature?: string;
  /** Initials for monograms, e.g. ['A', 'J']. */
  initials: [string, string];
  heading: string;
  message: string;
  dateLine: string;
  dateParts: CardDateParts | null;
  locationLine: string;
  note: string;
  /** The main button (RSVP, the website or the card page); no button without a link. */
  button: { text: string; href: string } | null;
  /** The card as a web page ("View online"); null on that page itself. */
  viewOnlineHref: string | null;
  /** The guest's own calendar feed (invitations and reminders to a guest of a published site). */
  calendarHref?: string | null;
  /** Absolute address of the hero image, or null. */
  imageUrl: string | null;
  /** The guest's events (an invitation, when there is more than the wedding day). */
  events?: CardEvent[];
  /** "Please reply by Friday, May 1, 2026" (an invitation or a reminder with an RSVP deadline). */
  replyBy?: string | null;
}

export interface EmailEnvelope {
  subject: string;
  /** Shown by mail clients after the subject; not visible in the body. */
  preheader: string;
  /** Absolute unsubscribe address (also in the List-Unsubscribe header). */
  unsubscribeHref: string;
  /** A test to the couple: the footer says so. */
  isTest: boolean;
}
