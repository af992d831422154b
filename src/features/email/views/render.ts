// The one e-mail renderer: every e-mail Vowly sends (account links, the RSVP notice, support,
// the admin's test, cards) is a React template rendered here to HTML, beside its plain-text part.
// Ours rather than react-email's: react-dom/server is already here and the card layouts are
// hand-made tables, so a library would add weight and nothing we use. React escapes every text a
// user typed; no e-mail builds HTML from strings.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailContent, RenderedEmail } from '../domain/content';
import { cardPlainText } from './card-text';
import { EmailDocument } from './EmailDocument';
import { AccountEmail, accountEmailText } from './templates/AccountEmail';
import { AdminTestEmail, adminTestEmailText } from './templates/AdminTestEmail';
import { EventChangeEmail, eventChangeEmailText } from './templates/EventChangeEmail';
import { RsvpNoticeEmail, rsvpNoticeText } from './templates/RsvpNoticeEmail';
import { RsvpConfirmationEmail, rsvpConfirmationText } from './templates/RsvpConfirmationEmail';
import { SupportEmail, supportEmailText } from './templates/SupportEmail';

/** React 19 adds image preload links for the browser; mail has no use for them (and some clients fetch them). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

function parts(content: EmailContent): { element: ReactElement; text: string } {
  switch (content.template) {
    case 'account':
      return { element: createElement(AccountEmail, content), text: accountEmailText(content) };
    case 'rsvp-notice':
      return { element: createElement(RsvpNoticeEmail, content), text: rsvpNoticeText(content) };
    case 'rsvp-confirmation':
      return { element: createElement(RsvpConfirmationEmail, content), text: rsvpConfirmationText(content) };
    case 'support':
      return { element: createElement(SupportEmail, content), text: supportEmailText(content) };
    case 'admin-test':
      return { element: createElement(AdminTestEmail, content), text: adminTestEmailText(content) };
    case 'event-change':
      return { element: createElement(EventChangeEmail, content), text: eventChangeEmailText(content) };
    case 'card':
      return { element: createElement(EmailDocument, content), text: cardPlainText(content.model, content.envelope) };
  }
}

/** The HTML and plain-text parts of one e-mail (whole documents get their doctype). */
export function renderEmail(content: EmailContent): RenderedEmail {
  const { element, text } = parts(content);
  const markup = renderToStaticMarkup(element).replace(IMAGE_PRELOAD, '');
  return { html: markup.startsWith('<html') ? `<!DOCTYPE html>${markup}` : markup, text };
}
