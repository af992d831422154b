import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../../migrations/postgres');
/** One migration at a time on a database: the web process and the worker start together. */
const LOCK = 'vowly.migrations';

/**
 * Applies migrations/postgres (drizzle-kit's, `npm run db:generate:postgres`); drizzle records them in
 * drizzle.__drizzle_migrations. It runs under an advisory lock, after setting each recorded migration's time to
 * its journal's: drizzle applies only the migrations newer than the newest time recorded, so one migration
 * once recorded with a wrong time (0003 carried a hand-set future time until stop 27) would have every later
 * one skipped, silently, on an existing database.
 */
export async function migratePostgres(store: { pool: pg.Pool }, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const client = await store.pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [LOCK]);
    try {
      await alignRecordedTimes(client, migrationsFolder);
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [LOCK]);
    }
  } finally {
    client.release();
  }
}

async function alignRecordedTimes(client: pg.PoolClient, migrationsFolder: string) {
  const { rows } = await client.query<{ found: string | null }>(`select to_regclass('drizzle.__drizzle_migrations') as found`);
  if (!rows[0]?.found) return;
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    await client.query('update drizzle.__drizzle_migrations set created_at = $1 where hash = $2 and created_at is distinct from $1', [
      migration.folderMillis,
      migration.hash,
    ]);
  }
}
