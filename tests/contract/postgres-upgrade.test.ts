// The PostgreSQL migrations since 0009 (owners of several weddings, languages and translations, the
// guest's language, the caterer flag) on a database holding a wedding as that release wrote it: every
// row kept, the new columns take their defaults, and a person may then own a second wedding. The database
// recorded 0003 with the future time its journal once carried, as every deployed one did: drizzle skipped
// every later migration on it until migratePostgres set recorded times to the journal's.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migratePostgres } from '../../src/core/db/postgres/migrate';
import { createPostgresStore } from '../../src/core/db/store/postgres-store';
import { migrationsUpTo } from '../helpers/migrations';

/** Every migration in the journal is applied (and recorded once). */
const MIGRATIONS = (JSON.parse(readFileSync(new URL('../../migrations/postgres/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] })
  .entries.length;
import { createTestPgDatabase } from '../helpers/pg';

describe('PostgreSQL migrations after 0009 on a database with data', () => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  it('keeps every row and gives the new columns their defaults', async () => {
    const database = await createTestPgDatabase();
    closing.push(database.drop);
    const store = createPostgresStore(database.url, { poolSize: 2 });
    closing.push(() => store.close());
    await migratePostgres(store, migrationsUpTo('0009_activity', 'postgres'));

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    closing.push(() => client.end());
    const third = await client.query(`update drizzle.__drizzle_migrations set created_at = 1795790000000 where id = 4`);
    expect(third.rowCount).toBe(1);
    const at = "'2026-05-01T12:00:00Z'";
    await client.query(`
      insert into users (id, name, email, role, created_at, updated_at) values ('u1', 'Amelia', 'a@example.com', 'userPaid', ${at}, ${at});
      insert into weddings (id, owner_id, wedding_url, content, created_at, updated_at)
        values ('w1', 'u1', 'amelia-and-ben', '{"brideGroomOneName":"Amelia"}', ${at}, ${at});
      insert into guests (id, wedding_id, name, name_key, status, created_at, updated_at)
        values ('g1', 'w1', 'Ann Lee', 'ann lee', 'Accepted', ${at}, ${at}), ('g2', 'w1', 'Cat Roe', 'cat roe', 'Awaiting', ${at}, ${at});
      insert into questions (id, wedding_id, form, kind, label, options, created_at)
        values ('q1', 'w1', 'rsvp', 'choice', 'Meal choice', '["Fish","Veg"]', ${at});
      insert into wedding_events (id, wedding_id, title, starts_at, ends_at, created_at, updated_at)
        values ('e1', 'w1', 'Farewell brunch', '2026-06-15T10:30:00Z', '2026-06-15T13:00:00Z', ${at}, ${at});
    `);

    await migratePostgres(store);

    const rows = async (query: string) => (await client.query(query)).rows;
    expect(await rows('select id, languages, content from weddings')).toEqual([{ id: 'w1', languages: ['en'], content: { brideGroomOneName: 'Amelia' } }]);
    expect(await rows('select id, name, status, language from guests order by id')).toEqual([
      { id: 'g1', name: 'Ann Lee', status: 'Accepted', language: null },
      { id: 'g2', name: 'Cat Roe', status: 'Awaiting', language: null },
    ]);
    expect(await rows('select id, label, options, translations, for_caterer from questions')).toEqual([
      { id: 'q1', label: 'Meal choice', options: ['Fish', 'Veg'], translations: {}, for_caterer: null },
    ]);
    expect(await rows('select id, title, translations from wedding_events')).toEqual([{ id: 'e1', title: 'Farewell brunch', translations: {} }]);
    // Owner of a second wedding (the unique owner index is gone).
    await client.query(`insert into weddings (id, owner_id, wedding_url, content, created_at, updated_at) values ('w2', 'u1', 'second', '{}', ${at}, ${at})`);
    expect(await rows(`select id from weddings where owner_id = 'u1' order by id`)).toEqual([{ id: 'w1' }, { id: 'w2' }]);
    expect(await rows('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: MIGRATIONS }]);
  });

  it('lets the web process and the worker migrate a new database at the same moment', async () => {
    const database = await createTestPgDatabase();
    closing.push(database.drop);
    const stores = [createPostgresStore(database.url, { poolSize: 2 }), createPostgresStore(database.url, { poolSize: 2 })];
    for (const store of stores) closing.push(() => store.close());
    await Promise.all(stores.map((store) => migratePostgres(store)));
    const { rows } = await stores[0]!.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows).toEqual([{ n: MIGRATIONS }]);
  });
});
