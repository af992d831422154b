// The admin's totals kept by triggers (issue 29 item 6: SQLite migration 0019, PostgreSQL 0002) stay
// equal to the rows on both engines through inserts, changes of the counted columns, other updates
// and deletes, a deleted account's cascade included.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DataStore } from '../../src/core/db/store/store';
import { sumShards } from '../../src/core/db/app-count-shards';
import { describeEachEngine } from '../helpers/engines';

/** Writes in one transaction (SQLite's reader outside one refuses writes). */
async function exec(store: DataStore, statements: string) {
  if (store.engine === 'sqlite') {
    await store.transaction(async (tx) => {
      for (const statement of statements.split(/;\s*/).filter((s) => s.trim())) tx.run(sql.raw(statement));
    });
  } else await store.executor().execute(sql.raw(statements));
}

async function rows(store: DataStore, query: string): Promise<{ k: string; n: number }[]> {
  if (store.engine === 'sqlite') return store.executor().$client.prepare(query).all() as { k: string; n: number }[];
  const result = await store.executor().execute<{ k: string; n: string }>(sql.raw(query));
  return result.rows.map((row) => ({ k: row.k, n: Number(row.n) }));
}

/** What the triggers kept, and the same figures counted from the rows (zeros left out of both). */
async function keptAndCounted(store: DataStore) {
  const asMap = (list: { k: string; n: number }[]) => Object.fromEntries(list.filter((row) => Number(row.n) !== 0).map((row) => [row.k, Number(row.n)]));
  // A total is kept in shards on PostgreSQL (migration 0003): summed per key, as the admin reads it.
  const kept = asMap(
    [...sumShards((await rows(store, 'select key as k, n from app_counts')).map((row) => ({ key: row.k, n: row.n })))].map(([k, n]) => ({ k, n })),
  );
  const counted = asMap(
    await rows(
      store,
      `select 'users:' || role as k, count(*) as n from users group by role
       union all select 'guests:' || status, count(*) from guests group by status
       union all select 'emails:' || status, count(*) from emails group by status
       union all select 'weddings', count(*) from weddings
       union all select 'weddings:with-url', count(*) from weddings where wedding_url is not null
       union all select 'payments:paid:' || provider, count(*) from payments where status = 'paid' group by provider
       union all select 'payments:paid-cents:' || provider, sum(amount_cents) from payments where status = 'paid' group by provider
       union all select 'support', count(*) from support_messages`,
    ),
  );
  return { kept, counted };
}

describeEachEngine('admin totals kept by triggers', ({ engine, store }) => {
  it('stay equal to the rows through every kind of write', async () => {
    const at = engine === 'sqlite' ? '1795000000000' : 'now()';
    await exec(
      store(),
      `insert into users (id, name, email, role, created_at, updated_at) values
         ('u1', 'Ann', 'a@example.com', 'userFree', ${at}, ${at}), ('u2', 'Bo', 'b@example.com', 'userPaid', ${at}, ${at}),
         ('u3', 'Admin', 'c@example.com', 'admin', ${at}, ${at});
       insert into weddings (id, owner_id, wedding_url, content, created_at, updated_at) values
         ('w1', 'u1', 'ann', '{}', ${at}, ${at}), ('w2', 'u2', null, '{}', ${at}, ${at});
       insert into guests (id, wedding_id, name, name_key, status, created_at, updated_at) values
         ('g1', 'w1', 'Cat', 'cat', 'Awaiting', ${at}, ${at}), ('g2', 'w1', 'Dan', 'dan', 'Accepted', ${at}, ${at}),
         ('g3', 'w2', 'Eve', 'eve', 'Declined', ${at}, ${at}), ('g4', 'w2', 'Fay', 'fay', 'Awaiting', ${at}, ${at});
       insert into emails (id, wedding_id, kind, idempotency_key, "to", subject, html, text, status, created_at) values
         ('e1', 'w1', 'invite', 'k1', 'cat@example.com', 'Hi', '<p>Hi</p>', 'Hi', 'queued', ${at}),
         ('e2', 'w2', 'invite', 'k2', 'eve@example.com', 'Hi', '<p>Hi</p>', 'Hi', 'sent', ${at});
       insert into payments (id, user_id, plan_id, provider, checkout_session_id, amount_cents, status, created_at) values
         ('p1', 'u1', 'pro', 'stripe', 'cs1', 5000, 'open', ${at}), ('p2', 'u2', 'pro', 'stripe', 'cs2', 5000, 'paid', ${at}),
         ('p3', 'u2', 'pro', 'test', 'cs3', 0, 'paid', ${at});
       insert into support_messages (id, user_id, name, email, topic, message, created_at) values
         ('s1', 'u1', 'Ann', 'a@example.com', 'general', 'Hello', ${at});`,
    );
    let { kept, counted } = await keptAndCounted(store());
    expect(kept).toEqual(counted);
    expect(kept).toMatchObject({ 'guests:Awaiting': 2, weddings: 2, 'weddings:with-url': 1, 'payments:paid-cents:stripe': 5000, support: 1 });

    await exec(
      store(),
      `update guests set status = 'Accepted' where id = 'g1';
       update guests set name = 'Danny' where id = 'g2';
       update emails set status = 'failed' where id = 'e1';
       update payments set status = 'paid' where id = 'p1';
       update payments set amount_cents = 4000 where id = 'p2';
       update users set role = 'userPaid' where id = 'u1';
       update weddings set wedding_url = 'bo' where id = 'w2';
       update weddings set wedding_url = null where id = 'w1';`,
    );
    ({ kept, counted } = await keptAndCounted(store()));
    expect(kept).toEqual(counted);
    expect(kept).toMatchObject({ 'guests:Accepted': 2, 'payments:paid:stripe': 2, 'payments:paid-cents:stripe': 9000, 'users:userPaid': 2 });

    // A deleted account takes its wedding, guests, e-mails and payments with it.
    await exec(store(), `delete from users where id = 'u2'; delete from support_messages; delete from guests where id = 'g1';`);
    ({ kept, counted } = await keptAndCounted(store()));
    expect(kept).toEqual(counted);
    expect(kept).toEqual({
      'users:userPaid': 1,
      'users:admin': 1,
      weddings: 1,
      'guests:Accepted': 1,
      'emails:failed': 1,
      'emails:sent': 1,
      'payments:paid:stripe': 1,
      'payments:paid-cents:stripe': 5000,
    });
  });
});
