// Cost as work grows (issue 29 item 6): the built app (NODE_ENV=production) on a database of
// 100,000 weddings and 5 million guests (bench/scale/seed.ts), each path beside the floor (plain
// node:http sending the same bytes) in one run: p50/p99 of the public page cached and uncached, the
// RSVP answer, the couple's guest list and dashboard, the admin pages (first page, a later page and
// a search); then the database's size and the time of `npm run backup` and `npm run restore`.
// Requests are sequential on one keep-alive connection: the figures are the time one request takes.
// The server runs on core 0, this script on core 1.
// Run: npm run bench:scale [-- --engine sqlite|postgres --dir /tmp/vowly-scale --weddings 100000 --guests 5000000 --reuse
//   --requests 200 --seconds 10 --answers 350 --pages-only]
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuild } from '../../src/cli/client-build';
import { encodeCursor } from '../../src/features/admin/domain/admin-queries';
import { createSession } from '../../src/core/auth/sessions';
import { rsvpToken } from '../../src/features/guests/domain/rsvp-link';
import { SESSION_COOKIE } from '../../src/core/http/middleware/session';
import { freePort } from '../../tests/helpers/processes';
import { type BenchRequest, type Captured, capture, send, startFloor } from '../floor';
import { benchOption, pin } from '../measure';
import { type BenchDb, onServer, postgresBenchDb, sqliteBenchDb } from './bench-db';
import { type ScaleCluster, startScaleCluster } from './cluster';
import { freshDir, options, seedScale } from './seed';
import { answersPerSecond } from './throughput';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => benchOption(name, fallback, args);
const scale = options(args);
const REQUESTS = Number(option('requests', '200'));
/** A case stops after this many seconds even before REQUESTS (the slow admin pages). */
const SECONDS = Number(option('seconds', '10'));
/** Simultaneous RSVP answers per throughput run (PostgreSQL: 1, 2 and 4 web processes). */
const ANSWERS = Number(option('answers', '350'));
const WEB_COUNTS = [1, 2, 4];
/** `--pages-only`: the paths' times alone (no backup, restore or answers per second). */
const PAGES_ONLY = args.includes('--pages-only');
const CORES = os.availableParallelism();
const LOAD_CORE = CORES > 1 ? '1' : '0';

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Case {
  label: string;
  /** The i-th request (a different wedding or guest per request where a path is measured uncached). */
  request: (i: number) => { path: string; init?: BenchRequest };
}

async function timeRequests(base: string, each: Case, caseKey?: string) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const started = performance.now();
  for (let i = 0; i < REQUESTS && (i < 5 || performance.now() - started < SECONDS * 1000); i++) {
    const { path: url, init = {} } = each.request(i);
    const headers = { ...init.headers, ...(caseKey ? { 'x-bench-case': caseKey } : {}) };
    const t = performance.now();
    const res = await send(base, url, { ...init, headers }, agent);
    times.push(performance.now() - t);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), n: times.length, statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' ') };
}

/** The engine's environment for the app's processes (the web, backup, restore). */
function engineEnv(cluster: ScaleCluster | undefined, database?: string): Record<string, string> {
  return cluster ? { DATA_ENGINE: 'postgres', DATABASE_URL: cluster.url(database) } : {};
}

export function startWeb(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const web = spawn(process.execPath, ['scripts/launch.mjs', 'web'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_REQUESTS: 'false',
      EMAIL_TRANSPORT: 'outbox',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    web.once('exit', (code) => reject(new Error(`web exited with ${code}`)));
    web.stdout!.on('data', (d) => String(d).includes('listening') && resolve(web));
  });
}

export async function stopWeb(web: ChildProcess | undefined) {
  if (!web || web.exitCode !== null) return;
  const exited = new Promise((resolve) => web.once('exit', resolve));
  web.kill('SIGTERM');
  await exited;
}

function timed(command: string[], env: Record<string, string>) {
  const started = performance.now();
  const out = execFileSync(process.execPath, command, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { seconds: (performance.now() - started) / 1000, out: out.trim() };
}

async function main() {
  const postgres = scale.engine === 'postgres';
  const databaseFile = path.join(scale.dir, 'vowly.db');
  let cluster: ScaleCluster | undefined;
  let db: BenchDb | undefined;
  try {
    if (postgres) {
      const seeded = fs.existsSync(path.join(scale.dir, 'postgres', 'data', 'PG_VERSION'));
      if (!args.includes('--reuse') || !seeded) freshDir(scale.dir);
      cluster = await startScaleCluster(scale.dir);
      if (!args.includes('--reuse') || !seeded) await seedScale(scale, cluster);
      db = await postgresBenchDb(cluster.url());
    } else {
      if (!args.includes('--reuse') || !fs.existsSync(databaseFile)) await seedScale(scale);
      db = sqliteBenchDb(databaseFile);
    }
    await ensureClientBuild();
    execFileSync(process.execPath, ['scripts/launch.mjs', 'build'], { cwd: ROOT, stdio: 'ignore' });
    await measure(db, cluster, databaseFile);
  } finally {
    await db?.close();
    await cluster?.stop();
  }
}

async function measure(db: BenchDb, cluster: ScaleCluster | undefined, databaseFile: string) {
  // Who the bench is: the admin, and the couple of the wedding in the middle of the list.
  const [{ n: weddingCount }] = (await db.all<{ n: number }>('select count(*) as n from weddings')).map((row) => ({ n: Number(row.n) })) as [{ n: number }];
  const [admin] = await db.all<{ id: string }>("select id from users where role = 'admin'");
  const [middle] = await db.all<{ id: string; owner_id: string; wedding_url: string }>(
    'select id, owner_id, wedding_url from weddings where wedding_url is not null order by created_at desc limit 1 offset ?',
    [Math.floor(weddingCount / 2)],
  );
  if (!admin || !middle) throw new Error('the scale database has no admin or no weddings: seed it again (without --reuse)');
  const adminCookie = `${SESSION_COOKIE}=${(await createSession(db.store, admin.id)).token}`;
  const coupleCookie = `${SESSION_COOKIE}=${(await createSession(db.store, middle.owner_id)).token}`;
  // Never-visited weddings for the uncached page, and guests who come alone (one per wedding) for the answers:
  // the timed answers first, then a fresh set for each throughput run.
  const fresh = (
    await db.all<{ wedding_url: string }>('select wedding_url from weddings where wedding_url is not null order by created_at desc limit ? offset 10', [
      REQUESTS,
    ])
  ).map((row) => row.wedding_url);
  const answerers = REQUESTS + 1 + (cluster ? ANSWERS * WEB_COUNTS.length : 0);
  const alone = await db.all<{ id: string; weddingId: string; rsvpLinkVersion: number; weddingUrl: string }>(
    `select g.id, g.wedding_id as "weddingId", g.rsvp_link_version as "rsvpLinkVersion", w.wedding_url as "weddingUrl" from weddings w
     join guests g on g.id = (select id from guests where wedding_id = w.id and household_id is null order by created_at desc limit 1)
     where w.wedding_url is not null order by w.created_at limit ? offset 10`,
    [answerers],
  );
  const answering = alone.slice(0, REQUESTS + 1);
  // The oldest page: the rows older than the 51st oldest wedding.
  const [deep] = await db.all<{ id: string; created_at: number | Date }>('select id, created_at from weddings order by created_at, id limit 1 offset 50');
  const lastPage = deep ? encodeCursor({ v: new Date(deep.created_at).getTime(), id: deep.id, d: 'older' }) : '';
  const engine = engineEnv(cluster);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let web: ChildProcess | undefined;
  let floor: ChildProcess | undefined;
  try {
    web = await startWeb(scale.dir, port, engine);
    pin(web.pid!, '0');
    pin(process.pid, LOAD_CORE);
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const secret = { dataDir: scale.dir };
    const json = (cookie: string) => ({ headers: { ...browser, cookie } });
    const answer = (i: number) => {
      const guest = answering[i % answering.length]!;
      return {
        path: `/api/v1/public/${guest.weddingUrl}/rsvp`,
        init: {
          method: 'PATCH',
          headers: { ...browser, 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ token: rsvpToken(secret, guest), members: [{ guestId: guest.id, status: i % 3 ? 'Accepted' : 'Declined' }] }),
        },
      };
    };
    const cases: Case[] = [
      { label: 'public page, cached', request: () => ({ path: `/${middle.wedding_url}`, init: { headers: browser } }) },
      { label: 'public page, first visit (uncached)', request: (i) => ({ path: `/${fresh[i % fresh.length]}`, init: { headers: browser } }) },
      { label: 'RSVP answer (PATCH, a new guest each time)', request: answer },
      { label: 'guest list page (/app/guest-list)', request: () => ({ path: '/app/guest-list', init: json(coupleCookie) }) },
      { label: 'dashboard (/app)', request: () => ({ path: '/app', init: json(coupleCookie) }) },
      { label: 'admin stats (/app/admin)', request: () => ({ path: '/app/admin', init: json(adminCookie) }) },
      { label: 'admin all weddings, page 1', request: () => ({ path: '/app/admin/all-weddings', init: json(adminCookie) }) },
      { label: 'admin all weddings, last page', request: () => ({ path: `/app/admin/all-weddings?cursor=${lastPage}`, init: json(adminCookie) }) },
      {
        label: 'admin all weddings, search (one couple by e-mail)',
        request: (i) => ({ path: `/app/admin/all-weddings?search=couple${String(1000 + i).padStart(7, '0')}`, init: json(adminCookie) }),
      },
      { label: 'admin all weddings, search (a common name)', request: () => ({ path: '/app/admin/all-weddings?search=Noor', init: json(adminCookie) }) },
      { label: 'admin all users, page 1', request: () => ({ path: '/app/admin/all-users', init: json(adminCookie) }) },
      { label: 'admin all users, search (name)', request: () => ({ path: '/app/admin/all-users?search=Noor', init: json(adminCookie) }) },
      { label: 'API admin all weddings, page 1', request: () => ({ path: '/api/v1/admin/all-weddings', init: json(adminCookie) }) },
    ];

    // The floor answers each case with the bytes the app sent for it.
    const captured = new Map<string, Captured>();
    for (const [i, each] of cases.entries()) {
      const { path: url, init } = each.request(REQUESTS + 1); // one not measured below (answers and first visits stay fresh)
      captured.set(String(i), await capture(base, url, init));
    }
    // The cached case measures a page already in the cache.
    await capture(base, `/${middle.wedding_url}`, { headers: browser });
    const floorPort = await freePort();
    floor = await startFloor(floorPort, captured);
    pin(floor.pid!, '0');

    const rows: Record<string, Record<string, string | number>> = {};
    for (const [i, each] of cases.entries()) {
      const app = await timeRequests(base, each);
      const bare = await timeRequests(`http://127.0.0.1:${floorPort}`, each, String(i));
      rows[each.label] = {
        'app p50 ms': app.p50.toFixed(2),
        'app p99 ms': app.p99.toFixed(2),
        'floor p50 ms': bare.p50.toFixed(2),
        'floor p99 ms': bare.p99.toFixed(2),
        requests: app.n,
        statuses: app.statuses,
        bytes: captured.get(String(i))!.body.length,
      };
      console.log(each.label, rows[each.label]);
    }

    const ops = PAGES_ONLY ? null : await backupAndAnswers();
    async function backupAndAnswers() {
      const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
      const databaseBytes = (await db.size()) ?? size(databaseFile) + size(`${databaseFile}-wal`);
      const backupFile = path.join(os.tmpdir(), `vowly-scale-backup-${process.pid}.tar.gz`);
      const restoreDir = `${scale.dir}-restored`;
      const restoredDatabase = 'vowly_restored';
      fs.rmSync(restoreDir, { recursive: true, force: true });
      if (cluster) await onServer(cluster.url('postgres'), `drop database if exists ${restoredDatabase} with (force)`, `create database ${restoredDatabase}`);
      let backup: ReturnType<typeof timed>;
      let restore: ReturnType<typeof timed>;
      try {
        backup = timed(['scripts/launch.mjs', 'backup', backupFile], { DATA_DIR: scale.dir, NODE_ENV: 'production', ...engine });
        restore = timed(['scripts/launch.mjs', 'restore', backupFile], {
          DATA_DIR: restoreDir,
          NODE_ENV: 'production',
          ...engineEnv(cluster, restoredDatabase),
        });
      } finally {
        if (cluster) await onServer(cluster.url('postgres'), `drop database if exists ${restoredDatabase} with (force)`);
      }
      const backupBytes = size(backupFile);
      fs.rmSync(backupFile, { force: true });
      fs.rmSync(restoreDir, { recursive: true, force: true });

      // RSVP answers per second with 1, 2 and 4 web processes sharing the PostgreSQL database.
      const throughput: Record<string, Record<string, string | number>> = {};
      if (cluster) {
        await stopWeb(web);
        web = undefined;
        for (const [run, webs] of WEB_COUNTS.entries()) {
          const guests = alone.slice(REQUESTS + 1 + run * ANSWERS, REQUESTS + 1 + (run + 1) * ANSWERS);
          const result = await answersPerSecond({ dataDir: scale.dir, env: engine, webs, guests, start: startWeb, stop: stopWeb });
          throughput[`${webs} web process${webs > 1 ? 'es' : ''}`] = result;
          console.log(`${webs} web processes`, result);
        }
      }
      return { databaseBytes, backup, backupBytes, restore, throughput };
    }

    const counts = `${weddingCount} weddings on ${scale.engine}`;
    console.log(`\n${counts}, ${CORES} cores (server on core 0, requests from core ${LOAD_CORE}), sequential requests on one connection`);
    console.table(rows);
    if (!ops) return;
    const { databaseBytes, backup, backupBytes, restore, throughput } = ops;
    console.table({
      [cluster ? 'database (pg_database_size)' : 'database (vowly.db + WAL)']: { value: `${(databaseBytes / 1e9).toFixed(2)} GB` },
      'npm run backup (web running)': { value: `${backup.seconds.toFixed(1)} s, ${(backupBytes / 1e6).toFixed(0)} MB` },
      [cluster ? 'npm run restore (into a new DATA_DIR and an empty database)' : 'npm run restore (into a new DATA_DIR)']: {
        value: `${restore.seconds.toFixed(1)} s`,
      },
    });
    if (cluster) {
      console.log(`${ANSWERS} simultaneous RSVP answers (each a different guest), split evenly across the web processes:`);
      console.table(throughput);
    }
  } finally {
    floor?.kill('SIGTERM');
    await stopWeb(web);
  }
}

await main();
