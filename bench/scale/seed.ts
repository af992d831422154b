// A database the size of a busy year: N weddings with their couples, households, guests and
// events, made by copying the seeded demo wedding in bulk SQL (INSERT … SELECT), so every copied
// wedding is a real, complete one (the demo's content, design, guests' answers, two events).
// Unique columns stay unique (e-mail, web address, checkout session), ids are random [a-z2-7]
// like newId()'s, and nothing secret is copied: the couples have no password (the bench signs in
// through sessions it creates), sessions, tokens and e-mails are not copied.
// `--engine postgres` makes the same copies in PostgreSQL (bench/scale/seed-postgres.ts), in a cluster whose
// data stays in `<dir>/postgres` (bench/scale/cluster.ts).
// Run: node --import tsx bench/scale/seed.ts [--dir /tmp/vowly-scale] [--weddings 100000] [--guests 5000000] [--engine sqlite|postgres]
import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../../src/core/db/connection';
import { seed } from '../../src/seed/seed';
import { type ScaleCluster, startScaleCluster } from './cluster';
import { seedPostgres } from './seed-postgres';
import { benchOption } from '../measure';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ScaleOptions {
  engine: 'sqlite' | 'postgres';
  dir: string;
  weddings: number;
  guests: number;
}

export const ADMIN_PASSWORD = 'scale-bench-password';

/** 12 random bytes as 24 characters of [a-z2-7] (hex with 0, 1, 8, 9 moved into the alphabet). */
const RANDOM_ID = `replace(replace(replace(replace(lower(hex(randomblob(12))), '0', 'q'), '1', 'r'), '8', 's'), '9', 't')`;
const DAY_MS = 86_400_000;

const FIRST_NAMES = ['Amelia', 'Jonah', 'Noor', 'Mateo', 'Grace', 'Idris', 'Lena', 'Owen', 'Sofia', 'Ravi', 'Chloe', 'Tomás', 'Maya', 'Felix', 'Aiko', 'Leo'];

export function options(args: string[]): ScaleOptions {
  const option = (name: string, fallback: string) => benchOption(name, fallback, args);
  const engine = option('engine', 'sqlite');
  if (engine !== 'sqlite' && engine !== 'postgres') throw new Error('--engine is sqlite or postgres');
  const dir = path.resolve(option('dir', engine === 'postgres' ? '/tmp/vowly-scale-pg' : '/tmp/vowly-scale'));
  if (dir === ROOT || dir.startsWith(`${ROOT}${path.sep}`)) throw new Error(`--dir must be outside the repository (${ROOT})`);
  return { engine, dir, weddings: Number(option('weddings', '100000')), guests: Number(option('guests', '5000000')) };
}

function step<T>(label: string, fn: () => T): T {
  const started = performance.now();
  const result = fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function stepAsync<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * A fresh DATA_DIR in `dir` with the demo, the admin and `weddings` copies of the demo: in vowly.db, or with
 * engine postgres in the database `vowly` of `cluster` (whose data lives in `dir`: the caller empties the
 * folder before starting it). Without a cluster, the PostgreSQL side starts and stops its own.
 */
export async function seedScale(options: ScaleOptions, cluster?: ScaleCluster) {
  if (options.engine === 'postgres') return seedScalePostgres(options, cluster);
  const { dir, weddings, guests } = options;
  const perWedding = Math.max(1, Math.round(guests / weddings));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'vowly.db');
  const db = openDatabase(file);
  migrateDatabase(db);
  await seed(db, { adminPassword: ADMIN_PASSWORD, uploadsDir: path.join(dir, 'uploads') });
  const sqlite = db.$client;
  sqlite.pragma('foreign_keys = OFF'); // rows are inserted parents first, consistent by construction
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -2000000'); // 2 GB while seeding
  sqlite.pragma('temp_store = MEMORY');
  const run = (label: string, sql: string) => step(label, () => sqlite.transaction(() => sqlite.exec(sql))());
  const started = performance.now();
  console.log(`Seeding ${weddings} weddings × ${perWedding} guests into ${file}`);

  run(
    'numbers',
    `create temp table n (i integer primary key);
     insert into n with recursive c(i) as (select 1 union all select i + 1 from c where i < ${weddings}) select i from c;
     create temp table k (j integer primary key);
     insert into k with recursive c(j) as (select 0 union all select j + 1 from c where j < ${perWedding - 1}) select j from c;
     create temp table first_names (i integer primary key, name text);
     insert into first_names values ${FIRST_NAMES.map((name, i) => `(${i}, '${name}')`).join(', ')};
     create temp table demo as select w.*, u.name as owner_name from weddings w join users u on u.id = w.owner_id where w.wedding_url = 'demo';
     create temp table demo_guests as select row_number() over (order by created_at, id) - 1 as rn, * from guests where wedding_id = (select id from demo);
     create temp table demo_events as select * from wedding_events where wedding_id = (select id from demo);
     create temp table copies (i integer primary key, user_id text, wedding_id text, one text, two text, created_at integer);
     insert into copies select i, ${RANDOM_ID}, ${RANDOM_ID},
       (select name from first_names where first_names.i = n.i % 16), (select name from first_names where first_names.i = (n.i / 16 + 7) % 16),
       (select created_at from demo) - i * 60000 from n;`,
  );
  run(
    'users',
    `insert into users (id, name, email, email_verified_at, password_hash, google_id, role, created_at, updated_at, first_login_at)
     select user_id, one || ' & ' || two, printf('couple%07d@scale.example', i), created_at, null, null,
       case when i % 3 = 0 then 'userPaid' else 'userFree' end, created_at, created_at, created_at from copies;`,
  );
  run(
    'payments (each Pro couple paid once)',
    `insert into payments (id, user_id, plan_id, provider, checkout_session_id, amount_cents, currency, status, created_at, paid_at)
     select ${RANDOM_ID}, user_id, 'pro', 'stripe', printf('cs_scale_%07d', i), 5000, 'usd', 'paid', created_at, created_at from copies where i % 3 = 0;`,
  );
  run(
    'weddings',
    `insert into weddings (id, owner_id, wedding_url, wedding_theme, wedding_date, time_zone, published, track_opens, content, version, pro, created_at, updated_at)
     select c.wedding_id, c.user_id, printf('%s-and-%s-%d', replace(lower(c.one), 'á', 'a'), replace(lower(c.two), 'á', 'a'), c.i), d.wedding_theme,
       d.wedding_date + (c.i % 365) * ${DAY_MS}, d.time_zone, d.published, d.track_opens,
       json_set(d.content, '$.brideGroomOneName', c.one, '$.brideGroomTwoName', c.two), 1, c.i % 3 = 0, c.created_at, c.created_at + 3600000
     from copies c, demo d;`,
  );
  run(
    'wedding events',
    `insert into wedding_events (id, wedding_id, main, title, starts_at, ends_at, venue_name, venue_address, map_url, dress_code, notes,
       created_at, updated_at, for_everyone, invite_tags, invite_guest_ids)
     select ${RANDOM_ID}, c.wedding_id, e.main, e.title, e.starts_at + (c.i % 365) * ${DAY_MS}, e.ends_at + (c.i % 365) * ${DAY_MS},
       e.venue_name, e.venue_address, e.map_url, e.dress_code, e.notes, c.created_at, c.created_at, e.for_everyone, e.invite_tags, '[]'
     from copies c, demo_events e;`,
  );
  // Households of two: guests 2h and 2h + 1 share household h; the last fifth come alone.
  const paired = Math.floor((perWedding * 4) / 5 / 2);
  run(
    'households',
    `create temp table household_ids (i integer, h integer, id text, primary key (i, h)) without rowid;
     insert into household_ids select c.i, k.j, ${RANDOM_ID} from copies c, k where k.j < ${paired};
     insert into households (id, wedding_id, name, created_at, tags)
     select hid.id, c.wedding_id, (select substr(name, instr(name, ' ') + 1) from demo_guests where rn = (hid.h * 2) % (select count(*) from demo_guests))
       || ' ' || (hid.h + 1), c.created_at, '[]'
     from household_ids hid join copies c on c.i = hid.i;`,
  );
  run(
    `guests (${perWedding} per wedding)`,
    `insert into guests (id, wedding_id, household_id, name, name_key, email, status, plus_one_allowed, plus_one_name, plus_one_status, notes,
       unsubscribed, rsvp_link_version, responded_at, created_at, updated_at, email_problem, email_problem_address, email_problem_at, tags)
     select ${RANDOM_ID}, c.wedding_id, hid.id,
       g.name || case when k.j < 8 then '' else ' ' || (k.j / 8 + 1) end,
       g.name_key || case when k.j < 8 then '' else ' ' || (k.j / 8 + 1) end,
       case when g.email is null then null else printf('guest%d.%d@scale.example', c.i, k.j) end,
       g.status, g.plus_one_allowed, g.plus_one_name, g.plus_one_status, g.notes, 0, 1,
       case when g.status = 'Awaiting' then null else c.created_at + k.j * 1000 end,
       c.created_at + k.j * 1000, c.created_at + k.j * 1000, null, null, null, '[]'
     from copies c cross join k
     join demo_guests g on g.rn = k.j % (select count(*) from demo_guests)
     left join household_ids hid on hid.i = c.i and hid.h = k.j / 2 and k.j < ${paired * 2};`,
  );
  step('analyze', () => sqlite.exec('analyze'));
  step('checkpoint', () => sqlite.pragma('wal_checkpoint(TRUNCATE)'));
  const count = (table: string) => (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  const counts = Object.fromEntries(['users', 'weddings', 'households', 'guests', 'wedding_events', 'payments'].map((t) => [t, count(t)]));
  sqlite.close();
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s:`, counts, `${(fs.statSync(file).size / 1e9).toFixed(2)} GB`);
  return counts;
}

/** Empties `dir` for a new seed (its cluster, if any, must not be running). */
export function freshDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
}

async function seedScalePostgres(options: ScaleOptions, given?: ScaleCluster) {
  const { dir, weddings, guests } = options;
  const perWedding = Math.max(1, Math.round(guests / weddings));
  if (!given) freshDir(dir);
  const cluster = given ?? (await startScaleCluster(dir));
  try {
    const started = performance.now();
    console.log(`Seeding ${weddings} weddings × ${perWedding} guests into PostgreSQL (${cluster.url()}, data in ${dir}/postgres)`);
    const { counts, bytes } = await seedPostgres({
      databaseUrl: cluster.url(),
      adminUrl: cluster.url('postgres'),
      weddings,
      perWedding,
      firstNames: FIRST_NAMES,
      adminPassword: ADMIN_PASSWORD,
      uploadsDir: path.join(dir, 'uploads'),
      step: stepAsync,
    });
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s:`, counts, `${(bytes / 1e9).toFixed(2)} GB`);
    return counts;
  } finally {
    if (!given) await cluster.stop();
  }
}

if (import.meta.main) await seedScale(options(process.argv.slice(2)));
