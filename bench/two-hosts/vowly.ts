// Vowly on the two-hosts bed (issue 29 item 5): with DATA_ENGINE=postgres, a web process and a worker on
// each host, all on one database (product data and the job queue) on the database host, and one real SMTP
// server there (listening on every address, reached by each host over its link). The built server (one
// build, in the run's folder) starts in a second instead of tsx compiling each process under load.
// Weddings for the scenarios (bench/two-hosts/product.ts) are made here through SQL on the database host.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createSession } from '../../src/core/auth/sessions';
import { openStore } from '../../src/core/db/store/open-store';
import type { DataStore } from '../../src/core/db/store/store';
import { SESSION_COOKIE } from '../../src/core/http/middleware/session';
import { seed } from '../../src/seed/seed';
import { freePort, type RunningProcess, runNode, runServerBuild } from '../../tests/helpers/processes';
import { startTestSmtpServer } from '../../tests/helpers/smtp-server';
import type { TwoHostsBed } from './bed';
import type { NetnsHost } from './netns';

const DATABASE = 'vowly';
const RANDOM_ID = `translate(left(replace(gen_random_uuid()::text, '-', ''), 24), '0189', 'qrst')`;

export interface HostProcesses {
  host: NetnsHost;
  url: string;
  web: RunningProcess;
  worker: RunningProcess;
}

export interface VowlyOnTwoHosts {
  hosts: [HostProcesses, HostProcesses];
  /** The app's store from the database host (arranging and checking). */
  store: DataStore;
  relay: Awaited<ReturnType<typeof startTestSmtpServer>>;
  /** What every process signs with (the same on every host, as a real deployment must set it). */
  secret: { SESSION_SECRET: string; dataDir: string };
  query<Row>(statement: string, params?: unknown[]): Promise<Row[]>;
  /** A session cookie for the owner of the wedding at `weddingUrl`. */
  coupleCookie(weddingUrl: string): Promise<string>;
  stop(): Promise<void>;
}

export interface VowlyOptions {
  /** Seconds without a heartbeat after which another host's worker takes a worker's jobs (WORKER_HEALTH_TIMEOUT). */
  workerHealthTimeout?: number;
  workerConcurrency?: number;
}

/**
 * The server build the hosts run. In a test run it is the run's own (tests/setup/global-setup.ts): `npm run build`
 * would also rebuild the client bundles into the run's client build, which other test files read at that moment.
 */
async function built(root: string): Promise<string> {
  if (process.env.VOWLY_TEST_SERVER_BUILD) return runServerBuild();
  const dir = path.join(root, 'server-build');
  const build = runNode(['scripts/launch.mjs', 'build'], { SERVER_BUILD_DIR: dir });
  if ((await build.exited) !== 0) throw new Error(`the server build failed:\n${build.output()}`);
  return dir;
}

/** Starts the four processes (web and worker on each host) on a fresh database with the demo seeded. */
export async function startVowlyOnTwoHosts(bed: TwoHostsBed, root: string, options: VowlyOptions = {}): Promise<VowlyOnTwoHosts> {
  await bed.createDatabase(DATABASE);
  const pool = new pg.Pool({ connectionString: bed.localUrl(DATABASE), max: 4 });
  const started: RunningProcess[] = [];
  let store: DataStore | undefined;
  let relay: VowlyOnTwoHosts['relay'] | undefined;
  const stop = async () => {
    await Promise.all(started.map((running) => running.stop()));
    await relay?.close();
    await store?.close();
    await pool.end();
  };
  try {
    store = await openStore({ engine: 'postgres', databaseUrl: bed.localUrl(DATABASE) });
    await seed(store, { adminPassword: crypto.randomBytes(12).toString('hex') });
    relay = await startTestSmtpServer({ host: '0.0.0.0' });
    const serverBuild = await built(root);
    const secret = crypto.randomBytes(24).toString('hex');
    const hosts = [] as HostProcesses[];
    for (const host of bed.hosts) {
      const env = (role: string) => {
        const dataDir = path.join(root, `${host.netns}-${role}`);
        fs.mkdirSync(dataDir, { recursive: true });
        return {
          SERVER_BUILD_DIR: serverBuild,
          DATA_DIR: dataDir,
          DATA_ENGINE: 'postgres',
          DATABASE_URL: bed.urlFrom(host, DATABASE),
          SESSION_SECRET: secret,
          SMTP_URL: `smtp://${host.databaseAddress}:${relay!.port}`,
          EMAIL_FROM: 'Vowly <hello@vowly.test>',
          WORKER_CONCURRENCY: String(options.workerConcurrency ?? 4),
          WORKER_HEALTH_TIMEOUT: String(options.workerHealthTimeout ?? 60),
        };
      };
      const port = await freePort();
      const url = `http://${host.address}:${port}`;
      const web = runNode(['scripts/launch.mjs', 'web'], { ...env('web'), PORT: String(port), PUBLIC_URL: url }, { netns: host.netns }, `web on ${host.netns}`);
      started.push(web);
      const worker = runNode(['scripts/launch.mjs', 'worker'], { ...env('worker'), PUBLIC_URL: url }, { netns: host.netns }, `worker on ${host.netns}`);
      started.push(worker);
      hosts.push({ host, url, web, worker });
    }
    await Promise.all(hosts.flatMap(({ web, worker }) => [web.waitFor(/listening on/, 120_000), worker.waitFor(/\[worker\] ready/, 120_000)]));
    const opened = store;
    const query = async <Row>(statement: string, params: unknown[] = []) => (await pool.query(statement, params)).rows as Row[];
    return {
      hosts: hosts as [HostProcesses, HostProcesses],
      store: opened,
      relay,
      secret: { SESSION_SECRET: secret, dataDir: root },
      query,
      async coupleCookie(weddingUrl) {
        const [row] = await query<{ owner_id: string }>('select owner_id from weddings where wedding_url = $1', [weddingUrl]);
        if (!row) throw new Error(`no wedding at ${weddingUrl}`);
        return `${SESSION_COOKIE}=${(await createSession(opened, row.owner_id)).token}`;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A Pro wedding at `weddingUrl` (the demo's page) whose couple has `guests` guests, each alone and with an
 * e-mail address of its own (`guest<i>@<weddingUrl>.two-hosts.example`).
 */
export async function addWedding(app: VowlyOnTwoHosts, weddingUrl: string, guests: number) {
  const [{ user_id: userId, wedding_id: weddingId }] = (await app.query<{ user_id: string; wedding_id: string }>(
    `select ${RANDOM_ID} as user_id, ${RANDOM_ID} as wedding_id`,
  )) as [{ user_id: string; wedding_id: string }];
  await app.query(
    `insert into users (id, name, email, email_verified_at, role, created_at, updated_at, first_login_at)
     values ($1, 'Couple of ' || $2, $2 || '@two-hosts.example', now(), 'userPaid', now(), now(), now())`,
    [userId, weddingUrl],
  );
  await app.query(
    `insert into weddings (id, owner_id, wedding_url, wedding_theme, wedding_date, time_zone, published, track_opens, content, version, pro, created_at, updated_at)
     select $1, $2, $3, wedding_theme, wedding_date, time_zone, true, false, content, 1, true, now(), now() from weddings where wedding_url = 'demo'`,
    [weddingId, userId, weddingUrl],
  );
  await app.query(
    `insert into guests (id, wedding_id, name, name_key, email, status, created_at, updated_at)
     select ${RANDOM_ID}, $1, 'Guest ' || i, 'guest ' || i, format('guest%s@%s.two-hosts.example', i, $2::text), 'Awaiting',
       now() + i * interval '1 millisecond', now() + i * interval '1 millisecond'
     from generate_series(1, $3::int) as i`,
    [weddingId, weddingUrl, guests],
  );
  return { weddingId, userId };
}
