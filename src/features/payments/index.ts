// The payments feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/payments/ is private to it (.dependency-cruiser.cjs).
export { checkoutModeLine } from './domain/checkout-mode';
export { paymentsRepository } from './domain/repository';
export { findPayment, refreshPayment } from './domain/session-status';
export { PlansTable } from './views/PlansTable';
