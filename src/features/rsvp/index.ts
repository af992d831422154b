// The rsvp feature's public API: its domain, what jobs/, the CLI and other features (their domain/ too) may import;
// its views and route helpers are in web.ts, createApp takes the routers from routers.ts. Anything else in
// src/features/rsvp/ is private to it (.dependency-cruiser.cjs).
export { countedAnswersOf, eventTalliesOf, rsvpRepositories } from './domain/repositories';
export type { RsvpRepositories } from './domain/repositories';
export { lookupGuest } from './domain/guest-lookup';
export { guestOfToken } from './domain/guest-token';
export { findGuestByName } from './domain/lookup';
export { listQuestions } from './domain/questions';
export { createGuestRequest } from './domain/requests';
export { deadlineText, rsvpAvailability, rsvpSettingsOf } from './domain/settings';
