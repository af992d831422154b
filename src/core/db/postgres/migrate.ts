import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PostgresStore } from '../store/store';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../../migrations/postgres');

/** Applies migrations/postgres (drizzle-kit's, `npm run db:generate:postgres`); drizzle records them in drizzle.__drizzle_migrations. */
export async function migratePostgres(store: PostgresStore, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await migrate(store.executor(), { migrationsFolder });
}
