export { paymentsApi, stripeWebhookApi } from './payments.api';
export { appPaymentsPages, paymentsPages } from './payments.pages';
