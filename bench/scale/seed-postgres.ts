// The scale database on PostgreSQL (issue 29 item 6): the same copies of the seeded demo wedding as
// bench/scale/seed.ts makes on SQLite (same rows, names, addresses, e-mails, households and answers), in
// bulk SQL from generate_series. The demo and the admin are seeded through the store (src/seed), then the
// copies are inserted with triggers and foreign-key checks off for this session (rows go in parents first,
// consistent by construction) and the admin's kept totals (app_counts) counted once at the end.
import pg from 'pg';
import { openStore } from '../../src/core/db/store/open-store';
import { seed } from '../../src/seed/seed';

/** 24 characters of [a-z2-7] like newId()'s: a random UUID's hex with 0, 1, 8, 9 moved into the alphabet. */
const RANDOM_ID = `translate(left(replace(gen_random_uuid()::text, '-', ''), 24), '0189', 'qrst')`;

export interface PostgresSeed {
  /** The app's database (created here if missing, emptied first). */
  databaseUrl: string;
  /** The server's maintenance database, to drop and create the app's. */
  adminUrl: string;
  weddings: number;
  perWedding: number;
  firstNames: string[];
  adminPassword: string;
  uploadsDir: string;
  step: <T>(label: string, fn: () => Promise<T>) => Promise<T>;
}

export async function seedPostgres({ databaseUrl, adminUrl, weddings, perWedding, firstNames, adminPassword, uploadsDir, step }: PostgresSeed) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const store = await openStore({ engine: 'postgres', databaseUrl });
  try {
    await seed(store, { adminPassword, uploadsDir });
  } finally {
    await store.close();
  }

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const run = (label: string, statement: string) =>
    step(label, async () => {
      await client.query('begin');
      await client.query(statement);
      await client.query('commit');
    });
  try {
    await client.query(`set session_replication_role = replica; set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '1GB'`);
    const names = `(array[${firstNames.map((first) => `'${first}'`).join(', ')}])`;
    await run(
      'numbers',
      `create temp table demo as select w.*, u.name as owner_name from weddings w join users u on u.id = w.owner_id where w.wedding_url = 'demo';
       create temp table demo_guests as select row_number() over (order by created_at, id) - 1 as rn, * from guests where wedding_id = (select id from demo);
       create index on demo_guests (rn);
       create temp table demo_events as select * from wedding_events where wedding_id = (select id from demo);
       create temp table copies as select i, ${RANDOM_ID} as user_id, ${RANDOM_ID} as wedding_id,
         ${names}[i % 16 + 1] as one, ${names}[(i / 16 + 7) % 16 + 1] as two, (select created_at from demo) - i * interval '1 minute' as created_at
       from generate_series(1, ${weddings}) as i;
       alter table copies add primary key (i);`,
    );
    await run(
      'users',
      `insert into users (id, name, email, email_verified_at, password_hash, google_id, role, created_at, updated_at, first_login_at)
       select user_id, one || ' & ' || two, format('couple%s@scale.example', lpad(i::text, 7, '0')), created_at, null, null,
         case when i % 3 = 0 then 'userPaid' else 'userFree' end, created_at, created_at, created_at from copies;`,
    );
    await run(
      'payments (each Pro couple paid once)',
      `insert into payments (id, user_id, plan_id, provider, checkout_session_id, amount_cents, currency, status, created_at, paid_at)
       select ${RANDOM_ID}, user_id, 'pro', 'stripe', format('cs_scale_%s', lpad(i::text, 7, '0')), 5000, 'usd', 'paid', created_at, created_at
       from copies where i % 3 = 0;`,
    );
    await run(
      'weddings',
      `insert into weddings (id, owner_id, wedding_url, wedding_theme, wedding_date, time_zone, published, track_opens, content, version, pro, created_at, updated_at)
       select c.wedding_id, c.user_id, format('%s-and-%s-%s', lower(translate(c.one, 'á', 'a')), lower(translate(c.two, 'á', 'a')), c.i), d.wedding_theme,
         d.wedding_date + (c.i % 365) * interval '1 day', d.time_zone, d.published, d.track_opens,
         d.content || jsonb_build_object('brideGroomOneName', c.one, 'brideGroomTwoName', c.two), 1, c.i % 3 = 0, c.created_at, c.created_at + interval '1 hour'
       from copies c, demo d;`,
    );
    await run(
      'wedding events',
      `insert into wedding_events (id, wedding_id, main, title, starts_at, ends_at, venue_name, venue_address, map_url, dress_code, notes,
         created_at, updated_at, for_everyone, invite_tags, invite_guest_ids)
       select ${RANDOM_ID}, c.wedding_id, e.main, e.title, e.starts_at + (c.i % 365) * interval '1 day', e.ends_at + (c.i % 365) * interval '1 day',
         e.venue_name, e.venue_address, e.map_url, e.dress_code, e.notes, c.created_at, c.created_at, e.for_everyone, e.invite_tags, '[]'::jsonb
       from copies c, demo_events e;`,
    );
    // Households of two: guests 2h and 2h + 1 share household h; the last fifth come alone.
    const paired = Math.floor((perWedding * 4) / 5 / 2);
    await run(
      'households',
      `create temp table household_ids as select c.i, h, ${RANDOM_ID} as id from copies c, generate_series(0, ${paired - 1}) as h;
       alter table household_ids add primary key (i, h);
       insert into households (id, wedding_id, name, created_at, tags)
       select hid.id, c.wedding_id, substr(g.name, strpos(g.name, ' ') + 1) || ' ' || (hid.h + 1), c.created_at, '[]'::jsonb
       from household_ids hid join copies c on c.i = hid.i
       join demo_guests g on g.rn = (hid.h * 2) % (select count(*) from demo_guests);`,
    );
    await run(
      `guests (${perWedding} per wedding)`,
      `insert into guests (id, wedding_id, household_id, name, name_key, email, status, plus_one_allowed, plus_one_name, plus_one_status, notes,
         unsubscribed, rsvp_link_version, responded_at, created_at, updated_at, email_problem, email_problem_address, email_problem_at, tags)
       select ${RANDOM_ID}, c.wedding_id, hid.id,
         g.name || case when k < 8 then '' else ' ' || (k / 8 + 1) end,
         g.name_key || case when k < 8 then '' else ' ' || (k / 8 + 1) end,
         case when g.email is null then null else format('guest%s.%s@scale.example', c.i, k) end,
         g.status, g.plus_one_allowed, g.plus_one_name, g.plus_one_status, g.notes, false, 1,
         case when g.status = 'Awaiting' then null else c.created_at + k * interval '1 second' end,
         c.created_at + k * interval '1 second', c.created_at + k * interval '1 second', null, null, null, '[]'::jsonb
       from copies c cross join generate_series(0, ${perWedding - 1}) as k
       join demo_guests g on g.rn = k % (select count(*) from demo_guests)
       left join household_ids hid on hid.i = c.i and hid.h = k / 2 and k < ${paired * 2};`,
    );
    // The kept totals as migration 0002 counts them (the triggers were off for the copies).
    await run(
      'app_counts',
      `delete from app_counts;
       insert into app_counts (key, n)
         select 'users:' || role, count(*) from users group by role
         union all select 'guests:' || status, count(*) from guests group by status
         union all select 'emails:' || status, count(*) from emails group by status
         union all select 'weddings', count(*) from weddings
         union all select 'weddings:with-url', count(*) from weddings where wedding_url is not null
         union all select 'payments:paid:' || provider, count(*) from payments where status = 'paid' group by provider
         union all select 'payments:paid-cents:' || provider, sum(amount_cents) from payments where status = 'paid' group by provider
         union all select 'support', count(*) from support_messages;`,
    );
    await step('vacuum analyze', () => client.query('vacuum analyze'));
    await step('checkpoint', () => client.query('checkpoint'));
    const counts: Record<string, number> = {};
    for (const table of ['users', 'weddings', 'households', 'guests', 'wedding_events', 'payments']) {
      counts[table] = Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
    }
    const size = Number((await client.query('select pg_database_size(current_database()) as n')).rows[0].n);
    return { counts, bytes: size };
  } finally {
    await client.end();
  }
}
