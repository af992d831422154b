// What the two-hosts bed itself proves (issue 29 item 5), shared by `npm run bench:two-hosts` and its test:
// each host sees only its link, and the store serialises read-then-write transactions coming from both hosts
// over their links. The product scenarios on Vowly's processes are bench/two-hosts/product.ts.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { runScript } from '../../tests/helpers/processes';
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
