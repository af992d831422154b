import { appText } from '../../../shared/i18n/app';

export const PAYMENT_MESSAGES = {
  unknownPlan: appText('payments.unknownPlan'),
  alreadyPro: appText('payments.alreadyPro'),
  sessionNotFound: appText('payments.sessionNotFound'),
  sessionMissing: appText('payments.sessionMissing'),
  paid: appText('payments.paid'),
  pending: appText('payments.pending'),
  notCompleted: appText('payments.notCompleted'),
  checkoutFailed: appText('payments.checkoutFailed'),
  checkoutOff: appText('payments.checkoutOff'),
  testCheckoutOnly: appText('payments.testCheckoutOnly'),
} as const;
