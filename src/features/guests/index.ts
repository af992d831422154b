// The guests feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/guests/ is private to it (.dependency-cruiser.cjs).
export { toCsv } from './domain/csv';
export { guestJson } from './domain/guest-json';
/** @deprecated legacy synchronous add for features not converted yet (issue 29 item 4): the guest list adds through domain/guest-list.ts's addGuest(repository, …). */
export { addGuestSync as addGuest } from './domain/legacy-sync';
export type { GuestListOwner } from './domain/guest-list';
export { guestsRepository } from './domain/repository';
export type { GuestChanges, GuestsRepository } from './domain/repository';
export { guestIdOfToken, rsvpToken, rsvpTokenMatches } from './domain/rsvp-link';
export { userStats } from './domain/stats';
export { allGuests, answersOf, findGuest, guestIdentities, plusOneAnswersOf } from './queries/guests';
export type { DbOrTx, GuestWithHousehold } from './queries/guests';
export { listOwner } from './routes/list-context';
