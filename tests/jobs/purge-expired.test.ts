// The daily purge: expired sessions and e-mail tokens and idle login-throttle rows go; live ones stay.
import fs from 'node:fs';
import path from 'node:path';
import { parseCrontab, type JobHelpers } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { taskList } from '../../jobs/tasks';
import { emailTokens, sessions } from '../../src/core/db/schema';
import { transportFor } from '../../src/features/email/domain/transport';
import { parseEnv } from '../../src/core/config/env';
import { createTestUser } from '../helpers/auth';
import { createTestDb } from '../helpers/db';
import { tempDir } from '../helpers/tmp';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('purge_expired', () => {
  it('is a daily task in the crontab', () => {
    const items = parseCrontab(fs.readFileSync(path.resolve(import.meta.dirname, '../../jobs/crontab'), 'utf8'));
    const purge = items.find((item) => item.task === 'purge_expired');
    expect(purge).toBeDefined();
    expect(purge!.match).toBeTypeOf('function');
  });

  it('deletes expired sessions, expired e-mail tokens and idle throttle rows, nothing else', async () => {
    const db = createTestDb();
    const { user, token } = await createTestUser(db);
    const now = Date.now();
    const at = (offset: number) => new Date(now + offset);
    db.insert(sessions)
      .values({ id: 'expired-session', userId: user.id, expiresAt: at(-HOUR) })
      .run();
    db.insert(emailTokens)
      .values([
        { userId: user.id, purpose: 'verify-email', tokenHash: 'expired', expiresAt: at(-HOUR) },
        { userId: user.id, purpose: 'reset-password', tokenHash: 'live', expiresAt: at(HOUR) },
      ])
      .run();
    // The throttle's rows, in whichever table this schema has (login_throttle is being replaced by rate_limits).
    const table = (name: string) => db.$client.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;
    let throttleKeys: () => string[];
    if (table('rate_limits')) {
      const insert = db.$client.prepare('insert into rate_limits (key, score, updated_at) values (?, ?, ?)');
      insert.run('ip:idle', 3, now - 2 * DAY);
      insert.run('ip:idle-too', 9, now - 3 * DAY);
      insert.run('account:recent@example.com', 20, now - HOUR);
      insert.run('ip:recent', 2, now - HOUR);
      throttleKeys = () => (db.$client.prepare('select key from rate_limits order by key').all() as { key: string }[]).map((r) => r.key);
    } else {
      const insert = db.$client.prepare('insert into login_throttle (key, failures, locked_until, window_start, window_attempts) values (?, ?, ?, ?, 0)');
      insert.run('ip:idle', 3, null, now - 2 * DAY);
      insert.run('ip:idle-too', 9, now - DAY, now - 3 * DAY);
      insert.run('account:recent@example.com', 20, now + HOUR, now - 2 * DAY); // still locked
      insert.run('ip:recent', 2, null, now - HOUR);
      throttleKeys = () => (db.$client.prepare('select key from login_throttle order by key').all() as { key: string }[]).map((r) => r.key);
    }

    const config = parseEnv({ NODE_ENV: 'test', DATA_DIR: tempDir('purge') });
    const tasks = taskList({ db, config, transport: transportFor(config) });
    const logged: string[] = [];
    const helpers = { logger: { info: (m: string) => logged.push(m) } } as unknown as JobHelpers;
    await tasks.purge_expired!({}, helpers);

    expect(db.select({ id: sessions.id }).from(sessions).all()).toHaveLength(1); // the user's live session
    expect(token).toBeTruthy();
    expect(db.select({ hash: emailTokens.tokenHash }).from(emailTokens).all()).toEqual([{ hash: 'live' }]);
    expect(throttleKeys()).toEqual(['account:recent@example.com', 'ip:recent']);
    expect(logged.join('\n')).toContain('purge_expired: 1 session(s), 1 e-mail token(s), 2 throttle row(s)');
    db.$client.close();
  });
});
