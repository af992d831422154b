// The checkout's writes as actions (issue 29 item 2): each declared once (its input, answer and domain call) and
// mounted twice, in the API (relative to /api/v1/payments) and for the pages' no-JS forms:
//   API                                           page (no JS)                                           answer (JSON)
//   POST /checkout/{planId}                       POST /app/payments/checkout/final-payment/{planId}     201 { url, sessionId }
//   POST /test-checkout/{sessionId}/pay           POST /payments/test-checkout/{sessionId}/pay           { sessionId, status, pro, … }
//   POST /test-checkout/{sessionId}/cancel        POST /payments/test-checkout/{sessionId}/cancel        { sessionId, status, pro, … }
// The plan and the session are in the path, so the bodies are empty. The checkout buys Pro for the session's current
// wedding (role rule 'billing'); the test checkout's buttons act on the buyer's own test session only.
import type { Context } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import type { OwnerEnv, UserEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requireApiUser, requirePageOwner, requirePageUser } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { planById } from '../../../shared/plans';
import { startCheckout } from '../domain/checkout';
import { paymentsRepository } from '../domain/repository';
import { sessionStatus } from '../domain/session-status';
import { cancelTestCheckout, payTestCheckout } from '../domain/test-checkout';
import { finalPaymentPage } from './checkout.render';

const noInput = z.object({});
const CHECKOUT_PAGE = '/app/payments/checkout';

/** Where the buyer goes next: Stripe's page or the test checkout's. */
const started = z.object({ url: z.string(), sessionId: z.string() });
/** The checkout's state after a button, as GET /payments/session-status answers it. */
const checkoutStatus = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'paid', 'expired']),
  planId: z.string(),
  amount: z.number(),
  currency: z.string(),
  pro: z.boolean(),
});

const planId = (c: Context) => c.req.param('planId') ?? '';
const sessionId = (c: Context) => c.req.param('sessionId') ?? '';

const start = {
  summary: "Start a Pro checkout for the session's current wedding: `url` is the checkout page to send the buyer to",
  input: noInput,
  output: started,
  status: 201 as const,
  run: (c: Context<OwnerEnv>) =>
    startCheckout(
      { payments: paymentsRepository(c.var.store), queue: c.var.queue, config: c.var.config },
      c.var.user,
      c.var.wedding,
      planId(c),
      publicOrigin(c),
    ),
};

/** A test checkout button's answer: the session's state once it has acted. */
function afterButton(act: typeof payTestCheckout) {
  return async (c: Context<UserEnv>) => {
    const payments = paymentsRepository(c.var.store);
    await act(payments, c.var.config, c.var.user.id, sessionId(c));
    return sessionStatus(payments, c.var.config, c.var.user.id, sessionId(c));
  };
}
const pay = {
  summary: 'Pay a labelled test checkout (test checkout mode only; the buyer’s own session; once)',
  input: noInput,
  output: checkoutStatus,
  run: afterButton(payTestCheckout),
};
const cancel = {
  summary: 'Cancel a labelled test checkout (test checkout mode only; the buyer’s own session)',
  input: noInput,
  output: checkoutStatus,
  run: afterButton(cancelTestCheckout),
};

/** Mounted at /api/v1/payments: the start, for the current wedding. */
export const checkoutApiActions = [defineAction({ method: 'POST', path: '/checkout/:planId', guard: requireApiOwner, ...start })];

/** Mounted at /api/v1/payments: the test checkout's buttons, for its buyer. */
export const testCheckoutApiActions = [
  defineAction({ method: 'POST', path: '/test-checkout/:sessionId/pay', guard: requireApiUser, ...pay }),
  defineAction({ method: 'POST', path: '/test-checkout/:sessionId/cancel', guard: requireApiUser, ...cancel }),
];

/**
 * Mounted at /app/payments: the final payment page's "Pay" goes on to the checkout page. A plan that cannot be bought
 * (free, unknown) and a wedding that has Pro go back to the plans with the reason; a checkout that could not start
 * shows the page again with it (payments off: the page's own notice) and its status.
 */
export const checkoutPageActions = [
  defineAction({
    method: 'POST',
    path: '/checkout/final-payment/:planId',
    guard: requirePageOwner,
    ...start,
    form: {
      onSuccess: (c, result) => c.redirect(result.url, 303),
      onError: (c, problem) => {
        const plan = planById(planId(c));
        if (!plan || plan.priceCents === 0 || problem.error?.code === 'payments.already-pro') {
          setFlash(c, problem.msg, 'warning');
          return c.redirect(CHECKOUT_PAGE, 303);
        }
        c.status(problem.status);
        return finalPaymentPage(c, plan, problem.msg);
      },
    },
  }),
];

/** Mounted at /payments: the test checkout's buttons (a refusal is the not-found page). */
export const testCheckoutPageActions = [
  defineAction({
    method: 'POST',
    path: '/test-checkout/:sessionId/pay',
    guard: requirePageUser,
    ...pay,
    form: { onSuccess: (c, result) => c.redirect(`/payments/return?session_id=${encodeURIComponent(result.sessionId)}`, 303) },
  }),
  defineAction({
    method: 'POST',
    path: '/test-checkout/:sessionId/cancel',
    guard: requirePageUser,
    ...cancel,
    form: { onSuccess: (c) => c.redirect(CHECKOUT_PAGE, 303) },
  }),
];
