// What an e-mail says, as data. The domain decides the content of every e-mail (account links,
// the RSVP notice, support messages, the admin's test, cards); it never builds markup. The one
// renderer (src/features/email/views/render.ts) turns content into the HTML and plain-text parts; the
// caller hands it in as `renderEmail`, so the domain imports no view.
import type { CardModel, EmailEnvelope } from './card-model';
import type { OutgoingEmail } from './queue-email';
import type { Lang } from '../../../shared/i18n';

export type EmailContent =
  /** Account e-mails (verify, reset, e-mail change): a heading, a few paragraphs and one link. */
  | { template: 'account'; heading: string; paragraphs: string[]; link: { href: string; label: string } }
  /** The couple's notice of one RSVP: one line per household member, then the answers. */
  | { template: 'rsvp-notice'; heading: string; lines: string[]; answers: string[]; managerUrl: string }
  /**
   * A guest's confirmation of their own RSVP (issue 22 item 3): what they answered per person (and
   * per event), each event they attend with its calendar links, and the link to change it while allowed.
   */
  | {
      template: 'rsvp-confirmation';
      /** The guest's language: the layout's <html lang dir> and its own words. */
      lang: Lang;
      heading: string;
      intro: string;
      people: { name: string; lines: string[] }[];
      householdAnswers: string[];
      events: { title: string; when: string; where: string; icsHref: string; googleHref: string; outlookHref: string }[];
      change: { href: string; note: string } | null;
    }
  /** A message from the support form, to the support address. */
  | { template: 'support'; name: string; email: string; topic: string; message: string }
  /** The admin's test e-mail. */
  | { template: 'admin-test'; name: string; stamp: string }
  /** An event's new time or place, to its guests (issue 16 item 8): what it was, what it is now. */
  | {
      template: 'event-change';
      lang: Lang;
      heading: string;
      intro: string;
      changes: { label: string; before: string; after: string }[];
      link: { href: string; label: string } | null;
      unsubscribeHref: string;
    }
  /** A card (save-the-date, invitation, reminder, questions) in its design. */
  | { template: 'card'; model: CardModel; envelope: EmailEnvelope };

export interface RenderedEmail {
  html: string;
  text: string;
}

export type RenderEmail = (content: EmailContent) => RenderedEmail;

/** An e-mail as the domain writes it: the envelope and its content, before rendering. */
export type EmailMessage = Omit<OutgoingEmail, 'html' | 'text'> & { content: EmailContent };

/** The message with its rendered parts, ready for the outbox. */
export function renderMessage(renderEmail: RenderEmail, message: EmailMessage): OutgoingEmail {
  const { content, ...envelope } = message;
  return { ...envelope, ...renderEmail(content) };
}
