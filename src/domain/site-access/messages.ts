/** Texts of the password gate and the public API (product.md §4, §8), used exactly. */
export const CREDENTIALS_MESSAGE = 'please double check your credentials';
export const WELCOME_MESSAGE = 'Welcome!';
export const PROTECTED_MESSAGE = 'This wedding site is password protected';
export const NOT_FOUND_MESSAGE = 'Wedding not found';

/** A rate limit's refusal on the password gate, device gate and name lookups. */
export function throttledMessage(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 90) return `Too many attempts. Please try again in ${seconds} seconds.`;
  return `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
}
