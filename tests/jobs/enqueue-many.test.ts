import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueDeliveries } from '../../src/features/email/domain/queue-email';
import { createQueue, type Queue } from '../../src/core/queue/queue';
import { createTestPgDatabase } from '../helpers/pg';

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

async function sendJobs(): Promise<{ key: string; payload: { emailId: string } }[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select j.key, j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'send_email' order by j.key",
    );
    return rows;
  } finally {
    await client.end();
  }
}

describe('queueing a bulk send', () => {
  it('queues 350 deliveries in one call to the queue, one job per e-mail, and a repeat adds none', async () => {
    const ids = Array.from({ length: 350 }, (_, i) => `email-${String(i).padStart(3, '0')}`);
    let calls = 0;
    const counted: Queue = { ...queue, enqueueMany: (...args) => (calls++, queue.enqueueMany(...args)) };
    await enqueueDeliveries(counted, ids);
    expect(calls).toBe(1);
    const jobs = await sendJobs();
    expect(jobs).toHaveLength(350);
    expect(jobs[0]).toEqual({ key: 'email:email-000', payload: { emailId: 'email-000' } });
    await enqueueDeliveries(queue, ids.slice(0, 10));
    expect(await sendJobs()).toHaveLength(350);
  });

  it('never throws when the queue is down: the rows stay queued for the sweep', async () => {
    const down: Queue = { ...queue, enqueueMany: async () => Promise.reject(new Error('connection refused')) };
    await expect(enqueueDeliveries(down, ['a', 'b'])).resolves.toBeUndefined();
  });
});
