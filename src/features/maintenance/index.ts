// The maintenance feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/maintenance/ is private to it (.dependency-cruiser.cjs).
export { purgeExpired } from './domain/purge-expired';
export { maintenanceRepository } from './domain/repository';
