// PostgreSQL only (issue 29 item 4): product data and the job queue in one database, so an e-mail
// row and its job commit together, or roll back together.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enqueueInTransaction } from '../../src/core/db/postgres/enqueue-in-transaction';
import { emails } from '../../src/core/db/postgres/schema';
import type { PostgresStore } from '../../src/core/db/store/store';
import { createQueue, type Queue } from '../../src/core/queue/queue';
import { newId } from '../../src/shared/ids';
import { openTestStore } from '../helpers/engines';

let opened: Awaited<ReturnType<typeof openTestStore>>;
let store: PostgresStore;
let queue: Queue;
beforeAll(async () => {
  opened = await openTestStore('postgres');
  if (opened.store.engine !== 'postgres') throw new Error('PostgreSQL expected');
  store = opened.store;
  // The queue's schema in the same database as the product tables, as DATA_ENGINE=postgres runs.
  queue = await createQueue(opened.databaseUrl!);
});
afterAll(async () => {
  await queue?.close();
  await opened?.close();
});

async function jobsKeyed(key: string) {
  const { rows } = await store
    .executor()
    .execute<{ task_identifier: string; payload: unknown }>(
      sql`select t.identifier as task_identifier, j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where j.key = ${key}`,
    );
  return rows;
}

async function emailRow(id: string) {
  return (await store.executor().select({ id: emails.id }).from(emails).where(eq(emails.id, id)))[0] ?? null;
}

function email(id: string) {
  return { id, kind: 'test' as const, idempotencyKey: `test:${id}`, to: 'a@example.com', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' };
}

it('an e-mail row and its job commit together', async () => {
  const id = newId();
  await store.transaction(async (tx) => {
    await tx.insert(emails).values(email(id));
    await enqueueInTransaction(tx, 'send_email', { emailId: id }, { jobKey: `email:${id}` });
  });
  expect(await emailRow(id)).toEqual({ id });
  expect(await jobsKeyed(`email:${id}`)).toEqual([{ task_identifier: 'send_email', payload: { emailId: id } }]);
});

it('and roll back together: neither the row nor the job survives a failed transaction', async () => {
  const id = newId();
  const failing = store.transaction(async (tx) => {
    await tx.insert(emails).values(email(id));
    await enqueueInTransaction(tx, 'send_email', { emailId: id }, { jobKey: `email:${id}` });
    expect(await jobsKeyed(`email:${id}`)).toHaveLength(1); // visible inside the transaction
    throw new Error('refused');
  });
  await expect(failing).rejects.toThrow('refused');
  expect(await emailRow(id)).toBeNull();
  expect(await jobsKeyed(`email:${id}`)).toEqual([]);
});

it('refuses a payload its task would not accept, before anything is written', async () => {
  await expect(store.transaction((tx) => enqueueInTransaction(tx, 'send_email', { emailId: '' }))).rejects.toThrow();
});
