// The live slideshow's cost per viewer (issue 26): each open /{weddingUrl}/photos/live asks
// GET /api/v1/public/{weddingUrl}/photos?since=… once per 10 s. Measured side by side with the floor
// (plain node:http sending the same bytes) in one run, for the usual poll (nothing new) and a poll
// that brings new photos, then turned into what N viewers cost the web process.
// Run: npm run bench:photos-live [-- --seconds 8 --connections 16 --photos 200]
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { photoSettings, photos, weddings } from '../src/core/db/schema';
import { newId } from '../src/shared/ids';
import { SLIDESHOW_POLL_MS } from '../src/shared/photos/rules';
import { startBenchServer } from './bench-server';
import { capture, startFloor } from './floor';
import { benchOption, measureCpu, pin } from './measure';
import { freePort } from '../tests/helpers/processes';

const SECONDS = Number(benchOption('seconds', '8'));
const CONNECTIONS = Number(benchOption('connections', '16'));
const PHOTOS = Number(benchOption('photos', '200'));
const SERVER_CORE = '0';
const LOAD_CORE = os.availableParallelism() > 1 ? '1' : '0';
const load = { connections: CONNECTIONS, seconds: SECONDS };

async function main() {
  const start = new Date('2026-01-01T00:00:00Z');
  const app = await startBenchServer({
    prepare: (db) => {
      // The demo's album open to guests, with PHOTOS shared photos, one a minute after `start`.
      const demo = db.select({ id: weddings.id }).from(weddings).where(eq(weddings.weddingUrl, 'demo')).get()!;
      db.insert(photoSettings)
        .values({ weddingId: demo.id, mode: 'album', moderation: 'post', perGuestLimit: 50 })
        .onConflictDoUpdate({ target: photoSettings.weddingId, set: { mode: 'album' } })
        .run();
      for (let i = 0; i < PHOTOS; i++) {
        const at = new Date(start.getTime() + i * 60_000);
        db.insert(photos)
          .values({
            id: newId(),
            weddingId: demo.id,
            url: `/uploads/bench/photo-${i}.webp`,
            width: 1600,
            height: 1200,
            bytes: 400_000,
            uploaderName: `Guest ${i % 40}`,
            deviceId: `device-${i % 40}`,
            status: 'shared',
            sharedAt: at,
            createdAt: at,
          })
          .run();
      }
    },
  });
  let floor: ChildProcess | undefined;
  try {
    pin(app.pid, SERVER_CORE);
    pin(process.pid, LOAD_CORE);
    const browser = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
    const api = '/api/v1/public/demo/photos';
    const nothingNew = `${api}?since=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`;
    const fiveNew = `${api}?since=${encodeURIComponent(new Date(start.getTime() + (PHOTOS - 6) * 60_000 + 1).toISOString())}`;
    const cases: [string, string][] = [
      ['poll, nothing new (the usual answer)', nothingNew],
      ['poll, 5 new photos', fiveNew],
    ];
    const table = new Map<string, Awaited<ReturnType<typeof capture>>>();
    for (const [, path] of cases) {
      const answer = await capture(app.base, path, { headers: browser });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.body}`);
      table.set(path, answer);
    }
    const floorPort = await freePort();
    floor = await startFloor(floorPort, table);
    pin(floor.pid!, SERVER_CORE);

    const rows: Record<string, Record<string, string | number>> = {};
    let usual = 0;
    for (const [label, path] of cases) {
      const ours = await measureCpu(`${app.base}${path}`, app.pid, browser, load);
      const base = await measureCpu(`http://127.0.0.1:${floorPort}${path}`, floor.pid!, browser, load);
      if (!usual) usual = ours.cpuMsPerRequest;
      rows[label] = {
        bytes: table.get(path)!.body.length,
        'app req/s': Math.round(ours.rps),
        'floor req/s': Math.round(base.rps),
        'app CPU ms/req': ours.cpuMsPerRequest.toFixed(3),
        'floor CPU ms/req': base.cpuMsPerRequest.toFixed(3),
        'CPU ratio': `${(ours.cpuMsPerRequest / base.cpuMsPerRequest).toFixed(2)}x`,
        'non-2xx': ours.non2xx + ours.errors,
      };
    }
    console.log(`\n${PHOTOS} shared photos; ${CONNECTIONS} connections, ${SECONDS}s per case; servers on core ${SERVER_CORE}, load on core ${LOAD_CORE}`);
    console.table(rows);
    const pollsPerViewerPerSecond = 1000 / SLIDESHOW_POLL_MS;
    for (const viewers of [1, 100, 1000]) {
      const share = viewers * pollsPerViewerPerSecond * usual; // ms of CPU per second
      console.log(`${viewers} viewer(s): ${(viewers * pollsPerViewerPerSecond).toFixed(1)} polls/s, ${(share / 10).toFixed(2)} % of one core`);
    }
  } finally {
    floor?.kill('SIGTERM');
    app.stop();
  }
}

main();
