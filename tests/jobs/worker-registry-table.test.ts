import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ensureRegistry, registerWorker } from '../../jobs/worker-registry';
import { createTestPgDatabase } from '../helpers/pg';

// Two hosts' workers start at once on a new database (the two-hosts test failed with 'duplicate key value
// violates unique constraint "pg_type_typname_nsp_index"' on vowly_worker_processes).
describe('the worker registry table', () => {
  it('is made once when eight workers start on a new database at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const database = await createTestPgDatabase();
      const pools = Array.from({ length: 8 }, () => new pg.Pool({ connectionString: database.url, max: 1 }));
      try {
        await Promise.all(pools.map((pool) => pool.query('select 1')));
        const results = await Promise.allSettled(pools.map((pool) => ensureRegistry(pool)));
        expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
        await registerWorker(pools[0]!, 'worker-a');
        const { rows } = await pools[1]!.query<{ worker_id: string }>('select worker_id from vowly_worker_processes');
        expect(rows.map((r) => r.worker_id)).toEqual(['worker-a']);
      } finally {
        await Promise.all(pools.map((pool) => pool.end().catch(() => {})));
        await database.drop();
      }
    }
  });
});
