// The rsvp feature's public web surface: views, pages and route helpers other features' routes and views may import.
// Its domain API is index.ts; a feature's domain/ never imports this file (.dependency-cruiser.cjs).
export { pageRedirectFor, rsvpGate, type RsvpGate } from './routes/access';
export { takeLookup } from './routes/shared';
export { EMPTY_SPECIAL_QUESTION, kindLabel, QuestionForm, questionValues } from './views/app/QuestionForm';
export type { QuestionFormValues } from './views/app/QuestionForm';
export { EMAIL_FIELD, NAME_FIELD, QuestionField, TextField } from './views/guest-forms/fields';
export { FindForm } from './views/guest-forms/FindForm';
