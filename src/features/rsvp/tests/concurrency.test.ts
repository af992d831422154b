import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers as answerRows, emails, guests } from '../../../core/db/schema';
import { addQuestion } from '../domain/questions';
import { sqliteStore } from '../../../core/db/store/sqlite-store';
import { rsvpToken } from '../../guests/domain/rsvp-link';
import { seedGuests } from '../../guests/tests/helpers';
import { createTestUser } from '../../../../tests/helpers/auth';
import { runScript } from '../../../../tests/helpers/processes';
import { startTogether } from '../../../../tests/helpers/start-together';
import { startTestServer, type TestServer } from '../../../../tests/helpers/server';
import { createTestApp } from '../../../../tests/helpers/app';

const SECRET = 'rsvp-concurrency-test-secret';
const GUESTS = 350;

describe('350 guests answering at the same moment', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SESSION_SECRET: SECRET });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('350 simultaneous PATCH requests to the real server: every answer stored once, no errors, one notice each', async () => {
    const { wedding } = await createTestUser(server.db, { role: 'userPaid', weddingUrl: 'big-wedding' });
    seedGuests(server.db, wedding.id, GUESTS, { prefix: 'Crowd Guest' });
    const meal = await addQuestion(sqliteStore(server.db), wedding.id, {
      label: 'Meal',
      kind: 'choice',
      options: ['Fish', 'Veggie'],
      required: true,
      scope: 'guest',
    });
    const list = server.db.select().from(guests).where(eq(guests.weddingId, wedding.id)).all();
    expect(list).toHaveLength(GUESTS);

    const replies = await Promise.all(
      list.map((guest, i) =>
        fetch(`${server.url}/api/v1/public/big-wedding/rsvp`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({
            token: rsvpToken({ SESSION_SECRET: SECRET, dataDir: '' }, guest),
            members: [{ guestId: guest.id, status: i % 3 === 0 ? 'Declined' : 'Accepted', answers: { [meal.id]: i % 2 ? 'Fish' : 'Veggie' } }],
          }),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { msg?: string } })),
      ),
    );
    const failures = replies.filter((r) => r.status !== 200);
    expect(failures).toEqual([]);

    const stored = server.db.select().from(guests).where(eq(guests.weddingId, wedding.id)).all();
    expect(stored.filter((g) => g.status === 'Declined')).toHaveLength(Math.ceil(GUESTS / 3));
    expect(stored.filter((g) => g.status === 'Accepted')).toHaveLength(GUESTS - Math.ceil(GUESTS / 3));
    expect(stored.every((g) => g.respondedAt)).toBe(true);
    const answers = server.db.select().from(answerRows).where(eq(answerRows.questionId, meal.id)).all();
    expect(answers).toHaveLength(GUESTS);
    expect(new Set(answers.map((a) => a.guestId)).size).toBe(GUESTS);
    const notices = server.db
      .select()
      .from(emails)
      .where(and(eq(emails.weddingId, wedding.id), eq(emails.kind, 'rsvp-notice')))
      .all();
    expect(notices).toHaveLength(GUESTS);
    expect(new Set(notices.map((n) => n.guestId)).size).toBe(GUESTS);
    expect(server.process.output()).not.toMatch(/database is locked|SQLITE_BUSY|failed/i);

    const stats = server.db
      .select({ status: guests.status, n: sql<number>`count(*)` })
      .from(guests)
      .where(eq(guests.weddingId, wedding.id))
      .groupBy(guests.status)
      .all();
    expect(Object.fromEntries(stats.map((s) => [s.status, s.n]))).toEqual({ Accepted: GUESTS - Math.ceil(GUESTS / 3), Declined: Math.ceil(GUESTS / 3) });
  }, 120_000);
});

describe('four processes answering the same 350 guests on one SQLite file', () => {
  it('never fail with "database is locked", and each guest keeps exactly one answer per question', async () => {
    const { db } = createTestApp();
    const { wedding } = await createTestUser(db, { role: 'userPaid', weddingUrl: 'many-processes' });
    seedGuests(db, wedding.id, GUESTS);
    const question = await addQuestion(sqliteStore(db), wedding.id, { label: 'Note', kind: 'text', options: [], required: false, scope: 'guest' });
    const ids = db
      .select({ id: guests.id })
      .from(guests)
      .where(eq(guests.weddingId, wedding.id))
      .all()
      .map((g) => g.id);
    const dbPath = (db as unknown as { path: string }).path;
    const workers = ['a', 'b', 'c', 'd'].map((tag, i) =>
      runScript('src/features/rsvp/tests/fixtures/answer-process.ts', {
        DB_PATH: dbPath,
        WEDDING_ID: wedding.id,
        GUEST_IDS: ids.join(','),
        QUESTION_ID: question.id,
        TAG: tag,
        OFFSET: String(i * Math.floor(GUESTS / 4)),
      }),
    );
    await startTogether(workers);
    const codes = await Promise.all(workers.map((w) => w.exited));
    expect(codes).toEqual([0, 0, 0, 0]);
    const results = workers.map((w) => JSON.parse(w.output().trim().split('\n').at(-1)!) as { saved: number; errors: string[]; errorCount: number });
    expect(results.flatMap((r) => r.errors)).toEqual([]);
    expect(results.map((r) => r.saved)).toEqual([GUESTS, GUESTS, GUESTS, GUESTS]);

    const answers = db.select().from(answerRows).where(eq(answerRows.questionId, question.id)).all();
    expect(answers).toHaveLength(GUESTS);
    expect(new Set(answers.map((a) => a.guestId)).size).toBe(GUESTS);
    expect(answers.every((a) => ['a', 'b', 'c', 'd'].includes(a.value))).toBe(true);
    const stored = db.select().from(guests).where(eq(guests.weddingId, wedding.id)).all();
    expect(stored.every((g) => g.status === 'Accepted' || g.status === 'Declined')).toBe(true);
    // Every submission recorded its own notice for the couple: 4 × 350, none lost, none doubled.
    const notices = db.select().from(emails).where(eq(emails.kind, 'rsvp-notice')).all();
    expect(notices).toHaveLength(4 * GUESTS);
    expect(new Set(notices.map((n) => n.idempotencyKey)).size).toBe(4 * GUESTS);
  }, 120_000);
});
