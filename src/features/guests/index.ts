// The guests feature's public API: its domain, what jobs/, the CLI and other features (their domain/ too) may import;
// its views and route helpers are in web.ts, createApp takes the routers from routers.ts. Anything else in
// src/features/guests/ is private to it (.dependency-cruiser.cjs).
export { toCsv } from './domain/csv';
export { guestJson } from './domain/guest-json';
export { addGuest as addGuestToList } from './domain/guest-list';
export type { GuestListOwner } from './domain/guest-list';
export { guestsRepository } from './domain/repository';
export type { GuestChanges, GuestsRepository } from './domain/repository';
export { guestIdOfToken, rsvpToken, rsvpTokenMatches } from './domain/rsvp-link';
export { userStats } from './domain/stats';
export type { DbOrTx, GuestWithHousehold } from './queries/guests';
