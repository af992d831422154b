// A transaction that reads and then writes, with another process committing in between, must not
// fail with 'database is locked' (SQLITE_BUSY_SNAPSHOT): it starts IMMEDIATE, so the other writer
// waits for it instead. The other process is played by a second connection to the same file that
// tries to commit exactly between the transaction's first read and its first write.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/core/db/connection';
import { payments } from '../../src/core/db/schema';
import { accountForGoogle } from '../../src/features/accounts/domain/google-account';
import { accountsRepository } from '../../src/features/accounts/domain/repository';
import { fulfilPayment } from '../../src/features/payments/domain/fulfil';
import { paymentsRepository } from '../../src/features/payments/domain/repository';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { createTestApp } from '../helpers/app';
import { createTestUser } from '../helpers/auth';
import { client } from '../helpers/http';

/**
 * Arms `db` so that inside every transaction, once it has read, another connection commits a write
 * just before the transaction's first write. Returns what the other writer saw each time.
 */
function commitBetweenReadAndWrite(db: Db & { path: string }) {
  const other = new Database(db.path);
  other.pragma('busy_timeout = 0'); // same thread: waiting would wait for ourselves
  other.exec('create table if not exists other_writes (n integer)');
  const outcomes: ('committed' | 'blocked')[] = [];
  const sqlite = db.$client;
  const prepare = sqlite.prepare.bind(sqlite);
  let readInTransaction = false;
  sqlite.prepare = ((source: string) => {
    if (!sqlite.inTransaction) readInTransaction = false;
    else if (/^\s*select/i.test(source)) readInTransaction = true;
    else if (readInTransaction && /^\s*(insert|update|delete)/i.test(source)) {
      readInTransaction = false;
      try {
        other.prepare('insert into other_writes values (1)').run();
        outcomes.push('committed');
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        outcomes.push('blocked');
      }
    }
    return prepare(source);
  }) as typeof sqlite.prepare;
  return { outcomes, close: () => other.close() };
}

const password = 'blue lantern 42';

describe('write transactions against another writer', () => {
  it('registration and login answer normally, never 500, while another process commits', async () => {
    const { app, db } = createTestApp();
    const existing = await createTestUser(db, { email: 'kim@example.com', password });
    const other = commitBetweenReadAndWrite(db as Db & { path: string });
    try {
      const api = client(app);
      const registered = await api.post('/api/v1/auth/register', { name: 'Ana', email: 'ana@example.com', password, confirmPassword: password });
      expect(registered.status).toBe(201);
      const login = await api.post('/api/v1/auth/login', { email: existing.user.email, password });
      expect(login.status).toBe(200);
      const wrong = await api.post('/api/v1/auth/login', { email: existing.user.email, password: 'not it at all' });
      expect(wrong.status).toBe(401);
      // The other writer was kept out while each transaction ran (it would have waited, not failed us).
      expect(other.outcomes.length).toBeGreaterThan(0);
      expect(other.outcomes.every((o) => o === 'blocked')).toBe(true);
    } finally {
      other.close();
    }
  });

  it('Google sign-up and payment fulfilment take the write lock first too', async () => {
    const { db } = createTestApp();
    const buyer = await createTestUser(db);
    db.insert(payments).values({ userId: buyer.user.id, checkoutSessionId: 'cs_1', planId: 'pro', provider: 'test', amountCents: 5000, status: 'open' }).run();
    const other = commitBetweenReadAndWrite(db as Db & { path: string });
    try {
      const user = await accountForGoogle(accountsRepository(sqliteStore(db)), { sub: 'g-1', email: 'gina@example.com', emailVerified: true, name: 'Gina' });
      expect(user.email).toBe('gina@example.com');
      expect(await fulfilPayment(paymentsRepository(sqliteStore(db)), 'cs_1')).toBe(true);
      expect(other.outcomes.every((o) => o === 'blocked')).toBe(true);
    } finally {
      other.close();
    }
  });
});
