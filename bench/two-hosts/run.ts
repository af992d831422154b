// `npm run bench:two-hosts` (issue 29 item 5): two network namespaces ("hosts") joined by veth links to a
// PostgreSQL server in this namespace; prints what crossing the links costs. Needs root, iproute2 and a
// PostgreSQL server (Debian's postgresql). `--increments N` (default 350) per host.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuild } from '../../src/cli/client-build';
import { startTwoHostsBed, twoHostsUnavailable } from './bed';
import { healthOf, linksOf, startWebAndWorkerApart, storeRace } from './scenarios';

const flag = process.argv.indexOf('--increments');
const increments = flag > 0 ? Number(process.argv[flag + 1]) : 350;

const unavailable = await twoHostsUnavailable();
if (unavailable) {
  console.error(`two-hosts: cannot run here: ${unavailable}`);
  process.exit(1);
}
await ensureClientBuild();
const bed = await startTwoHostsBed();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-two-hosts-'));
try {
  for (const host of bed.hosts) console.log(`${host.netns}: ${host.address}, links ${(await linksOf(host)).join(', ')}, database at ${host.databaseAddress}`);
  const race = await storeRace(bed, increments);
  console.log(
    `store: 2 × ${increments} read-then-write transactions on one row from both hosts at once: count ${race.count} (expected ${2 * increments}), ` +
      `${race.wallMs} ms wall, per host ${race.perHost.map((host) => `${host.ms} ms`).join(' / ')}`,
  );
  const started = performance.now();
  const app = await startWebAndWorkerApart(bed, root);
  try {
    const health = await healthOf(app.url);
    console.log(
      `web on ${bed.hosts[0].netns}, worker on ${bed.hosts[1].netns}: /healthz ${JSON.stringify(health)} (${Math.round(performance.now() - started)} ms from start)`,
    );
  } finally {
    await app.stop();
  }
} finally {
  await bed.stop();
  fs.rmSync(root, { recursive: true, force: true });
}
