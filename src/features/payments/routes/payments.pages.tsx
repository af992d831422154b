import { Hono, type Context } from 'hono';
import { startCheckout } from '../domain/checkout';
import { checkoutMode } from '../domain/checkout-mode';
import { expirePayment, fulfilPayment } from '../domain/fulfil';
import { paymentsRepository } from '../domain/repository';
import { findPayment, sessionStatus } from '../domain/session-status';
import { PAYMENT_MESSAGES } from '../domain/texts';
import { planById } from '../../../shared/plans';
import { FinalPaymentPage, ProFeaturesPage } from '../views/CheckoutPages';
import { PaymentReturnPage } from '../views/PaymentReturnPage';
import { TestCheckoutPage } from '../views/TestCheckoutPage';
import { UserError } from '../../../core/errors';
import type { AppEnv, UserEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requirePageOwner, requirePageUser } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { appPage, weddingName } from '../../weddings';

const PRO_FEATURES = 'Pro Features';

/** Test checkout pages exist only in test checkout mode, and only for the buyer's own open session. */
async function ownTestSession<E extends UserEnv>(c: Context<E>) {
  if (checkoutMode(c.var.config) !== 'test') throw new UserError('payments.test-checkout-only', PAYMENT_MESSAGES.testCheckoutOnly);
  const payment = await findPayment(paymentsRepository(c.var.store), c.req.param('sessionId') ?? '');
  if (!payment || payment.provider !== 'test' || payment.userId !== c.var.user.id)
    throw new UserError('payments.session-not-found', PAYMENT_MESSAGES.sessionNotFound);
  return payment;
}

// /app/payments: the Pro offer and the checkout start, for the session's current wedding (issue 23: Pro belongs to
// the wedding; role rule 'billing': its owner and partners).
export const appPaymentsPages = new Hono<AppEnv>()
  .use(requirePageOwner)
  .get('/checkout', (c) => appPage(c, PRO_FEATURES, <ProFeaturesPage pro={c.var.pro} weddingName={weddingName(c.var.wedding)} />))
  .get('/checkout/final-payment/:planId', (c) => {
    const plan = planById(c.req.param('planId'));
    // The free plan needs no payment: choosing it just closes the offer (product.md §4).
    if (!plan || plan.priceCents === 0) return c.redirect('/app');
    if (c.var.pro) return c.redirect('/app/payments/checkout');
    return appPage(c, PRO_FEATURES, <FinalPaymentPage plan={plan} mode={checkoutMode(c.var.config)} />);
  })
  .post('/checkout/final-payment/:planId', async (c) => {
    const user = c.var.user;
    try {
      const { url } = await startCheckout(
        { payments: paymentsRepository(c.var.store), queue: c.var.queue, config: c.var.config },
        user,
        c.var.wedding,
        c.req.param('planId'),
        publicOrigin(c),
      );
      return c.redirect(url, 303);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      const plan = planById(c.req.param('planId'));
      if (!plan || plan.priceCents === 0 || error.code === 'payments.already-pro') {
        setFlash(c, error.message, 'warning');
        return c.redirect('/app/payments/checkout', 303);
      }
      c.status(error.code === 'payments.checkout-failed' || error.code === 'payments.checkout-off' ? error.status : 400);
      const mode = checkoutMode(c.var.config);
      return appPage(c, PRO_FEATURES, <FinalPaymentPage plan={plan} mode={mode} error={mode === 'off' ? null : error.message} />);
    }
  });

// /payments: the test checkout (test checkout mode only) and the page a checkout returns to
export const paymentsPages = new Hono<AppEnv>()
  .use(requirePageUser)
  .get('/test-checkout/:sessionId', async (c) => {
    const payment = await ownTestSession(c);
    if (payment.status !== 'open') return c.redirect(`/payments/return?session_id=${encodeURIComponent(payment.checkoutSessionId)}`);
    return c.render(<TestCheckoutPage sessionId={payment.checkoutSessionId} amountCents={payment.amountCents} email={c.var.user.email} />, {
      title: 'Test checkout',
      noindex: true,
    });
  })
  .post('/test-checkout/:sessionId/pay', async (c) => {
    const payment = await ownTestSession(c);
    if (payment.status === 'open') await fulfilPayment(paymentsRepository(c.var.store), payment.checkoutSessionId);
    return c.redirect(`/payments/return?session_id=${encodeURIComponent(payment.checkoutSessionId)}`, 303);
  })
  .post('/test-checkout/:sessionId/cancel', async (c) => {
    const payment = await ownTestSession(c);
    await expirePayment(paymentsRepository(c.var.store), payment.checkoutSessionId);
    return c.redirect('/app/payments/checkout', 303);
  })
  .get('/return', async (c) => {
    const sessionId = c.req.query('session_id');
    if (!sessionId) return c.redirect('/app/payments/checkout');
    const { status } = await sessionStatus(paymentsRepository(c.var.store), c.var.config, c.var.user.id, sessionId);
    return c.render(<PaymentReturnPage status={status} />, {
      title: status === 'paid' ? 'Welcome to Pro' : 'Payment',
      noindex: true,
      head: status === 'open' ? <meta httpEquiv="refresh" content="5" /> : undefined,
    });
  });
