// The store's contract, the same on both engines (issue 29 item 4): commit, rollback, a transaction's
// writes unseen outside until it commits, conflicting transactions serialised, and no lost update
// among 50 concurrent read-then-write transactions.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as sqliteSchema from '../../src/core/db/schema';
import * as pgSchema from '../../src/core/db/postgres/schema';
import type { DataStore } from '../../src/core/db/store/store';
import { describeEachEngine } from '../helpers/engines';

/** A counter kept in a real table (rate_limits: key, score), read and written as repositories do, per engine. */
function counters(store: DataStore) {
  if (store.engine === 'sqlite') {
    const table = sqliteSchema.rateLimits;
    return {
      read: async (key: string) => store.executor().select({ score: table.score }).from(table).where(eq(table.key, key)).get()?.score ?? null,
      // A write opens a transaction of its own, or joins the caller's (outside one, SQLite's reader refuses writes).
      write: (key: string, score: number) =>
        store.transaction(async (tx) => {
          tx.insert(table).values({ key, score, updatedAt: 0 }).onConflictDoUpdate({ target: table.key, set: { score } }).run();
        }),
    };
  }
  const table = pgSchema.rateLimits;
  return {
    read: async (key: string) => (await store.executor().select({ score: table.score }).from(table).where(eq(table.key, key)))[0]?.score ?? null,
    write: (key: string, score: number) =>
      store.transaction(async (tx) => {
        await tx.insert(table).values({ key, score, updatedAt: 0 }).onConflictDoUpdate({ target: table.key, set: { score } });
      }),
  };
}

/** A few turns of the event loop: time for another transaction to run if it could. */
async function turns(count = 5) {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describeEachEngine('the store', ({ engine, store }) => {
  it('commits what the transaction wrote, and returns its result', async () => {
    const counter = counters(store());
    const result = await store().transaction(async () => {
      await counter.write('commit', 1);
      return counter.read('commit');
    });
    expect(result).toBe(1);
    expect(await counter.read('commit')).toBe(1);
  });

  it('rolls back every write of a transaction that throws, and rethrows its error', async () => {
    const counter = counters(store());
    await counter.write('rollback', 1);
    const failing = store().transaction(async () => {
      await counter.write('rollback', 2);
      await counter.write('rollback-other', 5);
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await counter.read('rollback')).toBe(1);
    expect(await counter.read('rollback-other')).toBeNull();
  });

  it("a transaction's writes are unseen outside it until it commits; a nested call joins it", async () => {
    const counter = counters(store());
    const gate = deferred();
    const wrote = deferred();
    const open = store().transaction(async () => {
      await counter.write('isolated', 1);
      // Joins the open transaction (one connection, one commit), so it sees the write.
      expect(await store().transaction(() => counter.read('isolated'))).toBe(1);
      wrote.resolve();
      await gate.promise;
    });
    await wrote.promise;
    expect(await counter.read('isolated')).toBeNull();
    gate.resolve();
    await open;
    expect(await counter.read('isolated')).toBe(1);
  });

  it('serialises conflicting transactions: a read-then-write that another transaction overtakes loses nothing', async () => {
    const counter = counters(store());
    await counter.write('serial', 0);
    const gate = deferred();
    const aRead = deferred();
    let aRuns = 0;
    const a = store().transaction(async () => {
      aRuns++;
      const value = (await counter.read('serial'))!;
      aRead.resolve();
      await gate.promise;
      await counter.write('serial', value + 1);
    });
    await aRead.promise;
    let bDone = false;
    const b = store()
      .transaction(async () => counter.write('serial', (await counter.read('serial'))! + 1))
      .then(() => {
        bDone = true;
      });
    if (engine === 'sqlite') {
      // One writer per process: B waits until A commits.
      await turns();
      expect(bDone).toBe(false);
    } else {
      // B runs beside A and commits first; A's stale read makes it fail and run again.
      await b;
    }
    gate.resolve();
    await Promise.all([a, b]);
    expect(await counter.read('serial')).toBe(2);
    expect(aRuns).toBe(engine === 'sqlite' ? 1 : 2);
  });

  it('loses no update among 50 concurrent read-then-write transactions', async () => {
    const counter = counters(store());
    await counter.write('fifty', 0);
    await Promise.all(
      Array.from({ length: 50 }, () =>
        store().transaction(async () => {
          const value = (await counter.read('fifty'))!;
          await turns(1); // give every other transaction the chance to interleave
          await counter.write('fifty', value + 1);
        }),
      ),
    );
    expect(await counter.read('fifty')).toBe(50);
  });
});
