// What one machine does around an invitation send, measured end to end with the real web and
// worker processes (embedded PostgreSQL, local outbox): a 350-guest CSV import (one transaction), a 350-guest
// bulk send from the request to the last e-mail sent, and 350 guests answering at once with SQLite
// synchronous=NORMAL and FULL.
// Run: npm run bench:writes [-- --guests 350]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Db } from '../src/core/db/connection';
import { emails, guests, weddings } from '../src/core/db/schema';
import { rsvpToken } from '../src/features/guests/domain/rsvp-link';
import { nameKey } from '../src/shared/guests/names';
import { startEmbeddedPostgres } from '../src/core/queue/embedded-postgres';
import { createTestUser } from '../tests/helpers/auth';
import { freePort } from '../tests/helpers/processes';

const args = process.argv.slice(2);
const GUESTS = Number(args[args.indexOf('--guests') + 1]) || 350;
const SECRET = 'bench-guest-writes-secret';
const ROOT = path.resolve(import.meta.dirname, '..');

function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_REQUESTS: 'false', SESSION_SECRET: SECRET, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => child.stdout!.on('data', (d) => /listening|worker.*(started|ready|running)/i.test(String(d)) && resolve(child)));
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function couple(db: Db, weddingUrl: string) {
  const user = await createTestUser(db, { role: 'userPaid', weddingUrl });
  db.update(weddings)
    .set({ content: { brideGroomOneName: 'Amelia', brideGroomTwoName: 'Jonah', joiner: '&' } })
    .where(eq(weddings.id, user.wedding.id))
    .run();
  for (let i = 0; i < GUESTS; i++) {
    const name = `Bench Guest ${i + 1}`;
    db.insert(guests)
      .values({ weddingId: user.wedding.id, name, nameKey: nameKey(name), email: `guest${i + 1}@${weddingUrl}.example` })
      .run();
  }
  return user;
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 600_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function answerAll(url: string, db: Db, weddingId: string, weddingUrl: string) {
  const list = db.select().from(guests).where(eq(guests.weddingId, weddingId)).all();
  const started = performance.now();
  const replies = await Promise.all(
    list.map((guest, i) =>
      fetch(`${url}/api/v1/public/${weddingUrl}/rsvp`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({
          token: rsvpToken({ SESSION_SECRET: SECRET, dataDir: '' }, guest),
          members: [{ guestId: guest.id, status: i % 3 ? 'Accepted' : 'Declined' }],
        }),
      }).then((r) => r.status),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  return { seconds, ok: replies.filter((s) => s === 200).length };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-bench-writes-'));
  const db = openDatabase(path.join(dataDir, 'vowly.db'));
  migrateDatabase(db);
  const pg = await startEmbeddedPostgres({ dataDir, pgDir: path.join(dataDir, 'pg'), log: () => {} });
  let web: ChildProcess | undefined;
  let worker: ChildProcess | undefined;
  try {
    const importer = await createTestUser(db, { role: 'userPaid', weddingUrl: 'bench-import' });
    const sender = await couple(db, 'bench-send');
    const normalCouple = await couple(db, 'bench-normal');
    const fullCouple = await couple(db, 'bench-full');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, DATABASE_URL: pg.url, PORT: String(port), PUBLIC_URL: url, EMAIL_TRANSPORT: 'outbox' };
    web = await start('src/cli/web.ts', { ...env, SQLITE_SYNCHRONOUS: 'NORMAL' });
    worker = await start('jobs/worker.ts', env);

    // 0. A CSV import of GUESTS guests in households of three, in one request (one transaction).
    const csv = [
      'Name,Email,Household',
      ...Array.from({ length: GUESTS }, (_, i) => `Import Guest ${i + 1},import${i + 1}@example.com,Family ${Math.floor(i / 3)}`),
    ].join('\n');
    const importStarted = performance.now();
    const imported = await fetch(`${url}/api/v1/guest-list/import`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', origin: url, cookie: importer.cookie },
      body: csv,
    });
    const importMs = performance.now() - importStarted;
    if (imported.status !== 201) throw new Error(`import answered ${imported.status}: ${await imported.text()}`);
    console.log(`CSV import of ${GUESTS} guests: ${importMs.toFixed(0)} ms`);

    // 1. The bulk send: request → every e-mail recorded → every e-mail sent by the worker.
    const sendStarted = performance.now();
    const res = await fetch(`${url}/api/v1/send-invite`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: url, cookie: sender.cookie },
      body: JSON.stringify({ guestIds: 'bulk', mode: 'invite' }),
    });
    const answered = performance.now();
    if (res.status !== 200) throw new Error(`send-invite answered ${res.status}: ${await res.text()}`);
    const countSent = () =>
      db.select({ n: sql<number>`count(*)` }).from(emails).where(sql`${emails.weddingId} = ${sender.wedding.id} and ${emails.status} = 'sent'`).get()!.n;
    await waitFor(() => (countSent() >= GUESTS ? true : undefined));
    const allSent = performance.now();

    // 2. 350 guests answering at once, synchronous=NORMAL then FULL.
    const normal = await answerAll(url, db, normalCouple.wedding.id, 'bench-normal');
    await stop(web);
    web = await start('src/cli/web.ts', { ...env, SQLITE_SYNCHRONOUS: 'FULL' });
    const full = await answerAll(url, db, fullCouple.wedding.id, 'bench-full');

    const ms = (a: number, b: number) => b - a;
    console.log(`\n${GUESTS} guests, web + worker on this machine (${os.availableParallelism()} cores), local outbox\n`);
    console.table({
      'CSV import (one request, one transaction)': { total: `${importMs.toFixed(0)} ms`, 'per guest': `${(importMs / GUESTS).toFixed(2)} ms` },
      'bulk send: request answered (all e-mails recorded and queued)': {
        total: `${ms(sendStarted, answered).toFixed(0)} ms`,
        'per guest': `${(ms(sendStarted, answered) / GUESTS).toFixed(2)} ms`,
      },
      'bulk send: last e-mail sent by the worker': {
        total: `${ms(sendStarted, allSent).toFixed(0)} ms`,
        'per guest': `${(ms(sendStarted, allSent) / GUESTS).toFixed(2)} ms`,
      },
      'RSVP answers at once, synchronous=NORMAL': {
        total: `${(normal.seconds * 1000).toFixed(0)} ms`,
        'per guest': `${((normal.seconds * 1000) / GUESTS).toFixed(2)} ms`,
        'writes/s': (normal.ok / normal.seconds).toFixed(0),
      },
      'RSVP answers at once, synchronous=FULL': {
        total: `${(full.seconds * 1000).toFixed(0)} ms`,
        'per guest': `${((full.seconds * 1000) / GUESTS).toFixed(2)} ms`,
        'writes/s': (full.ok / full.seconds).toFixed(0),
      },
    });
    console.log(
      `sends per minute (local outbox): ${((GUESTS / ms(sendStarted, allSent)) * 60_000).toFixed(0)}; RSVP answers accepted: ${normal.ok}/${GUESTS} NORMAL, ${full.ok}/${GUESTS} FULL`,
    );
  } finally {
    await stop(worker);
    await stop(web);
    db.$client.close();
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main();
