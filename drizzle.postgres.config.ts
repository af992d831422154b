import { defineConfig } from 'drizzle-kit';

// The PostgreSQL schema (DATA_ENGINE=postgres): `npm run db:generate:postgres` writes its migrations
// beside SQLite's (`npm run db:generate`); a schema change runs both.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/core/db/postgres/schema/index.ts',
  out: './migrations/postgres',
});
