/** The website password gate (product.md §4): its page and its refusals. */
export const gate = {
  'gate.title': 'Password required',
  'gate.kicker': 'Private wedding site',
  'gate.lead': 'Please enter the password from your invitation to continue.',
  'gate.password': 'Website password',
  'gate.email': 'Email address your invitation was sent to',
  'gate.enter': 'Enter',
  'gate.welcome': 'Welcome!',
  'gate.wrongPassword': 'please double check your credentials',
  'gate.emailNeeded':
    'Many wrong passwords have been tried on this site, so please also enter the email address your invitation was sent to. Your personal link from that email opens the site too.',
  'gate.throttledSeconds': 'Too many attempts. Please try again in {count, plural, one {# second} other {# seconds}}.',
  'gate.throttledMinutes': 'Too many attempts. Please try again in {count, plural, one {# minute} other {# minutes}}.',
  'gate.cardProtected': 'This wedding site is password protected. Open the card from the e-mail you received, or enter the website password first.',
  'gate.cardEnter': 'Enter the password',
};
