// Migration 0013 (issue 15 item 3) on a database holding both kinds of questions: the RSVP's and the
// special requests' questions and answers move into `questions` (with their form) and `answers`,
// keeping every id and value, and the four old tables are gone.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/core/db/connection';
import { migrationsUpTo } from '../helpers/migrations';
import { tempDir } from '../helpers/tmp';

const BEFORE = '0012_event_plus_ones';

describe('migration 0013: one questions table', () => {
  it('moves RSVP and special-request questions and answers without losing a row, id or value', () => {
    const db = openDatabase(path.join(tempDir('migrate'), 'vowly.db'));
    migrateDatabase(db, migrationsUpTo(BEFORE));
    const sqlite = db.$client;
    const t = 1795000000000;
    sqlite.exec(`
      insert into users (id, name, email, role, created_at, updated_at) values ('u1', 'Amelia', 'a@example.com', 'userPaid', ${t}, ${t});
      insert into weddings (id, owner_id, content, created_at, updated_at) values ('w1', 'u1', '{}', ${t}, ${t});
      insert into guests (id, wedding_id, name, name_key, status, created_at, updated_at)
        values ('g1', 'w1', 'Ann', 'ann', 'Accepted', ${t}, ${t}), ('g2', 'w1', 'Cat', 'cat', 'Awaiting', ${t}, ${t});
      insert into rsvp_questions (id, wedding_id, kind, label, options, required, scope, position, event_id, created_at)
        values ('rq1', 'w1', 'choice', 'Meal?', '["Fish","Veg"]', 1, 'guest', 0, null, ${t}),
               ('rq2', 'w1', 'text', 'Song?', '[]', 0, 'household', 1, 'ev1', ${t + 1});
      insert into rsvp_answers (id, guest_id, question_id, value, updated_at)
        values ('ra1', 'g1', 'rq1', 'Fish', ${t + 2}), ('ra2', 'g1', 'rq2', 'Dancing Queen', ${t + 3});
      insert into special_questions (id, wedding_id, kind, label, options, required, position, created_at)
        values ('sq1', 'w1', 'yesno', 'Bus?', '[]', 0, 0, ${t + 4}), ('sq2', 'w1', 'choice', 'Size?', '["S","M"]', 1, 1, ${t + 5});
      insert into special_answers (id, guest_id, question_id, value, updated_at)
        values ('sa1', 'g1', 'sq1', 'yes', ${t + 6}), ('sa2', 'g2', 'sq2', 'M', ${t + 7});
    `);

    migrateDatabase(db);

    // The columns migration 0013 made (later migrations add their own, e.g. for_caterer and translations).
    const columns = 'id, wedding_id, form, kind, label, options, required, scope, position, event_id, created_at';
    expect(sqlite.prepare(`select ${columns} from questions order by id`).all()).toEqual([
      {
        id: 'rq1',
        wedding_id: 'w1',
        form: 'rsvp',
        kind: 'choice',
        label: 'Meal?',
        options: '["Fish","Veg"]',
        required: 1,
        scope: 'guest',
        position: 0,
        event_id: null,
        created_at: t,
      },
      {
        id: 'rq2',
        wedding_id: 'w1',
        form: 'rsvp',
        kind: 'text',
        label: 'Song?',
        options: '[]',
        required: 0,
        scope: 'household',
        position: 1,
        event_id: 'ev1',
        created_at: t + 1,
      },
      {
        id: 'sq1',
        wedding_id: 'w1',
        form: 'special',
        kind: 'yesno',
        label: 'Bus?',
        options: '[]',
        required: 0,
        scope: 'guest',
        position: 0,
        event_id: null,
        created_at: t + 4,
      },
      {
        id: 'sq2',
        wedding_id: 'w1',
        form: 'special',
        kind: 'choice',
        label: 'Size?',
        options: '["S","M"]',
        required: 1,
        scope: 'guest',
        position: 1,
        event_id: null,
        created_at: t + 5,
      },
    ]);
    expect(sqlite.prepare('select id, guest_id, question_id, value, updated_at from answers order by id').all()).toEqual([
      { id: 'ra1', guest_id: 'g1', question_id: 'rq1', value: 'Fish', updated_at: t + 2 },
      { id: 'ra2', guest_id: 'g1', question_id: 'rq2', value: 'Dancing Queen', updated_at: t + 3 },
      { id: 'sa1', guest_id: 'g1', question_id: 'sq1', value: 'yes', updated_at: t + 6 },
      { id: 'sa2', guest_id: 'g2', question_id: 'sq2', value: 'M', updated_at: t + 7 },
    ]);
    const tables = (sqlite.prepare(`select name from sqlite_master where type = 'table'`).all() as { name: string }[]).map((r) => r.name);
    for (const old of ['rsvp_questions', 'rsvp_answers', 'special_questions', 'special_answers']) expect(tables).not.toContain(old);
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);

    // Deleting a question takes its answers; deleting a guest takes theirs.
    sqlite.prepare(`delete from questions where id = 'sq2'`).run();
    sqlite.prepare(`delete from guests where id = 'g1'`).run();
    expect(sqlite.prepare('select count(*) as n from answers').get()).toEqual({ n: 0 });
    db.$client.close();
  });
});
