// The special-requests feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/special-requests/ is private to it (.dependency-cruiser.cjs).
export { specialQuestionsAfterRsvp } from './routes/after-rsvp';
