// Cost as work grows (issue 29 item 6): the built app (NODE_ENV=production) on a database of
// 100,000 weddings and 5 million guests (bench/scale/seed.ts), each path beside the floor (plain
// node:http sending the same bytes) in one run: p50/p99 of the public page cached and uncached, the
// RSVP answer, the couple's guest list and dashboard, the admin pages (first page, a later page and
// a search); then the database's size and the time of `npm run backup` and `npm run restore`.
// Requests are sequential on one keep-alive connection: the figures are the time one request takes.
// The server runs on core 0, this script on core 1.
// Run: npm run bench:scale [-- --dir /tmp/vowly-scale --weddings 100000 --guests 5000000 --reuse --requests 200 --seconds 10]
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuild } from '../../src/cli/client-build';
import { encodeCursor } from '../../src/features/admin/domain/admin-queries';
import { openDatabase } from '../../src/core/db/connection';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { createSession } from '../../src/core/auth/sessions';
import { rsvpToken } from '../../src/features/guests/domain/rsvp-link';
import { SESSION_COOKIE } from '../../src/core/http/middleware/session';
import { freePort } from '../../tests/helpers/processes';
import { type BenchRequest, type Captured, capture, send, startFloor } from '../floor';
import { options, seedScale } from './seed';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const scale = options(args);
const REQUESTS = Number(option('requests', '200'));
/** A case stops after this many seconds even before REQUESTS (the slow admin pages). */
const SECONDS = Number(option('seconds', '10'));
const CORES = os.availableParallelism();
const LOAD_CORE = CORES > 1 ? '1' : '0';

function pin(pid: number, core: string) {
  spawn('taskset', ['-pc', core, String(pid)], { stdio: 'ignore' });
}

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

function startWeb(dataDir: string, port: number): Promise<ChildProcess> {
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
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    web.once('exit', (code) => reject(new Error(`web exited with ${code}`)));
    web.stdout!.on('data', (d) => String(d).includes('listening') && resolve(web));
  });
}

async function stopWeb(web: ChildProcess | undefined) {
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
  const databaseFile = path.join(scale.dir, 'vowly.db');
  if (!args.includes('--reuse') || !fs.existsSync(databaseFile)) await seedScale(scale);
  await ensureClientBuild();
  execFileSync(process.execPath, ['scripts/launch.mjs', 'build'], { cwd: ROOT, stdio: 'ignore' });

  // Who the bench is: the admin, and the couple of the wedding in the middle of the list.
  const db = openDatabase(databaseFile);
  const sqlite = db.$client;
  const weddingCount = (sqlite.prepare('select count(*) as n from weddings').get() as { n: number }).n;
  const admin = sqlite.prepare("select id from users where role = 'admin'").get() as { id: string };
  const middle = sqlite
    .prepare('select id, owner_id, wedding_url from weddings where wedding_url is not null order by created_at desc limit 1 offset ?')
    .get(Math.floor(weddingCount / 2)) as { id: string; owner_id: string; wedding_url: string };
  const adminCookie = `${SESSION_COOKIE}=${(await createSession(sqliteStore(db), admin.id)).token}`;
  const coupleCookie = `${SESSION_COOKIE}=${(await createSession(sqliteStore(db), middle.owner_id)).token}`;
  // Never-visited weddings for the uncached page, and guests who come alone (one per wedding) for the answers.
  const fresh = (
    sqlite.prepare('select wedding_url from weddings where wedding_url is not null order by created_at desc limit ? offset 10').all(REQUESTS) as {
      wedding_url: string;
    }[]
  ).map((row) => row.wedding_url);
  const answering = sqlite
    .prepare(
      `select g.id, g.wedding_id as weddingId, g.rsvp_link_version as rsvpLinkVersion, w.wedding_url as weddingUrl from weddings w
       join guests g on g.id = (select id from guests where wedding_id = w.id and household_id is null order by created_at desc limit 1)
       where w.wedding_url is not null order by w.created_at limit ? offset 10`,
    )
    .all(REQUESTS) as { id: string; weddingId: string; rsvpLinkVersion: number; weddingUrl: string }[];
  // The oldest page: the rows older than the 51st oldest wedding.
  const deep = sqlite.prepare('select id, created_at from weddings order by created_at, id limit 1 offset 50').get() as
    | { id: string; created_at: number }
    | undefined;
  const lastPage = deep ? encodeCursor({ v: deep.created_at, id: deep.id, d: 'older' }) : '';
  sqlite.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let web: ChildProcess | undefined;
  let floor: ChildProcess | undefined;
  try {
    web = await startWeb(scale.dir, port);
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

    const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
    const databaseBytes = size(databaseFile) + size(`${databaseFile}-wal`);
    const backupFile = path.join(os.tmpdir(), `vowly-scale-backup-${process.pid}.tar.gz`);
    const restoreDir = `${scale.dir}-restored`;
    fs.rmSync(restoreDir, { recursive: true, force: true });
    const backup = timed(['scripts/launch.mjs', 'backup', backupFile], { DATA_DIR: scale.dir, NODE_ENV: 'production' });
    const restore = timed(['scripts/launch.mjs', 'restore', backupFile], { DATA_DIR: restoreDir, NODE_ENV: 'production' });
    const backupBytes = size(backupFile);
    fs.rmSync(backupFile, { force: true });
    fs.rmSync(restoreDir, { recursive: true, force: true });

    const counts = `${weddingCount} weddings`;
    console.log(`\n${counts}, ${CORES} cores (server on core 0, requests from core ${LOAD_CORE}), sequential requests on one connection`);
    console.table(rows);
    console.table({
      'database (vowly.db + WAL)': { value: `${(databaseBytes / 1e9).toFixed(2)} GB` },
      'npm run backup (web running)': { value: `${backup.seconds.toFixed(1)} s, ${(backupBytes / 1e9).toFixed(2)} GB` },
      'npm run restore (into a new DATA_DIR)': { value: `${restore.seconds.toFixed(1)} s` },
    });
  } finally {
    floor?.kill('SIGTERM');
    await stopWeb(web);
  }
}

await main();
