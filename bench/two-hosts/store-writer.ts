// Run inside one "host" of the two-hosts bed: INCREMENTS concurrent read-then-write increments of one row
// through the PostgreSQL store (SERIALIZABLE, retried on a conflict) at DATABASE_URL, then one JSON line.
// Two hosts running it at once against one row lose nothing only if the store serialises them.
import { sql } from 'drizzle-orm';
import { createPostgresStore } from '../../src/core/db/store/postgres-store';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const increments = Number(process.env.INCREMENTS ?? 100);
const store = createPostgresStore(url, { poolSize: 8 });
const started = performance.now();
try {
  await Promise.all(
    Array.from({ length: increments }, () =>
      store.transaction(async (tx) => {
        const { rows } = await tx.execute<{ n: number }>(sql`select n from two_hosts_counter where id = 1`);
        await tx.execute(sql`update two_hosts_counter set n = ${Number(rows[0]?.n) + 1} where id = 1`);
      }),
    ),
  );
  console.log(JSON.stringify({ increments, ms: Math.round(performance.now() - started) }));
} finally {
  await store.close();
}
