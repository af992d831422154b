import type { Task } from 'graphile-worker';
import { paymentsRepository } from '../../src/features/payments';
import { findPayment, refreshPayment } from '../../src/features/payments/web';
import { taskPayloadSchemas } from '../../src/core/queue/tasks';
import { type JobContext, jobStore } from '../context';

export class PaymentStillOpen extends Error {}

/**
 * Asks Stripe about a checkout the buyer may never have returned from: paid → Pro, expired →
 * recorded. Still open → the job fails on purpose so Graphile retries it with back-off.
 */
export function checkPaymentTask(context: JobContext): Task {
  const { config } = context;
  const payments = paymentsRepository(jobStore(context));
  return async (payload, helpers) => {
    const { sessionId } = taskPayloadSchemas.check_payment.parse(payload);
    const payment = await findPayment(payments, sessionId);
    if (!payment) {
      helpers.logger.warn(`check_payment ${sessionId}: no such payment`);
      return;
    }
    const status = await refreshPayment(payments, config, payment);
    helpers.logger.info(`check_payment ${sessionId}: ${status}`);
    if (status === 'open') throw new PaymentStillOpen(`checkout ${sessionId} is still open`);
  };
}
