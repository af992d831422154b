// The guests' path against the floor, in one run: the cached public wedding page, /healthz and a
// 304 revalidation served by the app, side by side with plain node:http sending the same bytes
// (same compression, same headers' size). Each server is pinned to core 0, the load generator
// (autocannon) to core 1. Run: npm run bench [-- --seconds 8 --connections 16 --log false]
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { startBenchServer } from './bench-server';
import { capture as captureWith, startFloor } from './floor';
import { benchOption, type CpuResult, measureCpu, pin } from './measure';
import { freePort } from '../tests/helpers/processes';

const SECONDS = Number(benchOption('seconds', '8'));
const CONNECTIONS = Number(benchOption('connections', '16'));
const LOG_REQUESTS = benchOption('log', 'true'); // the default configuration logs requests
const PAGE = benchOption('path', '/demo');
const SERVER_CORE = '0';
const LOAD_CORE = os.availableParallelism() > 1 ? '1' : '0';
const load = { connections: CONNECTIONS, seconds: SECONDS };

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

    const rows: Record<string, CpuResult & { floorRps: number; floorCpu: number }> = {};
    const cases: [string, string, Record<string, string>][] = [
      [`${PAGE} (cached page, ${page.body.length} B ${page.headers['content-encoding'] ?? 'identity'})`, PAGE, browser],
      ['/healthz', '/healthz', browser],
    ];
    if (revalidate) cases.push([`${PAGE} If-None-Match → ${notModified!.status}`, PAGE, revalidate]);
    for (const [label, path, caseHeaders] of cases) {
      // The page's ETag moves with the countdown's minute: take the current one for the 304 case.
      const current = caseHeaders['if-none-match'] ? (await capture(app.base, PAGE, browser)).etag : null;
      const headers = current ? { ...caseHeaders, 'if-none-match': current } : caseHeaders;
      const ours = await measureCpu(`${app.base.replace('localhost', '127.0.0.1')}${path}`, app.pid, headers, load);
      const base = await measureCpu(`${floorBase}${path}`, floor.pid!, headers, load);
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
