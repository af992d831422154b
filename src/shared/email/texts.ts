/** User-facing texts of the e-mail product (product.md §5 and §8 where it gives them). */
export const EMAIL_PRO_ONLY = 'Email is available with the pro plan. Upgrade now for more great features.';
export const EMAIL_SENT = 'Email sent';
export const INVITE_UPDATED = 'Invite updated';
export const SEND_FAILED = 'Failed to send email';
export const BULK_LIMIT_CODE = 'BULK_LIMIT_EXCEEDED';
export const BULK_LIMIT_TITLE = 'Daily limit reached';
export const BULK_LIMIT_MSG = 'You can send one bulk email per day.';
export const CHOOSE_A_GUEST = 'Choose at least one guest';
export const NOBODY_TO_SEND = 'None of the chosen guests can receive this email: they have no email address or unsubscribed.';
export const NOBODY_IN_BULK = 'No guest on your list has an email address you can send to.';
export const ALREADY_SENT = 'Already sent: nobody new to send to. Choose "Send again" to send a new copy.';
export const NOTHING_TO_UPDATE = 'Nothing to update';
export const WEDDING_NOT_FOUND = 'Wedding not found';

/** 'You can try again after {date time}.' (product.md §8) */
export function tryAgainAfter(when: string): string {
  return `You can try again after ${when}.`;
}
