// `npm run bench:two-hosts` (issue 29 item 5): two network namespaces ("hosts") joined by veth links to a
// PostgreSQL server in this namespace, Vowly's web process and worker on each (DATA_ENGINE=postgres), and
// the scenarios at full size: a save seen on the other host, 350 simultaneous RSVP answers split across both
// web processes, a 3 × 350-guest send with one worker host killed (-9) mid-send. Needs root, iproute2 and a
// PostgreSQL server (Debian's postgresql). `--answers N` (350), `--guests N` (350 per wedding), `--increments N`
// (350 per host, the store's race on one row).
import fs from 'node:fs';
import path from 'node:path';
import { ensureClientBuild } from '../../src/cli/client-build';
import { startTwoHostsBed, twoHostsUnavailable } from './bed';
import { answersSplit, saveSeenOnOtherHost, sendWithKilledWorker } from './product';
import { linksOf, storeRace } from './scenarios';
import { startVowlyOnTwoHosts } from './vowly';
import { benchOption } from '../measure';

const option = (name: string, fallback: number) => Number(benchOption(name, String(fallback)));
const increments = option('increments', 350);
const answers = option('answers', 350);
const guests = option('guests', 350);
/** WORKER_HEALTH_TIMEOUT of the workers: how long host A waits for a silent host B before taking its jobs. */
const healthTimeout = option('health-timeout', 5);

const unavailable = await twoHostsUnavailable();
if (unavailable) {
  console.error(`two-hosts: cannot run here: ${unavailable}`);
  process.exit(1);
}
await ensureClientBuild();
const bed = await startTwoHostsBed();
// The run's folder (data folders and the server build) under tests/.tmp: the built bundles find node_modules from there.
const tmp = path.join(import.meta.dirname, '../../tests/.tmp');
fs.mkdirSync(tmp, { recursive: true });
const root = fs.mkdtempSync(path.join(tmp, 'two-hosts-bench-'));
try {
  for (const host of bed.hosts) console.log(`${host.netns}: ${host.address}, links ${(await linksOf(host)).join(', ')}, database at ${host.databaseAddress}`);
  const race = await storeRace(bed, increments);
  console.log(
    `store: 2 × ${increments} read-then-write transactions on one row from both hosts at once: count ${race.count} (expected ${2 * increments}), ` +
      `${race.wallMs} ms wall, per host ${race.perHost.map((host) => `${host.ms} ms`).join(' / ')}`,
  );
  const started = performance.now();
  const app = await startVowlyOnTwoHosts(bed, root, { workerHealthTimeout: healthTimeout, workerConcurrency: 4 });
  try {
    console.log(`web and worker on each host, DATA_ENGINE=postgres: ready ${Math.round(performance.now() - started)} ms after launch`);
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) seen.push(await saveSeenOnOtherHost(app));
    console.log(`a save through host A on host B's public page after: ${seen.join(', ')} ms (5 saves)`);
    const answered = await answersSplit(app, answers);
    console.log(`${answers} simultaneous RSVP answers split across both hosts:`, answered);
    const sent = await sendWithKilledWorker(app, { weddings: 3, guests, killAfter: Math.round(guests / 2), timeoutMs: 900_000 });
    console.log(`3 × ${guests}-guest sends, host B's worker killed (-9) mid-send (WORKER_HEALTH_TIMEOUT=${healthTimeout} s):`, sent);
  } finally {
    await app.stop();
  }
} finally {
  await bed.stop();
  fs.rmSync(root, { recursive: true, force: true });
}
