/** The special requests' user-facing strings (the couple's pages, the guests' questions page, the API). */
export const ANSWERS_RECEIVED = 'Thank you! Your answers have been received.';
export const NOTE_SENT = 'Thank you! Your answers have been sent to the couple.';
export const LINK_INVALID = 'This link is not valid any more. Please find your invitation by name.';
export const NOT_FOUND_BY_NAME =
  "We couldn't find your invitation under that name. Check the spelling as it appears on your invitation, or answer below with your name and email.";
export const NO_QUESTIONS = 'The couple has no questions for you yet.';
export const DEFAULT_INTRO = 'We would love to know a little more before the big day.';

/** The plans table's "special-request tracking" (product.md §1) as the couple reads it. */
export const TRACKING_PRO_ONLY = 'Special-request tracking is available with the pro plan. Upgrade now for more great features.';
export const TRACKING_PRO_ONLY_CODE = 'PRO_REQUIRED';

export const SETTINGS_SAVED = 'Special request settings saved';
export const ADD_A_QUESTION_FIRST = 'Add a question first: there is nothing to ask yet.';
export const NEEDS_WEB_ADDRESS = 'Choose your web address in Quick settings first: the questions page lives at it.';
export const SITE_OFFLINE = 'Your website is offline, so guests could not open the questions. Put it online in Quick settings first.';
