/** Texts of the password gate and the public API (product.md §4, §8), used exactly. */
export const CREDENTIALS_MESSAGE = 'please double check your credentials';
export const WELCOME_MESSAGE = 'Welcome!';
export const PROTECTED_MESSAGE = 'This wedding site is password protected';
export const NOT_FOUND_MESSAGE = 'Wedding not found';

// The rate limit's refusal lives with the limiter; still reached from here by the RSVP routes.
export { throttledMessage } from '../rate-limit';
