// The payments feature's public web surface: views, pages and route helpers other features' routes and views may import.
// Its domain API is index.ts; a feature's domain/ never imports this file (.dependency-cruiser.cjs).
export { PlansTable } from './views/PlansTable';
// The worker's payment check reads Stripe; it is here, not in index.ts, so no domain graph loads Stripe's SDK.
export { findPayment, refreshPayment } from './domain/session-status';
