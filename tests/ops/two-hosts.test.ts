// Issue 29 item 5: two "hosts" on this machine (network namespaces, each with only its loopback and a veth
// link to the database host), the app's processes in each talking to one PostgreSQL over the links.
// Skips only where namespaces cannot be made (not root, no `ip netns`) or no PostgreSQL server is installed
// (CI installs iproute2 and postgresql: .ci/run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoHostsBed, type TwoHostsBed, twoHostsUnavailable } from '../../bench/two-hosts/bed';
import { healthOf, linksOf, startWebAndWorkerApart, storeRace } from '../../bench/two-hosts/scenarios';
import { tempDir } from '../helpers/tmp';

const unavailable = await twoHostsUnavailable();
if (unavailable) console.warn(`[two-hosts] skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('two hosts over veth links to one PostgreSQL', () => {
  let bed: TwoHostsBed | undefined;
  beforeAll(async () => {
    bed = await startTwoHostsBed();
  });
  afterAll(async () => {
    await bed?.stop();
  });

  it('gives each host only its loopback and its own link', async () => {
    for (const host of bed!.hosts) expect(await linksOf(host)).toEqual(['lo', `${host.netns.replace(/^vowly-(\w+)-(\w)$/, 'vw$1$2')}h`]);
  });

  it('serialises read-then-write transactions from both hosts on one row: 2 × 100 increments, none lost', async () => {
    const race = await storeRace(bed!, 100);
    expect(race.perHost.map((host) => host.increments)).toEqual([100, 100]);
    expect(race.count).toBe(200);
  }, 180_000);

  it('runs the web process on one host and the worker on the other, the job queue between them over the links', async () => {
    const app = await startWebAndWorkerApart(bed!, tempDir('two-hosts'));
    try {
      // The web is reached over its link; the worker's heartbeat reaches the queue over the other link.
      expect(await healthOf(app.url)).toMatchObject({ ok: true, queue: 'ok', worker: 'ok' });
    } finally {
      await app.stop();
    }
  }, 420_000);
});
