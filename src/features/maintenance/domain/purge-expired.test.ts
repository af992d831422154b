// The daily clean-up's cut-offs: expired rows as of now, rate-limit rows idle for a day, webhook receipts past
// their day. The deletions themselves are SQL (tests/contract).
import { describe, expect, it } from 'vitest';
import { purgeExpired } from './purge-expired';
import type { MaintenanceRepository } from './repository';

describe('purgeExpired', () => {
  it('asks the repository to purge with now, a day of idleness and a day of receipts, and answers its counts', async () => {
    const asked: Parameters<MaintenanceRepository['purge']>[] = [];
    const counts = { sessions: 2, emailTokens: 1, loginThrottle: 3, webhookReceipts: 4 };
    const repository: MaintenanceRepository = {
      purge: async (...args) => {
        asked.push(args);
        return counts;
      },
    };
    const now = new Date('2026-06-02T12:00:00Z');
    expect(await purgeExpired(repository, now)).toBe(counts);
    expect(asked).toEqual([[now, Date.parse('2026-06-01T12:00:00Z'), new Date('2026-06-01T12:00:00Z')]]);
  });
});
