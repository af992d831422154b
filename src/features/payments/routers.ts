// The payments feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { paymentsApi, stripeWebhookApi } from './routes/payments.api';
export { appPaymentsPages, paymentsPages } from './routes/payments.pages';
