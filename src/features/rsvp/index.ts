// The rsvp feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/rsvp/ is private to it (.dependency-cruiser.cjs).
export { countedAnswersOf, eventTalliesOf, rsvpRepositories } from './domain/repositories';
export type { RsvpRepositories } from './domain/repositories';
export { lookupGuest } from './domain/guest-lookup';
export { guestOfToken } from './domain/guest-token';
export { findGuestByName } from './domain/lookup';
export { listQuestions } from './domain/questions';
export { createGuestRequest } from './domain/requests';
export { deadlineText, rsvpAvailability, rsvpSettingsOf } from './domain/settings';
export { pageRedirectFor, rsvpGate, type RsvpGate } from './routes/access';
export { takeLookup } from './routes/shared';
export { EMPTY_SPECIAL_QUESTION, kindLabel, QuestionForm, questionValues } from './views/app/QuestionForm';
export type { QuestionFormValues } from './views/app/QuestionForm';
export { EMAIL_FIELD, NAME_FIELD, QuestionField, TextField } from './views/guest-forms/fields';
export { FindForm } from './views/guest-forms/FindForm';
