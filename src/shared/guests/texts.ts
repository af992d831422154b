import { appText } from '../i18n/app';

/** The guest list's user-facing strings from product.md §8 (free of zod, shared with islands). */
export const GUEST_ADDED = appText('guests.added');
export const GUEST_MODIFIED = appText('guests.modified');
export const GUEST_DELETED = appText('guests.deleted');
/** Shown when an add or edit fails without a msg from the server. */
export const ADD_GUEST_ERROR = appText('guests.addError');
export const GUEST_LIMIT_CODE = 'GUEST_LIMIT_REACHED';
