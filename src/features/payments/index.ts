// The payments feature's public API: its domain, what jobs/, the CLI and other features (their domain/ too) may import;
// its views and route helpers are in web.ts, createApp takes the routers from routers.ts. Anything else in
// src/features/payments/ is private to it (.dependency-cruiser.cjs).
export { checkoutModeLine } from './domain/checkout-mode';
export { paymentsRepository } from './domain/repository';
