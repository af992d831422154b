/**
 * Every refusal the user can read, by stable code (`<area>.<reason>`): one code is one reason.
 * The domain throws `new UserError(code, message)`; this table alone decides the HTTP status, the
 * `code` in the API's JSON body and what a page does with it (src/core/http/error-handler.tsx and the
 * page routes read it). Codes are part of the API: rename one only with a note in docs/decisions.md.
 */
import { BULK_LIMIT_CODE } from '../shared/email/texts';
import { GUEST_LIMIT_CODE } from '../shared/guests/texts';

export type UserErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 423 | 429 | 500 | 502 | 503;

/**
 * What a page does with the refusal: `rerender` shows the form again with the message (and the
 * status); `not-found` leaves it to the not-found page (a guest page goes home); `error-page` to
 * the app's error page; `redirect-password` sends a guest to the wedding's password page;
 * `redirect-offline` to its RSVP-offline page.
 */
export type PageBehaviour = 'rerender' | 'not-found' | 'error-page' | 'redirect-password' | 'redirect-offline';

export interface ErrorCodeEntry {
  status: UserErrorStatus;
  page: PageBehaviour;
  /** The `code` in the API body when the spec or an earlier API names it otherwise (e.g. BULK_LIMIT_EXCEEDED). */
  api?: string;
}

const rerender = (status: UserErrorStatus, api?: string): ErrorCodeEntry => (api ? { status, page: 'rerender', api } : { status, page: 'rerender' });
const notFound: ErrorCodeEntry = { status: 404, page: 'not-found' };

export const ERROR_CODES = {
  // Requests the server refuses before any feature sees them, or cannot answer.
  'request.cross-site': rerender(403),
  'request.unknown-path': notFound,
  'server.error': { status: 500, page: 'error-page' },

  // Requests the server cannot read.
  'input.invalid': rerender(400),
  'input.unreadable': rerender(400),
  'input.too-large': rerender(413),
  'input.nothing-to-update': rerender(400),
  'input.bad-cursor': rerender(400),

  // Accounts and sign-in.
  'auth.email-taken': rerender(409),
  'auth.login-failed': rerender(401),
  'auth.email-not-verified': rerender(403),
  'auth.login-link-used': rerender(400),
  'auth.reset-link-expired': rerender(400),
  'auth.current-password-needed': rerender(400),
  'auth.current-password-wrong': rerender(400),
  'auth.google-email-unverified': rerender(400),
  'auth.rate-limited': rerender(429),
  'auth.login-required': rerender(401),
  'auth.admin-only': rerender(403),
  /** The member's role on the current wedding may not do this (issue 23; src/core/auth/role-rules.ts). */
  'auth.role-forbidden': { status: 403, page: 'error-page' },

  // Members of a wedding and their invitations (issue 23).
  'planners.invite-self': rerender(400),
  'planners.already-member': rerender(409),
  'planners.member-limit': rerender(409),
  'planners.rate-limited': rerender(429),
  'planners.not-found': notFound,
  'planners.owner-fixed': rerender(409),
  'planners.transfer-not-partner': rerender(409),
  'planners.owner-cannot-leave': rerender(409),
  'planners.delete-unconfirmed': rerender(400),
  'planners.invitation-invalid': rerender(400),
  'planners.invitation-expired': rerender(400),
  'planners.invitation-other-address': rerender(403),

  // Plans.
  'plan.pro-required': rerender(403, 'PRO_REQUIRED'),
  'plan.guest-limit': rerender(403, GUEST_LIMIT_CODE),

  // The wedding record and its address.
  'wedding.not-found': notFound,
  'wedding.not-owner': rerender(403),
  'wedding.conflict': rerender(409),
  'wedding.busy': rerender(503),
  'wedding.password-needed': rerender(400),
  'wedding.url-invalid': rerender(400),
  'wedding.url-taken': rerender(409),
  'wedding.previous-url-not-found': notFound,
  'wedding.address-needed': rerender(400),

  // Images and uploaded files.
  'image.foreign': rerender(400),
  'image.not-deletable': rerender(400),
  'image.bad-operation': rerender(400),
  'upload.no-file': rerender(400),
  'upload.too-large': rerender(413),
  'upload.not-an-image': rerender(400),
  'upload.too-many-pixels': rerender(400),
  'upload.bad-signature': rerender(401),
  'upload.bad-folder': rerender(400),
  'upload.signature-used': rerender(409),
  'upload.busy': rerender(429),
  'upload.local-host-off': notFound,

  // Guests and the guest list.
  'guest.not-found': notFound,
  'guests.duplicate': rerender(409),
  'guests.csv-invalid': rerender(400),
  'guests.nothing-to-import': rerender(400),

  // A guest reaching a wedding's site, RSVP or questions.
  'site.protected': { status: 403, page: 'redirect-password' },
  'site.password-required': { status: 401, page: 'redirect-password' },
  'site.wrong-password': rerender(401),
  'site.email-needed': rerender(401),
  'site.rate-limited': rerender(429),
  'site.device-locked': rerender(403),

  // The RSVP.
  'rsvp.closed': { status: 423, page: 'redirect-offline' },
  'rsvp.resubmit-refused': rerender(409),
  'rsvp.invalid-answers': rerender(400),
  'rsvp.lookup-rate-limited': rerender(429),
  'rsvp.notes-waiting': rerender(429),
  'rsvp.name-required': rerender(400),
  'rsvp.link-invalid': rerender(400, 'RSVP_LINK_INVALID'),
  'rsvp.note-not-found': notFound,

  // Guests' photos (issue 26).
  'photos.not-found': notFound,
  'photos.album-closed': notFound,
  'photos.name-needed': rerender(400),
  'photos.settings-invalid': rerender(400),
  'photos.none-chosen': rerender(400),
  'photos.token-needed': rerender(403),
  'photos.not-open-yet': rerender(403),
  'photos.closed': rerender(403),
  'photos.guest-limit': rerender(429),
  'photos.wedding-full': rerender(409),
  'photos.rate-limited': rerender(429),
  'photos.archive-empty': rerender(409),
  'photos.archive-busy': rerender(409),
  'photos.archive-gone': notFound,

  // The couple's questions (RSVP and special requests).
  'questions.not-found': notFound,
  'questions.too-many': rerender(400),
  'questions.bad-order': rerender(400),
  'questions.unknown-event': rerender(400),
  'questions.unknown-language': rerender(400),
  'questions.invalid-answers': rerender(400),
  'questions.none': rerender(400),
  'questions.needs-web-address': rerender(400),
  'questions.site-offline': rerender(400),

  // Events and the calendar.
  'events.not-found': notFound,
  'events.too-many': rerender(400),
  'events.audience-empty': rerender(400),
  'events.audience-guest-unknown': rerender(400),
  'events.main-kept': rerender(400),
  'events.change-not-found': notFound,
  'events.change-already-told': rerender(409),
  'events.change-notice-wait': rerender(429, BULK_LIMIT_CODE),
  'events.change-nobody': rerender(400),
  'calendar.not-found': notFound,
  'calendar.too-many': rerender(400),

  // Seating charts (issue 24).
  'seating.event-not-found': notFound,
  'seating.conflict': rerender(409),
  'seating.not-attending': rerender(400),
  'seating.unknown-person': rerender(400),
  'seating.table-not-found': rerender(400),
  'seating.too-many-tables': rerender(400),
  'seating.nobody-to-seat': rerender(400),

  // E-mail to guests.
  'email.not-configured': rerender(409, 'EMAIL_NOT_CONFIGURED'),
  'email.nobody-to-send': rerender(400),
  'email.bulk-limit': rerender(429, BULK_LIMIT_CODE),
  'email.guest-daily-limit': rerender(429, BULK_LIMIT_CODE),
  'card.unknown': notFound,
  'card.not-found': notFound,
  'card.unknown-language': rerender(400),
  'email-webhook.not-configured': notFound,
  'email-webhook.bad-signature': rerender(401),
  'email-webhook.stale': rerender(401),
  'email-webhook.bad-payload': rerender(400),

  // The couple's message to support.
  'support.no-email': rerender(400),

  // Payments.
  'payments.unknown-plan': rerender(400),
  'payments.already-pro': rerender(409),
  'payments.checkout-off': rerender(503),
  'payments.checkout-failed': rerender(502),
  'payments.session-not-found': notFound,
  'payments.test-checkout-only': notFound,
  'payment-webhook.not-configured': notFound,
  'payment-webhook.bad-signature': rerender(400),
} satisfies Record<string, ErrorCodeEntry>;

/** A typo in a code fails tsc. */
export type ErrorCode = keyof typeof ERROR_CODES;

export function errorEntry(code: ErrorCode): ErrorCodeEntry {
  const entry: ErrorCodeEntry = ERROR_CODES[code];
  return entry;
}

/** The `code` in the API's JSON body. */
export function apiCodeOf(code: ErrorCode): string {
  return errorEntry(code).api ?? code;
}

export function pageBehaviourOf(code: ErrorCode): PageBehaviour {
  return errorEntry(code).page;
}
