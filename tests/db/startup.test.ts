import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests, users, weddings } from '../../src/core/db/schema';
import { seed } from '../../src/seed/seed';
import { createQueue } from '../../src/core/queue/queue';
import { createTestApp } from '../helpers/app';
import { createTestDb } from '../helpers/db';
import { createTestPgDatabase } from '../helpers/pg';

describe('start-up', () => {
  it('migrates an empty data dir into every table', () => {
    const db = createTestDb();
    const tables = db.$client
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'")
      .all()
      .map((r) => (r as { name: string }).name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'weddings', 'guests', 'emails', 'payments']));
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('seeds the admin and the demo wedding once, however often it runs', async () => {
    const db = createTestDb();
    const first = await seed(db);
    const second = await seed(db);
    expect(first.generatedAdminPassword).toMatch(/.{12,}/);
    expect(second.generatedAdminPassword).toBeUndefined();
    expect(db.select({ n: count() }).from(users).get()!.n).toBe(2);
    expect(db.select({ n: count() }).from(weddings).get()!.n).toBe(2);
    // The demo couple's guest list, with households and answers, also only once.
    const demoGuests = db.select().from(guests).all();
    expect(demoGuests).toHaveLength(8);
    expect(new Set(demoGuests.map((g) => g.status))).toEqual(new Set(['Accepted', 'Awaiting', 'Declined']));
    expect(demoGuests.filter((g) => g.householdId).length).toBe(6);
  });

  it('answers /healthz with SQLite and queue status', async () => {
    const pg = await createTestPgDatabase();
    const queue = await createQueue(pg.url);
    try {
      const { app } = createTestApp({ queue });
      const res = await app.request('/healthz');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, sqlite: 'ok', queue: 'ok', worker: 'starting', workerLastSeenSeconds: null }); // no worker yet, web just started
    } finally {
      await queue.close();
      await pg.drop();
    }
  });

  it('reports a dead queue as 503', async () => {
    const pg = await createTestPgDatabase();
    const queue = await createQueue(pg.url);
    await queue.close();
    const { app } = createTestApp({ queue });
    const res = await app.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, queue: 'down' });
    await pg.drop();
  });
});
