/** Texts of the password gate and the public API (product.md §4, §8), used exactly. */
export const CREDENTIALS_MESSAGE = 'please double check your credentials';
export const WELCOME_MESSAGE = 'Welcome!';
export const PROTECTED_MESSAGE = 'This wedding site is password protected';
export const NOT_FOUND_MESSAGE = 'Wedding not found';
/** The gate while the wedding is under attack (issue 28 item 14): the second detail it asks for. */
export const GATE_EMAIL_NEEDED =
  'Many wrong passwords have been tried on this site, so please also enter the email address your invitation was sent to. Your personal link from that email opens the site too.';
