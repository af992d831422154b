import { Hono } from 'hono';
import { paymentsRepository } from '../domain/repository';
import { sessionStatus } from '../domain/session-status';
import { ownTestCheckout } from '../domain/test-checkout';
import { planById } from '../../../shared/plans';
import { appText } from '../../../shared/i18n/app';
import { ProFeaturesPage } from '../views/CheckoutPages';
import { PaymentReturnPage } from '../views/PaymentReturnPage';
import { TestCheckoutPage } from '../views/TestCheckoutPage';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv, UserEnv } from '../../../core/http/context';
import { requirePageOwner, requirePageUser } from '../../../core/http/middleware/guards';
import { weddingName, weddingRepository } from '../../weddings';
import { appPage } from '../../weddings/web';
import { checkoutPageActions, testCheckoutPageActions } from './checkout.actions';
import { finalPaymentPage, PRO_FEATURES } from './checkout.render';

// /app/payments: the Pro offer and the checkout start (checkout.actions.tsx), for the session's current wedding
// (issue 23: Pro belongs to the wedding; role rule 'billing': its owner and partners).
export const appPaymentsPages = new Hono<AppEnv>()
  .get('/checkout', requirePageOwner, (c) => appPage(c, PRO_FEATURES, <ProFeaturesPage pro={c.var.pro} weddingName={weddingName(c.var.wedding)} />))
  .get('/checkout/final-payment/:planId', requirePageOwner, (c) => {
    const plan = planById(c.req.param('planId'));
    // The free plan needs no payment: choosing it just closes the offer (product.md §4).
    if (!plan || plan.priceCents === 0) return c.redirect('/app');
    if (c.var.pro) return c.redirect('/app/payments/checkout');
    return finalPaymentPage(c, plan);
  })
  .route('/', registerActions(new Hono<OwnerEnv>(), checkoutPageActions));

// /payments: the test checkout (test checkout mode only; its buttons are checkout.actions.tsx) and the page a checkout
// returns to
export const paymentsPages = new Hono<AppEnv>()
  .get('/test-checkout/:sessionId', requirePageUser, async (c) => {
    const payment = await ownTestCheckout(paymentsRepository(c.var.store), c.var.config, c.var.user.id, c.req.param('sessionId'));
    if (payment.status !== 'open') return c.redirect(`/payments/return?session_id=${encodeURIComponent(payment.checkoutSessionId)}`);
    // Pro belongs to the wedding the checkout was started for (issue 23), so the page names it, not the buyer.
    const wedding = payment.weddingId ? await weddingRepository(c.var.store).byId(payment.weddingId) : undefined;
    const buys = wedding ? weddingName(wedding) : appText('payments.test.yourWedding');
    return c.render(<TestCheckoutPage sessionId={payment.checkoutSessionId} amountCents={payment.amountCents} weddingName={buys} />, {
      title: appText('payments.test.title'),
      noindex: true,
    });
  })
  .route('/', registerActions(new Hono<UserEnv>(), testCheckoutPageActions))
  .get('/return', requirePageUser, async (c) => {
    const sessionId = c.req.query('session_id');
    if (!sessionId) return c.redirect('/app/payments/checkout');
    const { status } = await sessionStatus(paymentsRepository(c.var.store), c.var.config, c.var.user.id, sessionId);
    return c.render(<PaymentReturnPage status={status} />, {
      title: status === 'paid' ? appText('payments.return.title.paid') : appText('payments.return.title'),
      noindex: true,
      head: status === 'open' ? <meta httpEquiv="refresh" content="5" /> : undefined,
    });
  });
