// Requests/s and CPU per request of the server-rendered /demo page against a static HTML file of
// the same size served by the same process. Run: npm run bench [-- --seconds 10 --connections 20]
import fs from 'node:fs';
import path from 'node:path';
import { startBenchServer } from './bench-server';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const SECONDS = option('seconds', 8);
const CONNECTIONS = option('connections', 16);
const ROOT = path.resolve(import.meta.dirname, '..');

function cpuMicros(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]); // utime + stime
  return (ticks / 100) * 1e6;
}

async function load(url: string, pid: number) {
  const deadline = Date.now() + SECONDS * 1000;
  let requests = 0;
  let failures = 0;
  const cpuBefore = cpuMicros(pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.ok) requests++;
        else failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuMicros(pid) - cpuBefore;
  return { rps: requests / elapsed, cpuPerRequestMs: cpu / 1000 / Math.max(requests, 1), failures };
}

async function main() {
  const { base, pid, stop } = await startBenchServer();

  // A static file of the same size as the page, served by the same process from public/.
  const html = await (await fetch(`${base}/demo`)).text();
  const staticName = `bench-${process.pid}.html`;
  const staticFile = path.join(ROOT, 'public', staticName);
  fs.writeFileSync(staticFile, html);
  try {
    await load(`${base}/demo`, pid); // warm-up
    const page = await load(`${base}/demo`, pid);
    const file = await load(`${base}/${staticName}`, pid);
    console.log(`page size ${html.length} bytes, ${CONNECTIONS} connections, ${SECONDS}s each`);
    console.table({
      '/demo (SSR)': { 'req/s': page.rps.toFixed(0), 'CPU ms/req': page.cpuPerRequestMs.toFixed(3), failures: page.failures },
      'static file': { 'req/s': file.rps.toFixed(0), 'CPU ms/req': file.cpuPerRequestMs.toFixed(3), failures: file.failures },
    });
    console.log(`SSR/static: ${(page.rps / file.rps).toFixed(2)}x throughput, ${(page.cpuPerRequestMs / file.cpuPerRequestMs).toFixed(2)}x CPU per request`);
  } finally {
    fs.rmSync(staticFile, { force: true });
    stop();
  }
}

main();
