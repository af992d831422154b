// Migration 0005 (schema hygiene) on a database that already holds data: guests and send_batches are
// rebuilt (CHECK constraints, a foreign key to weddings) without losing a row or any row that refers
// to them, and the outbox gets its index by status and time.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/core/db/connection';
import { migrationsUpTo } from '../helpers/migrations';
import { tempDir } from '../helpers/tmp';

const BEFORE = '0004_wedding_addresses_notifications';

describe('migration 0005: schema hygiene', () => {
  it('keeps every guest, answer and batch of existing weddings and adds the constraints', () => {
    const db = openDatabase(path.join(tempDir('migrate'), 'vowly.db'));
    migrateDatabase(db, migrationsUpTo(BEFORE));
    const sqlite = db.$client;
    const now = Date.now();
    // Data as the previous schema held it (raw SQL: the current schema may have moved on).
    sqlite.exec(`
      insert into users (id, name, email, role, created_at, updated_at) values ('u1', 'Amelia', 'a@example.com', 'userPaid', ${now}, ${now});
      insert into weddings (id, owner_id, content, created_at, updated_at) values ('w1', 'u1', '{}', ${now}, ${now});
      insert into households (id, wedding_id, name, created_at) values ('h1', 'w1', 'The Stones', ${now});
      insert into guests (id, wedding_id, household_id, name, name_key, status, plus_one_allowed, plus_one_name, plus_one_status, created_at, updated_at)
        values ('g1', 'w1', 'h1', 'Ann', 'ann', 'Accepted', 1, 'Bo', 'Accepted', ${now}, ${now}),
               ('g2', 'w1', 'h1', 'Cat', 'cat', 'Declined', 0, null, null, ${now}, ${now}),
               ('g3', 'w1', null, 'Dan', 'dan', 'Awaiting', 1, null, 'Declined', ${now}, ${now});
      insert into rsvp_questions (id, wedding_id, kind, label, created_at) values ('q1', 'w1', 'text', 'Song?', ${now});
      insert into rsvp_answers (id, guest_id, question_id, value, updated_at) values ('a1', 'g1', 'q1', '"Dancing Queen"', ${now});
      insert into send_batches (id, wedding_id, mode, scope, recipient_count, created_at) values ('b1', 'w1', 'invite', 'bulk', 3, ${now});
      insert into send_batches (id, wedding_id, mode, scope, recipient_count, created_at) values ('b-orphan', 'w-deleted-long-ago', 'invite', 'bulk', 1, ${now});
    `);

    migrateDatabase(db);

    const count = (table: string) => (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    expect(count('guests')).toBe(3);
    expect(count('answers')).toBe(1);
    expect(sqlite.prepare('select household_id, plus_one_name, plus_one_status from guests where id = ?').get('g1')).toEqual({
      household_id: 'h1',
      plus_one_name: 'Bo',
      plus_one_status: 'Accepted',
    });
    expect(sqlite.prepare('select id from send_batches').all()).toEqual([{ id: 'b1' }]);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);

    // Statuses are constrained to their values.
    const insertGuest = (id: string, status: string, plusOneStatus: string | null) =>
      sqlite
        .prepare(`insert into guests (id, wedding_id, name, name_key, status, plus_one_status, created_at, updated_at) values (?, 'w1', 'X', 'x', ?, ?, ?, ?)`)
        .run(id, status, plusOneStatus, now, now);
    expect(() => insertGuest('g4', 'Maybe', null)).toThrow(/CHECK constraint failed/);
    expect(() => insertGuest('g5', 'Accepted', 'Perhaps')).toThrow(/CHECK constraint failed/);
    expect(() => sqlite.prepare(`update guests set status = 'accepted' where id = 'g2'`).run()).toThrow(/CHECK constraint failed/);
    insertGuest('g6', 'Awaiting', null);

    // The outbox's sweep uses the status index.
    const plan = sqlite
      .prepare(`explain query plan select id from emails where status = 'queued' and created_at < ?`)
      .all(now)
      .map((r) => (r as { detail: string }).detail)
      .join('\n');
    expect(plan).toContain('emails_status_created_idx');

    // A deleted wedding takes its send batches (and guests, and their answers) with it.
    sqlite.prepare(`delete from weddings where id = 'w1'`).run();
    expect(count('send_batches')).toBe(0);
    expect(count('guests')).toBe(0);
    expect(count('answers')).toBe(0);
    db.$client.close();
  });
});
