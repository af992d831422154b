import type { Translate } from '../../../shared/i18n/translate';
import { FULL_NAME_NEEDED, GENERIC_ERROR, LINK_INVALID, LOOKUP_EMAIL_NEEDED, NAME_REQUIRED, NOT_FOUND_BY_NAME } from '../../../shared/rsvp/texts';
import type { MessageKey } from '../../../shared/i18n/locales/en';
import { translator } from '../../../shared/i18n/catalogues';

/** The RSVP's fixed English notices (the domain's and the routes' texts) and their catalogue keys. */
const en = translator('en');
const KNOWN: Record<string, MessageKey> = {
  [LINK_INVALID]: 'rsvp.linkInvalid',
  [NOT_FOUND_BY_NAME]: 'rsvp.notFoundByName',
  [FULL_NAME_NEEDED]: 'rsvp.fullNameNeeded',
  [LOOKUP_EMAIL_NEEDED]: 'rsvp.lookupEmailNeeded',
  [NAME_REQUIRED]: 'rsvp.error.nameRequired',
  [GENERIC_ERROR]: 'rsvp.genericError',
  ...Object.fromEntries(
    (['rsvp.error.guestNotFound', 'rsvp.error.unreadable', 'rsvp.error.notesWaiting', 'rsvp.error.checkAnswers'] as const).map((key) => [en(key), key]),
  ),
};

/**
 * A notice or error the page shows, in its language: the routes and the domain speak the spec's English (the API's
 * `msg`), and the page says the same in the guest's language. A text it does not know stays as it is.
 */
export function localizeKnownText(text: string, t: Translate): string {
  const key = KNOWN[text];
  return key ? t(key) : text;
}
