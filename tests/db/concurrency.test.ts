// Logins and registrations while another process commits to the same SQLite file as fast as it can
// (as the worker does marking e-mails sent): every answer is the normal one, never a 500
// ('database is locked'). The deterministic form of this is tests/db/write-transactions.test.ts.
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { queueEmail } from '../../src/features/email/domain/queue-email';
import { createTestApp } from '../helpers/app';
import { createTestUser } from '../helpers/auth';
import { client } from '../helpers/http';
import { ROOT, waitUntil } from '../helpers/processes';

const password = 'blue lantern 42';

/** Another process marking the given e-mails sent, over and over, until stopped. */
function emailMarker(file: string, ids: string[]) {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.pragma('busy_timeout = 20000');
    const ids = JSON.parse(process.argv[2]);
    const mark = db.prepare("update emails set status = 'sent', attempts = attempts + 1, sent_at = ? where id = ?");
    let commits = 0;
    const tick = () => {
      for (let i = 0; i < 20; i++) mark.run(Date.now(), ids[commits++ % ids.length]);
      process.stdout.write('commits ' + commits + '\\n');
      setImmediate(tick);
    };
    tick();
  `;
  const child = spawn(process.execPath, ['-e', script, file, JSON.stringify(ids)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let last = 0;
  child.stdout!.on('data', (d: Buffer) => {
    const match = /commits (\d+)\s*$/.exec(d.toString());
    if (match) last = Number(match[1]);
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    commits: () => last,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

let marker: ReturnType<typeof emailMarker> | undefined;
afterAll(async () => {
  await marker?.stop();
});

describe('SQLite writes from two processes', () => {
  it('no login or registration answers 500 while another process commits', async () => {
    const { app, db, queue } = createTestApp();
    const accounts = await Promise.all(Array.from({ length: 8 }, (_, i) => createTestUser(db, { email: `kim${i}@example.com`, password })));
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        queueEmail(db, queue, { kind: 'test', idempotencyKey: `k${i}`, to: `g${i}@example.com`, subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' }),
      ),
    );
    marker = emailMarker((db as typeof db & { path: string }).path, ids);
    await waitUntil(() => marker!.commits() > 100 || undefined);
    const before = marker.commits();

    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const requests = [
        ...accounts.map((a) => client(app).post('/api/v1/auth/login', { email: a.user.email, password })),
        ...accounts.map((a) => client(app).post('/api/v1/auth/login', { email: a.user.email, password: 'wrong but long enough' })),
        ...Array.from({ length: 6 }, (_, i) =>
          client(app).post('/api/v1/auth/register', { name: 'New', email: `new${round}-${i}@example.com`, password, confirmPassword: password }),
        ),
      ];
      statuses.push(...(await Promise.all(requests)).map((r) => r.status));
    }
    // The other process kept committing throughout.
    expect(marker.commits()).toBeGreaterThan(before);
    await marker.stop();
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // Normal answers only (the login throttle may answer 429 to the repeated wrong passwords).
    expect(statuses.filter((s) => ![200, 201, 401, 429].includes(s))).toEqual([]);
    expect(statuses).toContain(200);
    expect(statuses).toContain(201);
  }, 120_000);
});
