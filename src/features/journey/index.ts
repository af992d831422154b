// The journey feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/journey/ is private to it (.dependency-cruiser.cjs).
export { runDueReminders } from './domain/run-reminders';
export { journeyRepository } from './domain/repository';
