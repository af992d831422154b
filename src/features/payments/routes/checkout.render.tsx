// The app's checkout pages, for the pages' GET and the checkout action's refused form.
import type { Context } from 'hono';
import type { OwnerEnv } from '../../../core/http/context';
import type { Plan } from '../../../shared/plans';
import { appText } from '../../../shared/i18n/app';
import { appPage } from '../../weddings/web';
import { checkoutMode } from '../domain/checkout-mode';
import { FinalPaymentPage } from '../views/CheckoutPages';

export const PRO_FEATURES = appText('payments.proFeatures.title');

/** /app/payments/checkout/final-payment/{id}, with why the checkout did not start (none when payments are off: the page says so). */
export function finalPaymentPage(c: Context<OwnerEnv>, plan: Plan, error: string | null = null) {
  const mode = checkoutMode(c.var.config);
  return appPage(c, PRO_FEATURES, <FinalPaymentPage plan={plan} mode={mode} error={mode === 'off' ? null : error} />);
}
