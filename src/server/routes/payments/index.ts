export { paymentsApi } from './payments.api';
export { appPaymentsPages, paymentsPages } from './payments.pages';
