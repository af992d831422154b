// Issue 28 item 16: a bulk send recorded just before the web process died (rows committed, no
// jobs queued) does not wait for the 5-minute sweep: the couple's retry of the same send (its
// Idempotency-Key) queues the waiting e-mails at once, and never a second job for one e-mail.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../core/config/env';
import { createQueue, type Queue } from '../../../core/queue/queue';
import { createApp } from '../../../app';
import { createTestDb } from '../../../../tests/helpers/db';
import { createTestPgDatabase } from '../../../../tests/helpers/pg';
import { tempDir } from '../../../../tests/helpers/tmp';
import { addGuest, createCouple, emailsOf } from './helpers';

let database: Awaited<ReturnType<typeof createTestPgDatabase>>;
let queue: Queue;

beforeAll(async () => {
  database = await createTestPgDatabase();
  queue = await createQueue(database.url);
});

afterAll(async () => {
  await queue.close();
  await database.drop();
});

async function sendJobKeys(): Promise<string[]> {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const { rows } = await db.query(
      "select j.key from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'send_email' order by j.key",
    );
    return rows.map((r) => r.key as string);
  } finally {
    await db.end();
  }
}

describe('a retried send re-queues what is still waiting (issue 28 item 16)', () => {
  it('rows recorded without their jobs are queued on the retry with the same Idempotency-Key, one job each', async () => {
    const db = createTestDb();
    const config = parseEnv({ NODE_ENV: 'test', LOG_REQUESTS: 'false', DATA_DIR: tempDir('data') });
    // The first process records the send and dies before its jobs reach the queue.
    const dying: Queue = { ...queue, enqueueMany: async () => Promise.reject(new Error('process exiting')) };
    const first = createApp({ db, queue: dying, config });
    const couple = await createCouple(db);
    for (const name of ['ann', 'bob', 'cat']) await addGuest(db, couple.wedding.id, name, `${name}@example.com`);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const key = { 'idempotency-key': 'bulk-click-0001' };
    const sendBulk = (app: ReturnType<typeof createApp>) =>
      app.request('http://localhost/api/v1/send-invite', {
        method: 'PATCH',
        body: JSON.stringify({ guestIds: 'bulk', mode: 'invite' }),
        headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: couple.cookie, ...key },
      });
    expect((await sendBulk(first)).status).toBe(200);
    vi.restoreAllMocks();
    const rows = await emailsOf(db, couple.wedding.id);
    expect(rows).toHaveLength(3);
    expect(await sendJobKeys()).toEqual([]);

    // The couple's retry, on the restarted process: the same answer, and the jobs at once.
    const second = createApp({ db, queue, config });
    const retry = await sendBulk(second);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ replayed: true, queued: expect.any(Array) });
    const expected = rows.map((r) => `email:${r.id}`).sort();
    expect(await sendJobKeys()).toEqual(expected);

    // Another retry (or a sent e-mail) adds no second job for the same e-mail.
    expect((await sendBulk(second)).status).toBe(200);
    expect(await sendJobKeys()).toEqual(expected);
    expect(await emailsOf(db, couple.wedding.id)).toHaveLength(3);
  });
});
