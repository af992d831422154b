// The campaign send on both engines (issue 29 item 4): choosing the recipients, the one bulk send a
// day, campaigns, replays, send_batches and the send statuses the announce pages show, on a real SQLite
// file and a real PostgreSQL database. On PostgreSQL the batch, the e-mail rows and their jobs commit
// in one transaction; two bulk sends at once cannot both pass the day's rule on either engine.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portable } from '../../src/core/db/store/portable';
import type { DataEngine, DataStore } from '../../src/core/db/store/store';
import { UserError } from '../../src/core/errors';
import { createQueue, type Queue } from '../../src/core/queue/queue';
import { sendAnnouncement } from '../../src/features/email/domain/send-announcement';
import { bulkAvailableAt, currentCampaign, findBatch, type StoreSendDeps } from '../../src/features/email/domain/send-campaign';
import type { SendRequest } from '../../src/features/email/domain/send-request';
import { guestSendStatuses, ownerTests, sendHistory } from '../../src/features/email/domain/send-status';
import { renderEmail } from '../../src/features/email/views/render';
import { newId } from '../../src/shared/ids';
import { ENGINES, insertRows, openTestStore } from '../helpers/engines';
import { tempDir } from '../helpers/tmp';

/** A queue that records what it is asked to queue (the network queue of the SQLite engine). */
function recordingQueue() {
  const queued: string[] = [];
  const queue = {
    queued,
    enqueue: async (_task: string, payload: { emailId: string }) => void queued.push(payload.emailId),
    enqueueMany: async (_task: string, jobs: { payload: { emailId: string } }[]) => void queued.push(...jobs.map((job) => job.payload.emailId)),
    healthy: async () => true,
    close: async () => {},
  };
  return queue as unknown as Queue & { queued: string[] };
}

const HOUR = 60 * 60 * 1000;

describe.each(ENGINES)('the campaign send (%s)', (engine: DataEngine) => {
  let opened: Awaited<ReturnType<typeof openTestStore>>;
  let store: DataStore;
  let pgQueue: Queue | undefined;
  beforeAll(async () => {
    opened = await openTestStore(engine);
    store = opened.store;
    // PostgreSQL: the queue's schema in the product database, as DATA_ENGINE=postgres runs.
    if (engine === 'postgres') pgQueue = await createQueue(opened.databaseUrl!);
  });
  afterAll(async () => {
    await pgQueue?.close();
    await opened?.close();
  });

  /** A Pro couple with Ann and Bob (addresses), Cy (unsubscribed) and Dee (no address). */
  async function couple() {
    const userId = newId();
    const weddingId = newId();
    const [ann, bob, cy, dee] = [newId(), newId(), newId(), newId()];
    await insertRows(store, 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com`, role: 'userPaid' }]);
    await insertRows(store, 'weddings', [
      { id: weddingId, ownerId: userId, content: {}, timeZone: 'UTC', weddingUrl: `w${weddingId}`, published: true, pro: true },
    ]);
    await insertRows(store, 'guests', [
      { id: ann, weddingId, name: 'Ann', nameKey: 'ann', email: 'ann@example.com', createdAt: new Date(1) },
      { id: bob, weddingId, name: 'Bob', nameKey: 'bob', email: 'bob@example.com', createdAt: new Date(2) },
      { id: cy, weddingId, name: 'Cy', nameKey: 'cy', email: 'cy@example.com', unsubscribed: true, createdAt: new Date(3) },
      { id: dee, weddingId, name: 'Dee', nameKey: 'dee', createdAt: new Date(4) },
    ]);
    const queue = recordingQueue();
    const deps: StoreSendDeps = {
      store,
      queue,
      config: { SESSION_SECRET: 'contract-secret', dataDir: tempDir('send') },
      origin: 'https://vowly.test',
      renderEmail,
    };
    const sender = { id: userId, name: 'Ana', email: `${userId}@example.com`, weddingId };
    const send = (request: Partial<SendRequest> & Pick<SendRequest, 'target'>) =>
      sendAnnouncement(deps, sender, { mode: 'invite', newCampaign: false, suppressToast: false, ...request });
    return { userId, weddingId, ann, bob, cy, dee, queue, deps, sender, send };
  }

  async function emailsOf(weddingId: string) {
    const { t, sql: q } = portable(store);
    const { emails } = t;
    return q()
      .select({ id: emails.id, guestId: emails.guestId, key: emails.idempotencyKey, status: emails.status, batchId: emails.batchId, userId: emails.userId })
      .from(emails)
      .where(sql`${emails.weddingId} = ${weddingId}`);
  }

  async function batchesOf(weddingId: string) {
    const { t, sql: q } = portable(store);
    return q().select().from(t.sendBatches).where(sql`${t.sendBatches.weddingId} = ${weddingId}`);
  }

  /** The e-mails that have a delivery job: queued after commit (SQLite) or committed with the rows (PostgreSQL). */
  async function withJobs(c: Awaited<ReturnType<typeof couple>>, ids: string[]): Promise<string[]> {
    if (store.engine !== 'postgres') return ids.filter((id) => c.queue.queued.includes(id));
    const { rows } = await store
      .executor()
      .execute<{ key: string }>(
        sql`select j.key from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'send_email'`,
      );
    const keys = new Set(rows.map((row) => row.key));
    return ids.filter((id) => keys.has(`email:${id}`));
  }

  const names = (list: { name: string }[]) => list.map((r) => r.name).sort();
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

  it('a bulk send e-mails every guest who can receive it, records its batch and queues each e-mail once', async () => {
    const c = await couple();
    const result = await c.send({ target: { scope: 'bulk' }, requestId: `req-${newId()}` });
    expect(names(result.queued)).toEqual(['Ann', 'Bob']);
    expect(result.skipped.map((s) => [s.name, s.reason]).sort()).toEqual([
      ['Cy', 'unsubscribed'],
      ['Dee', 'no-email'],
    ]);
    expect(result).toMatchObject({ scope: 'bulk', campaign: 1, replayed: false, mode: 'invite' });

    const rows = await emailsOf(c.weddingId);
    expect(rows.map((r) => r.guestId).sort()).toEqual([c.ann, c.bob].sort());
    expect(rows.every((r) => r.status === 'queued' && r.batchId === result.batchId)).toBe(true);
    expect(await withJobs(c, ids(rows))).toHaveLength(2);
    if (engine === 'postgres') expect(c.queue.queued).toEqual([]);

    const batches = await batchesOf(c.weddingId);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ id: result.batchId, mode: 'invite', scope: 'bulk', recipientCount: 2, campaign: 1 });
    expect(await findBatch(store, c.weddingId, 'invite', result.batchId)).toMatchObject({ batchId: result.batchId, replayed: false });
    expect(await findBatch(store, c.weddingId, 'reminder', result.batchId)).toBeNull();

    const statuses = await guestSendStatuses(store, c.weddingId, 'invite');
    expect(statuses.map((s) => [s.name, s.state, s.inCurrentCampaign, s.canReceive])).toEqual([
      ['Ann', 'queued', true, true],
      ['Bob', 'queued', true, true],
      ['Cy', 'not-sent', false, false],
      ['Dee', 'not-sent', false, false],
    ]);
    expect(await sendHistory(store, c.weddingId, 'invite')).toEqual([
      expect.objectContaining({ batchId: result.batchId, scope: 'bulk', recipientCount: 2, skipped: 2, alreadySent: 0 }),
    ]);
    expect(await sendHistory(store, c.weddingId, 'savethedate')).toEqual([]);
  });

  it('the same request again replays the first answer; a second bulk send the same day is refused until a day after the first', async () => {
    const c = await couple();
    const requestId = `req-${newId()}`;
    const first = await c.send({ target: { scope: 'bulk' }, requestId });
    const again = await c.send({ target: { scope: 'bulk' }, requestId });
    expect(again).toMatchObject({ batchId: first.batchId, replayed: true });
    expect(await emailsOf(c.weddingId)).toHaveLength(2);

    const available = await bulkAvailableAt(store, c.weddingId);
    expect(available?.getTime()).toBe(new Date(first.createdAt).getTime() + 24 * HOUR);
    const refused = await c.send({ target: { scope: 'bulk' }, mode: 'savethedate', requestId: `req-${newId()}` }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UserError);
    expect(refused).toMatchObject({ code: 'email.bulk-limit', extra: { limitResetAt: available!.toISOString() } });
    expect(await batchesOf(c.weddingId)).toHaveLength(1);
    // A day later it is allowed again.
    expect(await bulkAvailableAt(store, c.weddingId, new Date(available!.getTime() + 1))).toBeNull();
  });

  it('a chosen guest who has the card is already sent; a new campaign sends it again; unknown guests are not found', async () => {
    const c = await couple();
    await c.send({ target: { scope: 'single', guestIds: [c.ann] } });
    const unknown = newId();
    const again = await c.send({ target: { scope: 'single', guestIds: [c.ann, unknown] }, requestId: `req-${newId()}` });
    expect(names(again.alreadySent)).toEqual(['Ann']);
    expect(again.queued).toEqual([]);
    expect(again.skipped).toEqual([{ guestId: unknown, name: '', email: null, reason: 'not-found' }]);
    expect(await currentCampaign(store, c.weddingId, 'invite')).toBe(1);

    const renewed = await c.send({ target: { scope: 'single', guestIds: [c.ann] }, newCampaign: true });
    expect(renewed).toMatchObject({ campaign: 2 });
    expect(names(renewed.queued)).toEqual(['Ann']);
    expect(await currentCampaign(store, c.weddingId, 'invite')).toBe(2);
    const ann = (await guestSendStatuses(store, c.weddingId, 'invite')).find((s) => s.guestId === c.ann)!;
    expect(ann).toMatchObject({ count: 2, inCurrentCampaign: true });
    // Chosen guests reaching most of the list (Ann and Bob of the two who can receive it) are the day's bulk send.
    const most = await c.send({ target: { scope: 'single', guestIds: [c.ann, c.bob] }, mode: 'savethedate' });
    expect(names(most.queued)).toEqual(['Ann', 'Bob']);
    expect((await batchesOf(c.weddingId)).find((b) => b.id === most.batchId)).toMatchObject({ scope: 'bulk' });
    expect(await bulkAvailableAt(store, c.weddingId)).not.toBeNull();
  });

  it("sends for the wedding named by the sender (a member who is not its owner), with that wedding's Pro; a free wedding is refused", async () => {
    const c = await couple();
    const memberId = newId();
    await insertRows(store, 'users', [{ id: memberId, name: 'Pat', email: `${memberId}@example.com`, role: 'userFree' }]);
    const member = { id: memberId, name: 'Pat', email: `${memberId}@example.com`, weddingId: c.weddingId };
    const result = await sendAnnouncement(c.deps, member, {
      mode: 'invite',
      newCampaign: false,
      suppressToast: false,
      target: { scope: 'single', guestIds: [c.ann] },
    });
    expect(names(result.queued)).toEqual(['Ann']);
    expect((await emailsOf(c.weddingId)).map((r) => [r.guestId, r.userId])).toEqual([[c.ann, memberId]]);

    const freeWedding = newId();
    await insertRows(store, 'weddings', [{ id: freeWedding, ownerId: memberId, content: {}, timeZone: 'UTC', weddingUrl: `w${freeWedding}`, published: true }]);
    await insertRows(store, 'guests', [{ id: newId(), weddingId: freeWedding, name: 'Zed', nameKey: 'zed', email: 'zed@example.com' }]);
    const refused = await sendAnnouncement(
      c.deps,
      { ...member, weddingId: freeWedding },
      { mode: 'invite', newCampaign: false, suppressToast: false, target: { scope: 'bulk' } },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UserError);
    expect((refused as UserError).code).toBe('plan.pro-required');
    expect(await emailsOf(freeWedding)).toEqual([]);
  });

  it("the couple's test goes to the couple and is listed as a test", async () => {
    const c = await couple();
    const test = await c.send({ target: { scope: 'owner' } });
    expect(test.queued).toEqual([{ guestId: 'owner', name: 'Ana', email: c.sender.email }]);
    expect(await ownerTests(store, c.weddingId, 'invite')).toEqual([expect.objectContaining({ to: c.sender.email, status: 'queued' })]);
    expect(await ownerTests(store, c.weddingId, 'savethedate')).toEqual([]);
    expect(await bulkAvailableAt(store, c.weddingId)).toBeNull();
  });

  it('two bulk sends at once: exactly one passes the daily limit, each guest gets one e-mail', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await couple();
      const outcomes = await Promise.allSettled([
        c.send({ target: { scope: 'bulk' }, requestId: `req-${newId()}` }),
        c.send({ target: { scope: 'bulk' }, mode: 'savethedate', requestId: `req-${newId()}` }),
      ]);
      const passed = outcomes.filter((o) => o.status === 'fulfilled');
      const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason);
      expect(passed).toHaveLength(1);
      expect(refused).toEqual([expect.objectContaining({ code: 'email.bulk-limit' })]);
      const rows = await emailsOf(c.weddingId);
      expect(rows.map((r) => r.guestId).sort()).toEqual([c.ann, c.bob].sort());
      expect(await batchesOf(c.weddingId)).toHaveLength(1);
      expect(await withJobs(c, ids(rows))).toHaveLength(2);
    }
  });
});
