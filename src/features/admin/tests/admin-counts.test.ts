// The admin's totals are kept by the database (migration 0018: app_counts and its triggers), so
// /app/admin reads a few rows instead of counting every guest (issue 29 item 6). They must stay
// exact through every kind of write: inserts, status and role changes, a web address set and
// cleared, payments paid and refunded, and a deleted account taking its wedding and guests with it.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Db } from '../../../core/db/connection';
import { emails, guests, payments, supportMessages, users, weddings } from '../../../core/db/schema';
import { sqliteStore } from '../../../core/db/store/sqlite-store';
import { appStats } from '../domain/admin-queries';
import { adminRepository } from '../domain/repository';
import { createTestUser } from '../../../../tests/helpers/auth';
import { createTestDb } from '../../../../tests/helpers/db';
import { migrationsUpTo } from '../../../../tests/helpers/migrations';
import { tempDir } from '../../../../tests/helpers/tmp';

/** The admin's totals, read as the app reads them (through the store). */
const stats = (db: Db) => appStats(adminRepository(sqliteStore(db)));

/** The same figures counted the slow way, from the rows themselves. */
function counted(db: Db) {
  const one = (query: string) => (db.$client.prepare(query).get() as { n: number }).n;
  const grouped = (query: string) => Object.fromEntries((db.$client.prepare(query).all() as { k: string; n: number }[]).map((row) => [row.k, row.n]));
  return {
    totalUsers: one('select count(*) as n from users'),
    usersByRole: { userFree: 0, userPaid: 0, admin: 0, ...grouped('select role as k, count(*) as n from users group by role') },
    totalWeddings: one('select count(*) as n from weddings'),
    weddingsWithAddress: one('select count(*) as n from weddings where wedding_url is not null'),
    totalGuests: one('select count(*) as n from guests'),
    guestsByStatus: grouped('select status as k, count(*) as n from guests group by status'),
    emailsByStatus: grouped('select status as k, count(*) as n from emails group by status'),
    payments: one("select count(*) as n from payments where status = 'paid' and provider = 'stripe'"),
    revenueCents: one("select coalesce(sum(amount_cents), 0) as n from payments where status = 'paid' and provider = 'stripe'"),
    testPayments: one("select count(*) as n from payments where status = 'paid' and provider = 'test'"),
    supportMessages: one('select count(*) as n from support_messages'),
  };
}

function addGuests(db: Db, weddingId: string, statuses: ('Awaiting' | 'Accepted' | 'Declined')[]) {
  return statuses.map((status, i) =>
    db
      .insert(guests)
      .values({ weddingId, name: `Guest ${i}`, nameKey: `guest ${i}`, status })
      .returning()
      .get(),
  );
}

function addEmail(db: Db, weddingId: string, status: 'queued' | 'sent' | 'failed') {
  return db
    .insert(emails)
    .values({ weddingId, kind: 'invite', to: 'a@example.com', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi', status, idempotencyKey: `k-${Math.random()}` })
    .returning()
    .get();
}

describe('admin totals kept by the database', () => {
  it('stay equal to the rows through inserts, changes and a deleted account', async () => {
    const db = createTestDb();
    const admin = await createTestUser(db, { role: 'admin' });
    const couple = await createTestUser(db, { role: 'userFree', weddingUrl: 'ann-and-bo' });
    const other = await createTestUser(db, { role: 'userPaid' });
    const [first, second] = addGuests(db, couple.wedding.id, ['Awaiting', 'Accepted', 'Declined']);
    addGuests(db, other.wedding.id, ['Awaiting', 'Awaiting']);
    const queued = addEmail(db, couple.wedding.id, 'queued');
    addEmail(db, other.wedding.id, 'sent');
    const pay = (userId: string, provider: 'stripe' | 'test', status: 'open' | 'paid') =>
      db
        .insert(payments)
        .values({ userId, planId: 'pro', provider, checkoutSessionId: `cs_${Math.random()}`, amountCents: 5000, status })
        .returning()
        .get();
    const open = pay(couple.user.id, 'stripe', 'open');
    pay(other.user.id, 'stripe', 'paid');
    pay(other.user.id, 'test', 'paid');
    db.insert(supportMessages).values({ userId: couple.user.id, name: 'Ann', email: 'ann@example.com', topic: 'general', message: 'Hello' }).run();
    expect(await stats(db)).toEqual(counted(db));

    db.update(guests).set({ status: 'Declined' }).where(eq(guests.id, first!.id)).run();
    db.update(guests).set({ status: 'Accepted' }).where(eq(guests.id, second!.id)).run(); // unchanged
    db.update(emails).set({ status: 'sent' }).where(eq(emails.id, queued.id)).run();
    db.update(payments).set({ status: 'paid' }).where(eq(payments.id, open.id)).run();
    db.update(users).set({ role: 'userPaid' }).where(eq(users.id, couple.user.id)).run();
    db.update(weddings).set({ weddingUrl: 'other-place' }).where(eq(weddings.id, other.wedding.id)).run();
    db.update(weddings).set({ weddingUrl: null }).where(eq(weddings.id, couple.wedding.id)).run();
    expect(await stats(db)).toEqual(counted(db));
    expect(await stats(db)).toMatchObject({ payments: 2, revenueCents: 10_000, testPayments: 1, guestsByStatus: { Awaiting: 2, Declined: 2, Accepted: 1 } });

    // A deleted account takes its wedding, guests, e-mails and payments with it (cascades).
    db.delete(users).where(eq(users.id, other.user.id)).run();
    expect(await stats(db)).toEqual(counted(db));
    expect((await stats(db)).totalGuests).toBe(3);
    db.delete(guests).where(eq(guests.weddingId, couple.wedding.id)).run();
    db.delete(users).where(eq(users.id, admin.user.id)).run();
    expect(await stats(db)).toEqual(counted(db));
  });

  it('are filled from the rows a database already holds when it migrates', async () => {
    const db = openDatabase(path.join(tempDir('migrate'), 'vowly.db'));
    migrateDatabase(db, migrationsUpTo('0017_first_login'));
    const t = 1795000000000;
    db.$client.exec(`
      insert into users (id, name, email, role, created_at, updated_at) values ('u1', 'Ann', 'a@example.com', 'userPaid', ${t}, ${t}),
        ('u2', 'Bo', 'b@example.com', 'userFree', ${t}, ${t});
      insert into weddings (id, owner_id, wedding_url, content, created_at, updated_at) values ('w1', 'u1', 'ann', '{}', ${t}, ${t}),
        ('w2', 'u2', null, '{}', ${t}, ${t});
      insert into guests (id, wedding_id, name, name_key, status, created_at, updated_at)
        values ('g1', 'w1', 'Cat', 'cat', 'Accepted', ${t}, ${t}), ('g2', 'w1', 'Dan', 'dan', 'Awaiting', ${t}, ${t});
      insert into payments (id, user_id, plan_id, provider, checkout_session_id, amount_cents, status, created_at)
        values ('p1', 'u1', 'pro', 'stripe', 'cs_1', 5000, 'paid', ${t});
    `);
    migrateDatabase(db);
    expect(await stats(db)).toEqual(counted(db));
    expect(await stats(db)).toMatchObject({ totalUsers: 2, weddingsWithAddress: 1, totalGuests: 2, revenueCents: 5000 });
  });
});
