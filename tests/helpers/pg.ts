import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** A database of its own on the run's embedded PostgreSQL, so test files never share a queue. */
export async function createTestPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = new URL(inject('pgUrl'));
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
