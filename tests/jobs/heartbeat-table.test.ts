import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ensureHeartbeatTable, heartbeatAge, recordHeartbeat } from '../../src/core/queue/heartbeat';
import { createTestPgDatabase } from '../helpers/pg';

// Two hosts' workers start at once on a new database (the two-hosts test failed with 'type
// "vowly_worker_heartbeats" already exists': CREATE TABLE IF NOT EXISTS is not safe against itself).
describe('the workers heartbeat table', () => {
  it('is made once when eight workers start on a new database at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const database = await createTestPgDatabase();
      const clients = Array.from({ length: 8 }, () => new pg.Client({ connectionString: database.url }));
      try {
        await Promise.all(clients.map((client) => client.connect()));
        const results = await Promise.allSettled(clients.map((client) => ensureHeartbeatTable(client)));
        expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
        await recordHeartbeat(clients[0]!, 'host-a');
        expect(await heartbeatAge(clients[1]!, 'host-a')).toBeLessThan(5);
      } finally {
        await Promise.all(clients.map((client) => client.end().catch(() => {})));
        await database.drop();
      }
    }
  });
});
