import type { PaymentsRepository } from './repository';

/**
 * Marks a checkout paid and makes its buyer Pro, once: a second call (return page, webhook and the
 * worker's check may all arrive) changes nothing. Admins keep their role.
 */
export function fulfilPayment(payments: PaymentsRepository, checkoutSessionId: string, now = new Date()): Promise<boolean> {
  return payments.transaction(async () => {
    const updated = await payments.markPaid(checkoutSessionId, now);
    if (!updated) return false;
    await payments.recordPaid(updated);
    // The page of a Pro owner may leave out the branding footer.
    if (await payments.upgradeFreeUser(updated.userId)) await payments.ownerPageChanged(updated.userId);
    return true;
  });
}

export function expirePayment(payments: PaymentsRepository, checkoutSessionId: string): Promise<void> {
  return payments.markExpired(checkoutSessionId);
}
