// The special-requests feature's public web surface: views, pages and route helpers other features' routes and views may import.
// Its domain API is index.ts; a feature's domain/ never imports this file (.dependency-cruiser.cjs).
export { specialQuestionsAfterRsvp } from './routes/after-rsvp';
