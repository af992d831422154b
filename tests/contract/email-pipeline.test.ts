// The e-mail pipeline on both engines (issue 29 item 4): recording an e-mail and queueing its delivery,
// delivering it at most once, and the delivery facts webhooks report, on a real SQLite file and a real
// PostgreSQL database. On PostgreSQL the row and its Graphile Worker job commit in one transaction
// (no job is queued over the network, and a rolled-back send leaves neither); on SQLite the job is
// queued after commit, as before.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataEngine, DataStore } from '../../src/core/db/store/store';
import { createQueue, type Queue } from '../../src/core/queue/queue';
import { deliverEmail, HANDED_OVER_BEFORE_A_CRASH } from '../../src/features/email/domain/deliver';
import { deliveryStatusOf } from '../../src/features/email/domain/delivery-status';
import { designOf, ensureInvite, findInviteById, storedCardOf, updateCard } from '../../src/features/email/domain/invite-store';
import { type OutgoingEmail, queueEmail, queueRecorded, recordEmails, stalledEmailIds } from '../../src/features/email/domain/queue-email';
import { emailsRepository } from '../../src/features/email/domain/repository/emails';
import { recordResendEvent } from '../../src/features/email/domain/resend-webhook';
import type { MailTransport } from '../../src/features/email/domain/mail-transport';
import { newId } from '../../src/shared/ids';
import { ENGINES, insertRows, openTestStore } from '../helpers/engines';

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

function outgoing(key = newId(), extra: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return { kind: 'test', idempotencyKey: `test:${key}`, to: `${key}@example.com`, subject: 'Hi', html: '<p>Hi</p>', text: 'Hi', ...extra };
}

/** A transport that counts sends; `during` runs after its hand-over hook, as a mail server's answer would. */
function countingTransport(name: MailTransport['name'] = 'smtp', during?: () => Promise<void>) {
  const sent: string[] = [];
  const transport: MailTransport & { sent: string[] } = {
    name,
    sent,
    async send(email, hooks) {
      await hooks?.beforeHandOver?.();
      await during?.();
      sent.push(email.id);
      return { providerMessageId: `pm-${email.id}` };
    },
  };
  return transport;
}

describe.each(ENGINES)('the e-mail pipeline (%s)', (engine: DataEngine) => {
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

  async function jobsOf(emailId: string): Promise<unknown[]> {
    if (store.engine !== 'postgres') return [];
    const { rows } = await store
      .executor()
      .execute<{ payload: unknown }>(
        sql`select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'send_email' and j.key = ${`email:${emailId}`}`,
      );
    return rows.map((row) => row.payload);
  }

  it('records an e-mail and queues its delivery: in the same transaction on PostgreSQL, after commit on SQLite', async () => {
    const queue = recordingQueue();
    const id = await queueEmail(store, queue, outgoing());
    const row = await emailsRepository(store).find(id);
    expect(row).toMatchObject({ id, status: 'queued', attempts: 0 });
    if (engine === 'postgres') {
      expect(queue.queued).toEqual([]); // nothing over the network: the job committed with the row
      expect(await jobsOf(id)).toEqual([{ emailId: id }]);
    } else {
      expect(queue.queued).toEqual([id]);
    }
  });

  it('the same idempotency key is one e-mail: a second call writes nothing and, on PostgreSQL, adds no second job', async () => {
    const email = outgoing();
    const queue = recordingQueue();
    const first = await queueEmail(store, queue, email);
    const again = await queueEmail(store, queue, { ...email, subject: 'Changed' });
    expect(again).toBe(first);
    expect((await emailsRepository(store).find(first))?.subject).toBe('Hi');
    if (engine === 'postgres') expect(await jobsOf(first)).toHaveLength(1);
  });

  it('a send rolled back leaves neither the rows nor their jobs', async () => {
    const emails = [outgoing(), outgoing()];
    let recorded: Awaited<ReturnType<typeof recordEmails>> | undefined;
    await expect(
      store.transaction(async () => {
        recorded = await recordEmails(store, emails);
        throw new Error('the send failed after recording');
      }),
    ).rejects.toThrow('the send failed after recording');
    expect(recorded?.ids).toHaveLength(2);
    for (const id of recorded!.ids) {
      expect(await emailsRepository(store).find(id)).toBeUndefined();
      expect(await jobsOf(id)).toEqual([]);
    }
  });

  it("a bulk send's rows commit with the caller's other writes, and are queued once committed", async () => {
    const list = Array.from({ length: 120 }, () => outgoing());
    const queue = recordingQueue();
    const recorded = await store.transaction(() => recordEmails(store, list));
    await queueRecorded(queue, recorded);
    expect(new Set(recorded.ids).size).toBe(120);
    if (engine === 'postgres') {
      expect(queue.queued).toEqual([]);
      for (const id of recorded.ids.slice(0, 3)) expect(await jobsOf(id)).toEqual([{ emailId: id }]);
    } else {
      expect(queue.queued.sort()).toEqual([...recorded.ids].sort());
    }
  });

  it('a failed e-mail sent again under a new send is queued again with its job (in the transaction on PostgreSQL)', async () => {
    const repo = emailsRepository(store);
    const id = await queueEmail(store, recordingQueue(), outgoing());
    await repo.markFailed(id, 'refused');
    const batchId = newId();
    const requeued = await store.transaction(() => repo.requeueFailed([id], batchId));
    expect(await repo.find(id)).toMatchObject({ status: 'queued', error: null, batchId });
    if (engine === 'postgres') {
      expect(requeued.queueAfterCommit).toEqual([]);
      expect(await jobsOf(id)).toEqual([{ emailId: id }]);
    } else {
      expect(requeued.queueAfterCommit).toEqual([id]);
    }
  });

  it('two requests recording the same key at once make one row', async () => {
    const email = outgoing();
    const ids = await Promise.all(Array.from({ length: 5 }, () => store.transaction(() => recordEmails(store, [email]))));
    expect(new Set(ids.map((r) => r.ids[0])).size).toBe(1);
    if (engine === 'postgres') expect(await jobsOf(ids[0]!.ids[0]!)).toHaveLength(1);
  });

  it('delivers once: the hand-over is committed before the server can have the message; a sent row is not sent again', async () => {
    const id = await queueEmail(store, recordingQueue(), outgoing());
    const repo = emailsRepository(store);
    const transport = countingTransport('smtp', async () => {
      // What a crash at this moment would leave: the mark is committed (read outside the transaction).
      expect((await repo.find(id))?.handedOverAt).toBeInstanceOf(Date);
    });
    expect(await deliverEmail(store, transport, id)).toBe('sent');
    expect(await repo.find(id)).toMatchObject({ status: 'sent', provider: 'smtp', providerMessageId: `pm-${id}`, attempts: 1, handedOverAt: null });
    expect(await deliverEmail(store, transport, id)).toBe('already-sent');
    expect(transport.sent).toEqual([id]);
  });

  it('a lost connection clears the hand-over and retries; a row found handed over after a crash is never sent again', async () => {
    const repo = emailsRepository(store);
    const lost = await queueEmail(store, recordingQueue(), outgoing());
    const failing = countingTransport('smtp', async () => {
      throw new Error('connection lost');
    });
    await expect(deliverEmail(store, failing, lost)).rejects.toThrow('connection lost');
    expect(await repo.find(lost)).toMatchObject({ status: 'queued', attempts: 1, handedOverAt: null, error: 'connection lost' });

    const crashed = await queueEmail(store, recordingQueue(), outgoing());
    await repo.markHandedOver(crashed, 'smtp');
    const transport = countingTransport();
    expect(await deliverEmail(store, transport, crashed)).toBe('handed-over');
    expect(await repo.find(crashed)).toMatchObject({ status: 'sent', error: HANDED_OVER_BEFORE_A_CRASH });
    expect(transport.sent).toEqual([]);
  });

  it("a webhook's outcome applies once per message id and flags the guest's address", async () => {
    const userId = newId();
    const weddingId = newId();
    const guestId = newId();
    await insertRows(store, 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    await insertRows(store, 'weddings', [{ id: weddingId, ownerId: userId, content: {} }]);
    await insertRows(store, 'guests', [{ id: guestId, weddingId, name: 'Bea', nameKey: 'bea', email: 'bea@example.com' }]);
    const id = await queueEmail(store, recordingQueue(), outgoing(undefined, { kind: 'invite', to: 'bea@example.com', weddingId, guestId }));
    await deliverEmail(store, countingTransport('resend'), id);
    const messageId = newId();
    const bounce = { type: 'email.bounced', data: { email_id: `pm-${id}`, bounce: { message: 'No such mailbox' } } };
    expect(await recordResendEvent(emailsRepository(store), messageId, bounce)).toMatchObject({ outcome: 'applied' });
    expect(await recordResendEvent(emailsRepository(store), messageId, bounce)).toMatchObject({ outcome: 'already-received' });
    const row = await emailsRepository(store).find(id);
    expect(deliveryStatusOf(row!)).toBe('bounced');
    expect(row?.deliveryNote).toBe('No such mailbox');
    const repo = emailsRepository(store);
    expect(await repo.guestEmailProblem(guestId)).toEqual({ emailProblem: 'bounced', emailProblemAddress: 'bea@example.com' });
    expect(await recordResendEvent(emailsRepository(store), newId(), { type: 'email.opened', data: { email_id: `pm-${id}` } })).toMatchObject({
      outcome: 'opens-not-tracked',
    });
  });

  it('the requeue sweep finds rows still queued (needed on SQLite only)', async () => {
    const id = await queueEmail(store, recordingQueue(), outgoing());
    expect(await stalledEmailIds(store, new Date(Date.now() + 1000))).toContain(id);
    expect(await stalledEmailIds(store, new Date(Date.now() - 60_000))).not.toContain(id);
  });

  it("the wedding's cards: one row made on first use with the site's matching designs; concurrent edits of different texts both kept", async () => {
    const userId = newId();
    const weddingId = newId();
    await insertRows(store, 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    await insertRows(store, 'weddings', [{ id: weddingId, ownerId: userId, content: {}, weddingTheme: 'forest' }]);
    const [made, again] = await Promise.all([ensureInvite(store, weddingId), ensureInvite(store, weddingId)]);
    expect(again.id).toBe(made.id);
    expect(made).toMatchObject({ saveTheDateDesign: 'serene', invitationDesign: 'floral' }); // the forest site's match
    expect(await findInviteById(store, made.id)).toMatchObject({ id: made.id, weddingId });
    await Promise.all([
      updateCard(store, weddingId, { product: 'invite', heading: 'Join us' }),
      updateCard(store, weddingId, { product: 'invite', message: 'Dinner after' }),
      updateCard(store, weddingId, { product: 'savethedate', design: 'nova' }),
    ]);
    const row = (await findInviteById(store, made.id))!;
    expect(storedCardOf(row, 'invite')).toMatchObject({ heading: 'Join us', message: 'Dinner after' });
    expect(designOf(row, 'savethedate')).toBe('nova');
    await expect(updateCard(store, weddingId, { product: 'invite' })).rejects.toMatchObject({ code: 'input.nothing-to-update' });
  });
});
