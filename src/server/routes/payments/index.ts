export { paymentsApi } from './payments.api';
export { paymentsPages } from './payments.pages';
