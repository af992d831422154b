// The guests' path against the floor, in one run: the cached public wedding page, /healthz and a
// 304 revalidation served by the app, side by side with plain node:http sending the same bytes
// (same compression, same headers' size). Each server is pinned to core 0, the load generator
// (autocannon) to core 1. Run: npm run bench [-- --seconds 8 --connections 16 --log false]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server';
import { capture as captureWith, startFloor } from './floor';
import { freePort } from '../tests/helpers/processes';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const SECONDS = Number(option('seconds', '8'));
const CONNECTIONS = Number(option('connections', '16'));
const LOG_REQUESTS = option('log', 'true'); // the default configuration logs requests
const PAGE = option('path', '/demo');
const SERVER_CORE = '0';
const LOAD_CORE = os.availableParallelism() > 1 ? '1' : '0';

function cpuMicros(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime + stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
  return ((Number(stat[11]) + Number(stat[12])) / 100) * 1e6;
}

function pin(pid: number, core: string) {
  spawn('taskset', ['-pc', core, String(pid)], { stdio: 'ignore' });
}

interface Result {
  rps: number;
  cpuMsPerRequest: number;
  errors: number;
  status: string;
}

async function measure(url: string, pid: number, headers: Record<string, string>): Promise<Result> {
  const run = (duration: number) => autocannon({ url, connections: CONNECTIONS, duration, headers, pipelining: 1 }) as Promise<autocannon.Result>;
  await run(2); // warm-up: JIT, caches, compressed variants
  const before = cpuMicros(pid);
  const result = await run(SECONDS);
  const cpu = cpuMicros(pid) - before;
  const requests = result.requests.total;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${(s as { count: number }).count}`)
    .join(' ');
  return { rps: result.requests.average, cpuMsPerRequest: cpu / 1000 / Math.max(requests, 1), errors: result.errors, status: statuses };
}

const capture = (base: string, path: string, headers: Record<string, string>) => captureWith(base, path, { headers });

async function main() {
  const app = await startBenchServer({ logRequests: LOG_REQUESTS === 'true' });
  const floorPort = await freePort();
  let floor: ChildProcess | undefined;
  try {
    pin(app.pid, SERVER_CORE);
    pin(process.pid, LOAD_CORE);
    // What a phone sends: brotli accepted. Both servers answer with the same encoded bytes.
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    await capture(app.base, PAGE, browser); // the first visit renders; the bench measures the cached answer
    const page = await capture(app.base, PAGE, browser);
    const health = await capture(app.base, '/healthz', browser);
    const revalidate = page.etag ? { ...browser, 'if-none-match': page.etag } : undefined;
    const notModified = revalidate ? await capture(app.base, PAGE, revalidate) : undefined;

    const table = new Map([
      [PAGE, page],
      ['/healthz', health],
    ]);
    if (notModified) table.set(`${PAGE} 304`, notModified);
    floor = await startFloor(floorPort, table);
    pin(floor.pid!, SERVER_CORE);
    const floorBase = `http://127.0.0.1:${floorPort}`;

    const rows: Record<string, Result & { floorRps: number; floorCpu: number }> = {};
    const cases: [string, string, Record<string, string>][] = [
      [`${PAGE} (cached page, ${page.body.length} B ${page.headers['content-encoding'] ?? 'identity'})`, PAGE, browser],
      ['/healthz', '/healthz', browser],
    ];
    if (revalidate) cases.push([`${PAGE} If-None-Match → ${notModified!.status}`, PAGE, revalidate]);
    for (const [label, path, caseHeaders] of cases) {
      // The page's ETag moves with the countdown's minute: take the current one for the 304 case.
      const current = caseHeaders['if-none-match'] ? (await capture(app.base, PAGE, browser)).etag : null;
      const headers = current ? { ...caseHeaders, 'if-none-match': current } : caseHeaders;
      const ours = await measure(`${app.base.replace('localhost', '127.0.0.1')}${path}`, app.pid, headers);
      const base = await measure(`${floorBase}${path}`, floor.pid!, headers);
      rows[label] = { ...ours, floorRps: base.rps, floorCpu: base.cpuMsPerRequest };
    }

    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS}s per case; servers on core ${SERVER_CORE}, load on core ${LOAD_CORE}; request logging ${LOG_REQUESTS === 'true' ? 'on' : 'off'}`,
    );
    if (!page.etag) console.log(`${PAGE} carries no ETag: no revalidation case`);
    console.table(
      Object.fromEntries(
        Object.entries(rows).map(([label, r]) => [
          label,
          {
            'app req/s': Math.round(r.rps),
            'floor req/s': Math.round(r.floorRps),
            'app CPU ms/req': r.cpuMsPerRequest.toFixed(3),
            'floor CPU ms/req': r.floorCpu.toFixed(3),
            'CPU ratio': `${(r.cpuMsPerRequest / r.floorCpu).toFixed(2)}x`,
            statuses: r.status + (r.errors ? ` errors×${r.errors}` : ''),
          },
        ]),
      ),
    );
  } finally {
    floor?.kill('SIGTERM');
    app.stop();
  }
}

main();
