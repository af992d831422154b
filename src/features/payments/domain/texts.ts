export const PAYMENT_MESSAGES = {
  unknownPlan: 'Unknown plan',
  alreadyPro: 'This wedding already has Pro',
  sessionNotFound: 'Payment session not found',
  sessionMissing: 'session_id is required',
  paid: 'Payment received. Welcome to Pro!',
  pending: 'Your payment is being confirmed. This page updates when it is done.',
  notCompleted: 'The payment was not completed. You have not been charged.',
  checkoutFailed: 'Unable to start the checkout. Please try again.',
  checkoutOff: 'Upgrading to Pro is not available on this site yet: payments are not set up. Please contact support.',
  testCheckoutOnly: 'The test checkout is only available when Stripe is not configured',
} as const;
