import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seatsUsed } from '../queries/guests';
import { guests } from '../../../core/db/schema';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { runScript } from '../../../../tests/helpers/processes';
import { startTogether } from '../../../../tests/helpers/start-together';
import { seedGuests } from './helpers';

describe('adding guests at the limit concurrently', () => {
  it('parallel requests: exactly the free seats are filled, the rest refused', async () => {
    const { app, db } = createTestApp();
    const { wedding, cookie } = await createTestUser(db);
    seedGuests(db, wedding.id, 60);
    const api = client(app, cookie);
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => api.post('/api/v1/guest-list', { name: `Racer ${i}` })));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(7);
    expect(seatsUsed(db, wedding.id)).toBe(65);
  });

  it('four processes on one SQLite file never pass the limit and never fail with "database is locked"', async () => {
    const { db } = createTestApp();
    const { wedding } = await createTestUser(db);
    const dbPath = (db as unknown as { path: string }).path;
    const workers = ['a', 'b', 'c', 'd'].map((tag) =>
      runScript('src/features/guests/tests/fixtures/add-guests-process.ts', {
        DB_PATH: dbPath,
        WEDDING_ID: wedding.id,
        ROLE: 'userFree',
        ATTEMPTS: '30',
        TAG: tag,
      }),
    );
    await startTogether(workers);
    const codes = await Promise.all(workers.map((w) => w.exited));
    expect(codes).toEqual([0, 0, 0, 0]);
    const results = workers.map((w) => JSON.parse(w.output().trim().split('\n').at(-1)!) as { added: number; refused: number; errors: string[] });
    expect(results.flatMap((r) => r.errors)).toEqual([]);
    expect(results.reduce((sum, r) => sum + r.added + r.refused, 0)).toBe(120);
    const used = seatsUsed(db, wedding.id);
    expect(used).toBeLessThanOrEqual(65);
    // Every refusal happened with no room left for that guest (at most one seat short of full).
    expect(used).toBeGreaterThanOrEqual(64);
    const rows = db.select().from(guests).where(eq(guests.weddingId, wedding.id)).all();
    expect(rows.length).toBe(results.reduce((sum, r) => sum + r.added, 0));
  }, 60_000);
});
