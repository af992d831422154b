// The activity feature's public API (issue 23 item 6): what other features may import to record a
// change in the wedding's activity log. Anything else in src/features/activity/ is private to it.
export { recordActivity, withActivity } from './domain/activity';
export { siteParts } from './domain/site-parts';
export { sendDetail } from './domain/kinds';
