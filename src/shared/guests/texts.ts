/** The guest list's user-facing strings from product.md §8 (free of zod, shared with islands). */
export const GUEST_ADDED = 'Guest Added';
export const GUEST_MODIFIED = 'Guest Modified';
export const GUEST_DELETED = 'Guest Deleted';
/** Shown when an add or edit fails without a msg from the server. */
export const ADD_GUEST_ERROR = 'Add guest error';
export const GUEST_LIMIT_CODE = 'GUEST_LIMIT_REACHED';
