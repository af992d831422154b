import { appText } from '../i18n/app';

/** User-facing texts of the e-mail product (product.md §5 and §8 where it gives them), from the app's catalogue. */
export const EMAIL_PRO_ONLY = appText('email.proOnly');
export const EMAIL_SENT = appText('email.sent');
export const INVITE_UPDATED = appText('email.inviteUpdated');
export const SEND_FAILED = appText('email.sendFailed');
export const BULK_LIMIT_CODE = 'BULK_LIMIT_EXCEEDED';
export const BULK_LIMIT_TITLE = appText('email.bulkLimit.title');
export const BULK_LIMIT_MSG = appText('email.bulkLimit.message');
export const CHOOSE_A_GUEST = appText('email.chooseAGuest');
export const NOBODY_TO_SEND = appText('email.nobodyToSend');
export const NOBODY_IN_BULK = appText('email.nobodyInBulk');
export const ALREADY_SENT = appText('email.alreadySent');
export const NOTHING_TO_UPDATE = appText('email.nothingToUpdate');
export const WEDDING_NOT_FOUND = appText('email.weddingNotFound');

/** 'You can try again after {date time}.' (product.md §8) */
export function tryAgainAfter(when: string): string {
  return appText('email.tryAgainAfter', { when });
}
