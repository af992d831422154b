// The owner deletes a wedding (issue 23 item 1) on both engines: one transaction removes the wedding and every
// row hanging from it, in every table with a wedding_id (read from the schema, so a new table without a row in
// this fixture fails the test), and the rows hanging from those (answers, seats); another wedding keeps all of its
// rows; the owner's session moves on to the other wedding.
import { count, eq, inArray } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession, hashToken } from '../../src/core/auth/sessions';
import type { Db } from '../../src/core/db/connection';
import * as schema from '../../src/core/db/schema';
import { createQueue, type Queue } from '../../src/core/queue/queue';
import { portable } from '../../src/core/db/store/portable';
import type { DataStore } from '../../src/core/db/store/store';
import { renderEmail } from '../../src/features/email/web';
import { deleteOwnedWedding } from '../../src/features/planners/domain/planners';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';
import { recordingQueue } from '../helpers/recording-queue';

/** The schema's tables (export name, SQL name) that have a wedding_id column. */
const WEDDING_TABLES = Object.entries(schema as Record<string, unknown>)
  .filter((entry): entry is [string, SQLiteTable] => entry[1] instanceof SQLiteTable)
  .filter(([, table]) => getTableConfig(table).columns.some((column) => column.name === 'wedding_id'))
  .map(([key, table]) => ({ key, name: getTableConfig(table).name }));
/** Tables whose rows hang from a wedding through another row (no wedding_id of their own). */
const CHILD_TABLES = ['answers', 'seatingTables', 'seatingSeats'] as const;

/** What the action passes: the store, a queue and the e-mail renderer (the other members are told after commit). */
const deps = (store: DataStore) => ({ store, queue: recordingQueue().queue, origin: 'https://vowly.test', renderEmail });

async function user(store: DataStore, name: string) {
  const id = newId();
  await insertRows(store, 'users', [{ id, name, email: `${id}@example.test`, role: 'userPaid' }]);
  return id;
}

/** One row (at least) in every table with a wedding_id, and in the tables hanging from those. */
async function fillWedding(store: DataStore, weddingId: string, people: { owner: string; member: string }) {
  const id = () => newId();
  const now = new Date();
  const guest = id();
  const household = id();
  const event = id();
  const question = id();
  const chart = id();
  const table = id();
  const rows: { [K in keyof typeof schema]?: unknown[] } = {
    households: [{ id: household, weddingId, name: 'The Lees' }],
    guests: [{ id: guest, weddingId, householdId: household, name: 'Ann Lee', nameKey: 'ann lee', email: 'ann@example.test' }],
    weddingEvents: [{ id: event, weddingId, title: 'Brunch', startsAt: now, endsAt: now }],
    eventChanges: [{ weddingId, eventId: event, eventTitle: 'Brunch', before: {}, after: {} }],
    questions: [{ id: question, weddingId, form: 'rsvp', kind: 'text', label: 'Meal?' }],
    answers: [{ guestId: guest, questionId: question, value: 'Fish' }],
    rsvpSettings: [{ weddingId }],
    rsvpEventAnswers: [{ weddingId, guestId: guest, eventId: event, status: 'Accepted' }],
    guestRequests: [{ weddingId, name: 'Bo' }],
    guestJourney: [{ weddingId, guestId: guest }],
    reminderSettings: [{ weddingId }],
    specialRequestSettings: [{ weddingId }],
    specialResponses: [{ weddingId, guestId: guest, source: 'questions', submittedAt: now }],
    seatingCharts: [{ id: chart, weddingId, eventId: event }],
    seatingTables: [{ id: table, chartId: chart, name: 'Table 1' }],
    seatingSeats: [{ chartId: chart, tableId: table, guestId: guest }],
    invites: [{ weddingId }],
    assets: [{ weddingId, url: 'https://img.example/a.jpg', publicId: `a-${weddingId}`, provider: 'cloudinary' }],
    calendarEvents: [{ weddingId, title: 'Cake tasting', startsAt: now }],
    photos: [{ id: id(), weddingId, url: '/uploads/p.jpg', width: 10, height: 10, bytes: 100, uploaderName: 'Ann', deviceId: 'd1', status: 'pending' }],
    photoSettings: [{ weddingId, mode: 'dropbox', moderation: 'pre', perGuestLimit: 10 }],
    photoArchives: [{ id: id(), weddingId, requestedBy: people.owner, email: 'o@example.test', status: 'queued', photos: 1, bytes: 100 }],
    previousWeddingUrls: [{ weddingUrl: `old-${weddingId}`, weddingId }],
    notificationMarkers: [{ userId: people.owner, weddingId, seenAt: now }],
    weddingMembers: [{ weddingId, userId: people.member, role: 'planner' }],
    weddingInvitations: [{ weddingId, email: 'pia@example.test', role: 'viewer', tokenHash: hashToken(id()), expiresAt: now, invitedBy: people.owner }],
    activity: [{ weddingId, userId: people.owner, kind: 'guest.added', detail: 'Ann Lee' }],
    memberNotices: [{ weddingId, userId: people.member, rsvpNotices: true }],
    sendBatches: [{ weddingId, mode: 'invite', scope: 'bulk', recipientCount: 1 }],
    // Pro bought for the wedding: the payment stays in its buyer's billing history, naming no wedding.
    payments: [{ userId: people.owner, weddingId, planId: 'pro', provider: 'test', checkoutSessionId: id(), amountCents: 5000, status: 'paid' }],
    emails: [
      // One not sent yet (cancelled by the deletion) and one sent (the log of the wedding goes too).
      { kind: 'invite', idempotencyKey: id(), weddingId, guestId: guest, to: 'ann@example.test', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' },
      { kind: 'invite', idempotencyKey: id(), weddingId, guestId: guest, to: 'ann@example.test', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi', status: 'sent' },
    ],
  };
  for (const [key, values] of Object.entries(rows)) await insertRows(store, key as 'guests', values as never);
}

describeEachEngine('deleting a wedding (issue 23 item 1)', ({ store, databaseUrl }) => {
  // PostgreSQL: the queue's schema in the product database (the members' e-mails' jobs commit with their rows).
  let pgQueue: Queue | undefined;
  beforeAll(async () => {
    const url = databaseUrl();
    if (url) pgQueue = await createQueue(url);
  });
  afterAll(async () => {
    await pgQueue?.close();
  });

  const countWhere = async (key: string, column: string, value: string) => {
    const { t, sql } = portable(store());
    const table = (t as unknown as Record<string, Record<string, never>>)[key]!;
    const rows = (await sql()
      .select({ n: count() })
      .from(table as never)
      .where(eq(table[column]!, value))) as { n: number }[];
    return rows[0]!.n;
  };
  const total = async (key: string) => {
    const { t, sql } = portable(store());
    const rows = (await sql()
      .select({ n: count() })
      .from((t as unknown as Record<string, never>)[key]!)) as { n: number }[];
    return rows[0]!.n;
  };

  it('removes the wedding and every row hanging from it in one transaction; another wedding keeps all of its rows', async () => {
    const owner = await user(store(), 'Ana');
    const planner = await user(store(), 'Pia');
    const other = await user(store(), 'Leo');
    const doomed = newId();
    const kept = newId();
    await insertRows(store(), 'weddings', [
      { id: doomed, ownerId: owner, content: {}, weddingUrl: `ana-${doomed}`, pro: true },
      { id: kept, ownerId: other, content: {}, weddingUrl: `leo-${kept}` },
    ]);
    // Ana also plans Leo's wedding: deleting hers moves her session there.
    await insertRows(store(), 'weddingMembers', [{ weddingId: kept, userId: owner, role: 'partner' }]);
    await fillWedding(store(), doomed, { owner, member: planner });
    await fillWedding(store(), kept, { owner: other, member: planner });
    const session = await createSession(store(), owner);
    const plannerSession = await createSession(store(), planner);
    const { t, sql, transaction } = portable(store());
    await transaction(() =>
      sql()
        .update(t.sessions)
        .set({ weddingId: doomed })
        .where(inArray(t.sessions.id, [session.session.id, plannerSession.session.id])),
    );

    // Every wedding_id table has rows of both weddings (a new table fails here until the fixture fills it).
    expect(WEDDING_TABLES.length).toBeGreaterThan(25);
    const before: Record<string, number> = {};
    for (const { key, name } of WEDDING_TABLES) {
      expect(await countWhere(key, 'weddingId', doomed), name).toBeGreaterThan(0);
      before[key] = await countWhere(key, 'weddingId', kept);
    }
    for (const key of CHILD_TABLES) before[key] = await total(key);
    const [row] = await sql().select().from(t.weddings).where(eq(t.weddings.id, doomed));

    // A wrong confirmation deletes nothing.
    await expect(deleteOwnedWedding(deps(store()), row!, { userId: owner, sessionId: session.session.id, name: 'Ana' }, 'leo')).rejects.toMatchObject({
      code: 'planners.delete-unconfirmed',
    });
    expect(await countWhere('guests', 'weddingId', doomed)).toBe(1);
    // Only its owner.
    await expect(
      deleteOwnedWedding(deps(store()), row!, { userId: planner, sessionId: plannerSession.session.id, name: 'Pia' }, row!.weddingUrl!),
    ).rejects.toMatchObject({
      code: 'auth.role-forbidden',
    });

    const done = await deleteOwnedWedding(
      deps(store()),
      row!,
      { userId: owner, sessionId: session.session.id, name: 'Ana' },
      ` /${row!.weddingUrl!.toUpperCase()} `,
    );
    expect(done).toEqual({ weddingName: `the wedding at /ana-${doomed}`, weddingId: kept, setup: false });
    // Pia, its other member, is told by e-mail (an account e-mail: no wedding_id, so it is not cancelled with the wedding).
    const told = await sql()
      .select({ userId: t.emails.userId, weddingId: t.emails.weddingId, status: t.emails.status })
      .from(t.emails)
      .where(eq(t.emails.kind, 'wedding-deleted'));
    expect(told).toEqual([{ userId: planner, weddingId: null, status: 'queued' }]);

    expect(await sql().select().from(t.weddings).where(eq(t.weddings.id, doomed))).toEqual([]);
    for (const { key, name } of WEDDING_TABLES) {
      expect(await countWhere(key, 'weddingId', doomed), name).toBe(0);
      // The owner's session now works on the kept wedding: one more there.
      expect(await countWhere(key, 'weddingId', kept), name).toBe(before[key]! + (key === 'sessions' ? 1 : 0));
    }
    // The rows without a wedding_id of their own went with their guest or chart: half of them were the doomed wedding's.
    for (const key of CHILD_TABLES) expect(await total(key), key).toBe(before[key]! / 2);
    // Both sessions survive: the owner's now on Leo's wedding, the planner's choosing nothing (their next request falls back).
    const sessions = await sql().select({ id: t.sessions.id, weddingId: t.sessions.weddingId }).from(t.sessions);
    expect(sessions.find((s) => s.id === session.session.id)?.weddingId).toBe(kept);
    expect(sessions.find((s) => s.id === plannerSession.session.id)?.weddingId).toBeNull();
    expect(await countWhere('payments', 'userId', owner)).toBe(1);
    // Nobody's account went.
    expect(await total('users')).toBeGreaterThanOrEqual(3);
    // SQLite: no row points at a row that is gone (PostgreSQL enforces its foreign keys on every write).
    if (store().engine === 'sqlite')
      expect(await store().transaction(async (tx) => (tx as unknown as Db).$client.prepare('PRAGMA foreign_key_check').all())).toEqual([]);
  });

  it('an owner of no other wedding gets a new empty one of their own, for the setup wizard', async () => {
    const owner = await user(store(), 'Mia');
    const doomed = newId();
    await insertRows(store(), 'weddings', [{ id: doomed, ownerId: owner, content: {}, weddingUrl: `mia-${doomed}` }]);
    const session = await createSession(store(), owner);
    const { t, sql } = portable(store());
    const [row] = await sql().select().from(t.weddings).where(eq(t.weddings.id, doomed));
    const done = await deleteOwnedWedding(deps(store()), row!, { userId: owner, sessionId: session.session.id, name: 'Mia' }, `mia-${doomed}`);
    expect(done.setup).toBe(true);
    const owned = await sql().select().from(t.weddings).where(eq(t.weddings.ownerId, owner));
    expect(owned.map((w) => w.id)).toEqual([done.weddingId]);
    expect(owned[0]!.weddingUrl).toBeNull();
    expect((await sql().select().from(t.sessions).where(eq(t.sessions.id, session.session.id)))[0]!.weddingId).toBe(done.weddingId);
  });
});
