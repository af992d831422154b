// The weddings feature's public API: its domain, what jobs/, the CLI and other features (their domain/ too) may import;
// its views and route helpers are in web.ts, createApp takes the routers from routers.ts. Anything else in
// src/features/weddings/ is private to it (.dependency-cruiser.cjs).
export { currentUrlForPrevious } from './domain/previous-urls';
export { currentWeddingNamed } from './domain/current-wedding';
export { weddingRepository } from './domain/repository';
export { newWeddingValues, readWedding, weddingJson } from './domain/wedding';
export { weddingName } from './domain/wedding-name';
export type { Wedding } from './domain/wedding';
export { imageAddressesOf } from './domain/wedding-patch';
export { isReservedWeddingUrl } from './domain/wedding-url';
