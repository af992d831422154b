import type { PaymentsRepository } from './repository';

/**
 * Marks a checkout paid and gives Pro to the wedding it was started from (issue 23: Pro belongs to the wedding;
 * an owner with two weddings pays for each), once: a second call (return page, webhook and the worker's check may
 * all arrive) changes nothing. The buyer's account becomes userPaid as the spec's roles say (admins keep theirs).
 */
export function fulfilPayment(payments: PaymentsRepository, checkoutSessionId: string, now = new Date()): Promise<boolean> {
  return payments.transaction(async () => {
    const updated = await payments.markPaid(checkoutSessionId, now);
    if (!updated) return false;
    await payments.recordPaid(updated);
    await payments.upgradeBuyer(updated.userId);
    await payments.giveWeddingPro(updated);
    return true;
  });
}

export function expirePayment(payments: PaymentsRepository, checkoutSessionId: string): Promise<void> {
  return payments.markExpired(checkoutSessionId);
}
