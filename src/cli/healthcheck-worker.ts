// `node dist/server/healthcheck-worker.js` (the worker container's health check): exit 0 when this
// host's worker beat within WORKER_HEALTH_TIMEOUT seconds (src/core/queue/heartbeat.ts), 1 otherwise,
// with one line saying when it was last seen. Starts nothing.
import os from 'node:os';
import pg from 'pg';
import { env } from '../core/config/env';
import { heartbeatAge } from '../core/queue/heartbeat';
import { queueDatabaseUrl } from '../core/queue/connect';
import { exitOnCommandError } from './fail';

const NAME = '[healthcheck-worker]';

async function main() {
  const config = env();
  const url = queueDatabaseUrl(config);
  if (!url) throw new Error('no queue database: DATABASE_URL is unset and no embedded one was started in DATA_DIR');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  await client.connect();
  let age: number | null;
  try {
    age = await heartbeatAge(client, os.hostname());
  } finally {
    await client.end().catch(() => {});
  }
  const limit = config.WORKER_HEALTH_TIMEOUT;
  if (age === null) {
    console.log(`${NAME} no worker on ${os.hostname()} has ever beaten (limit ${limit} s)`);
    process.exit(1);
  }
  const seen = `${NAME} the worker on ${os.hostname()} was last seen ${Math.round(age * 10) / 10} s ago`;
  if (age > limit) {
    console.log(`${seen} (limit ${limit} s)`);
    process.exit(1);
  }
  console.log(seen);
}

main().catch(exitOnCommandError('healthcheck-worker'));
