/**
 * The guests' forms' user-facing strings: the RSVP's, the questions both forms share, then the
 * special requests' (the couple's pages, the guests' questions page, the API). Shared by the server
 * and the islands (no zod, no database here, so an island's bundle stays small).
 */

/**
 * Finding a guest by name (FindForm, on the RSVP's and the questions' pages): a link that no
 * longer works, a name that finds no one (and what the guest can do instead), a missing name.
 */
const linkInvalid = (link: string) => `${link} is not valid any more. Please find your invitation by name.`;
const notFoundByName = (instead: string) =>
  `We couldn't find your invitation under that name. Check the spelling as it appears on your invitation, or ${instead}.`;
export const LINK_INVALID = linkInvalid('This RSVP link');
export const NOT_FOUND_BY_NAME = notFoundByName('leave a note for the couple below');
export const QUESTIONS_LINK_INVALID = linkInvalid('This link');
export const QUESTIONS_NOT_FOUND_BY_NAME = notFoundByName('answer below with your name and email');
export const NAME_REQUIRED = 'Please enter your full name';
/** A first or a last name alone found no one (issue 22 item 15): what to type instead. */
export const FULL_NAME_NEEDED = 'Please type your full name (first and last name) as it appears on your invitation.';
/** The wedding's lookups are under attack (issue 28 item 14): the second detail asked for. */
export const LOOKUP_EMAIL_NEEDED =
  'Many names have been tried on this page, so please also enter the email address your invitation was sent to. The personal link in that email opens your RSVP directly.';

export const RSVP_RECEIVED = 'Thank you! Your RSVP has been received.';
export const RSVP_CLOSED = 'RSVP is closed for this wedding';
export const RESUBMIT_REFUSED = 'You have already sent your RSVP. Please contact the couple if you need to change it.';
export const REQUEST_SENT = 'Thank you! Your note has been sent to the couple.';
export const NOT_IN_HOUSEHOLD = 'That guest is not part of your invitation';
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

export const statusRequired = (name: string) => `Please tell us if ${name} can come`;
export const answerRequired = (label: string) => `Please answer: ${label}`;
export const plusOneAnswerRequired = (plusOneName: string, label: string) => `Please answer for ${plusOneName}: ${label}`;
export const plusOneNameRequired = (name: string) => `Please enter the name of ${name}'s guest`;
export const ANSWER_TOO_LONG = 'Answers can be at most 500 characters';
export const CHOICE_INVALID = 'Please pick one of the options';
export const YESNO_INVALID = 'Please answer yes or no';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const EMAIL_NEEDED = 'Please enter your email so the couple can reach you';
export const MESSAGE_TOO_LONG = 'Messages can be at most 1000 characters';
export const eventStatusRequired = (name: string, event: string) => `Please tell us if ${name} can come to ${event}`;

/** The special requests: /app/special-request and the guests' questions page. */
export const ANSWERS_RECEIVED = 'Thank you! Your answers have been received.';
export const NOTE_SENT = 'Thank you! Your answers have been sent to the couple.';
export const NO_QUESTIONS = 'The couple has no questions for you yet.';
