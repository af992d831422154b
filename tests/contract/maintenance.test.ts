// The daily purge on both engines (issue 29 item 4): expired sessions and e-mail tokens, idle rate-limit
// rows and old webhook receipts go in one transaction; live ones stay.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { portable } from '../../src/core/db/store/portable';
import { purgeExpired } from '../../src/features/maintenance/domain/purge-expired';
import { maintenanceRepository } from '../../src/features/maintenance/domain/repository';
import { WEBHOOK_RECEIPT_TTL_MS } from '../../src/features/email';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describeEachEngine('maintenance', ({ store }) => {
  it('purges what can no longer do anything and counts it', async () => {
    const now = new Date(Date.UTC(2026, 5, 1, 12));
    const at = (offset: number) => new Date(now.getTime() + offset);
    const userId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    await insertRows(store(), 'sessions', [
      { id: `gone-${userId}`, userId, expiresAt: at(-HOUR) },
      { id: `live-${userId}`, userId, expiresAt: at(HOUR) },
    ]);
    await insertRows(store(), 'emailTokens', [
      { userId, purpose: 'verify-email', tokenHash: `expired-${userId}`, expiresAt: at(-HOUR) },
      { userId, purpose: 'reset-password', tokenHash: `live-${userId}`, expiresAt: at(HOUR) },
    ]);
    await insertRows(store(), 'rateLimits', [
      { key: 'ip:idle', score: 3, updatedAt: now.getTime() - 2 * DAY },
      { key: 'ip:recent', score: 2, updatedAt: now.getTime() - HOUR },
    ]);
    await insertRows(store(), 'webhookReceipts', [
      { id: 'old', source: 'resend', eventType: 'email.sent', createdAt: at(-WEBHOOK_RECEIPT_TTL_MS - HOUR) },
      { id: 'new', source: 'resend', eventType: 'email.sent', createdAt: at(-HOUR) },
    ]);
    expect(await purgeExpired(maintenanceRepository(store()), now)).toEqual({ sessions: 1, emailTokens: 1, loginThrottle: 1, webhookReceipts: 1 });
    const { t, sql } = portable(store());
    expect((await sql().select({ id: t.sessions.id }).from(t.sessions).where(eq(t.sessions.userId, userId))).map((r) => r.id)).toEqual([`live-${userId}`]);
    expect((await sql().select({ key: t.rateLimits.key }).from(t.rateLimits)).map((r) => r.key)).toEqual(['ip:recent']);
    expect((await sql().select({ id: t.webhookReceipts.id }).from(t.webhookReceipts)).map((r) => r.id)).toEqual(['new']);
    expect(await purgeExpired(maintenanceRepository(store()), now)).toEqual({ sessions: 0, emailTokens: 0, loginThrottle: 0, webhookReceipts: 0 });
  });
});
