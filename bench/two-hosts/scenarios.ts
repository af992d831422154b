// What the two-hosts bed proves (issue 29 item 5), shared by `npm run bench:two-hosts` and its test.
// Today (DATA_ENGINE=postgres still refused at start, docs/scaling.md): the store serialises read-then-write
// transactions coming from both hosts over their links, and each host runs the real web process and worker
// with the job queue on the database host. The product scenarios (a save seen on the other host's public
// page, 350 RSVP answers split across both, a 3 × 350 send with one worker host killed) run here once the
// app starts with DATA_ENGINE=postgres.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, runScript } from '../../tests/helpers/processes';
import type { TwoHostsBed } from './bed';
import type { NetnsHost } from './netns';

const run = promisify(execFile);

async function query<Row>(url: string, statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The links a process in `host` sees: loopback and its veth end, nothing else. */
export async function linksOf(host: NetnsHost): Promise<string[]> {
  const { stdout } = await run('ip', ['netns', 'exec', host.netns, 'ip', '-o', 'link', 'show']);
  return stdout
    .trim()
    .split('\n')
    .map((line) => line.split(':')[1]!.trim().split('@')[0]!);
}

/** `increments` read-then-write transactions from each host at once on one row; the row's final count and each host's time. */
export async function storeRace(bed: TwoHostsBed, increments: number) {
  const name = 'store_race';
  await bed.createDatabase(name);
  await query(bed.localUrl(name), 'create table two_hosts_counter (id int primary key, n int not null); insert into two_hosts_counter values (1, 0)');
  const started = performance.now();
  const writers = bed.hosts.map((host) =>
    runScript('bench/two-hosts/store-writer.ts', { DATABASE_URL: bed.urlFrom(host, name), INCREMENTS: String(increments) }, [], { netns: host.netns }),
  );
  const codes = await Promise.all(writers.map((writer) => writer.exited));
  const wallMs = Math.round(performance.now() - started);
  const outputs = writers.map((writer) => writer.output());
  if (codes.some((code) => code !== 0)) throw new Error(`a store writer failed:\n${outputs.join('\n---\n')}`);
  const perHost = outputs.map((output) => JSON.parse(output.trim().split('\n').at(-1)!) as { increments: number; ms: number });
  const [row] = await query<{ n: number }>(bed.localUrl(name), 'select n from two_hosts_counter where id = 1');
  return { count: row!.n, wallMs, perHost };
}

/**
 * The real web process on the first host and the real worker on the second (each with a data folder of its
 * own), the job queue in one database on the database host: the web's /healthz sees the worker's heartbeat
 * only if both links carry it. `stop` stops both.
 */
export async function startWebAndWorkerApart(bed: TwoHostsBed, root: string, env: Record<string, string> = {}) {
  const queue = 'vowly_queue';
  await bed.createDatabase(queue);
  const [webHost, workerHost] = bed.hosts;
  const common = (host: NetnsHost) => {
    const dataDir = path.join(root, host.netns);
    fs.mkdirSync(dataDir, { recursive: true });
    return { DATA_DIR: dataDir, DATABASE_URL: bed.urlFrom(host, queue), EMAIL_TRANSPORT: 'outbox', ...env };
  };
  const port = await freePort();
  const url = `http://${webHost.address}:${port}`;
  const web = runScript('src/cli/web.ts', { ...common(webHost), PORT: String(port), PUBLIC_URL: url }, [], { netns: webHost.netns });
  const worker = runScript('jobs/worker.ts', common(workerHost), [], { netns: workerHost.netns });
  const stop = async () => {
    await Promise.all([web.stop(), worker.stop()]);
  };
  try {
    await Promise.all([web.waitFor(/listening on/, 180_000), worker.waitFor(/\[worker\] ready/, 180_000)]);
    return { web, worker, url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** /healthz of a web process, polled until the worker is seen (its heartbeat crosses the other link). */
export async function healthOf(url: string, timeoutMs = 60_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  let last: Record<string, unknown> = {};
  while (Date.now() < deadline) {
    last = (await (await fetch(`${url}/healthz`)).json()) as Record<string, unknown>;
    if (last.worker === 'ok') return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last;
}
