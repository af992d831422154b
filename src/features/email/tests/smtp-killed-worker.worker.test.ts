// The real worker process sending through a real SMTP server (issue 28 item 1), killed with -9 in
// the middle of two sends: one before the server has the message (it is sent after the restart),
// one after the server accepted it but before the worker heard the answer (it is never sent
// again). Every e-mail reaches the server exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../../core/db/schema';
import { HANDED_OVER_BEFORE_A_CRASH } from '../domain/deliver';
import { queueEmail } from '../domain/queue-email';
import { createQueue, type Queue } from '../../../core/queue/queue';
import { waitUntil } from '../../../../tests/helpers/processes';
import { startTestSmtpServer } from '../../../../tests/helpers/smtp-server';
import { createWorkerBed } from '../../../../tests/helpers/worker-bed';

let bed: Awaited<ReturnType<typeof createWorkerBed>>;
let queue: Queue;
let relay: Awaited<ReturnType<typeof startTestSmtpServer>>;

beforeAll(async () => {
  bed = await createWorkerBed('smtp-killed-worker');
  queue = await createQueue(bed.pg.url);
  relay = await startTestSmtpServer();
});

afterAll(async () => {
  await queue.close();
  await bed.close();
  await relay.close();
});

const sample = (i: number) => ({
  kind: 'test' as const,
  idempotencyKey: `smtp-killed-${i}`,
  to: `guest${i}@example.com`,
  subject: 'Hello',
  html: '<p>Hello</p>',
  text: 'Hello',
});

describe('a worker killed with -9 while sending through SMTP', () => {
  it('sends every e-mail exactly once: resent when killed before the message, not resent when killed after the server accepted it', async () => {
    const { db } = bed;
    const env = bed.env({ SMTP_URL: relay.url, EMAIL_FROM: 'Vowly <hello@vowly.test>', WORKER_CONCURRENCY: '2' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await queueEmail(db, queue, sample(i)));
    const rows = () => db.select().from(emails).all();

    // Two sends at once, then kill -9: one held at RCPT TO (the server never had its message), one
    // whose message the server accepted but whose answer never left.
    relay.next({ hold: 'before-data' }, { hold: 'after-data' });
    const first = await bed.startWorker(env);
    const handedOver = await waitUntil(() => (relay.held() === 2 ? rows().find((r) => r.handedOverAt !== null) : undefined), 20_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(relay.received).toHaveLength(1);
    expect(relay.received[0]!.headers.get('message-id')).toBe(`<${handedOver.id}@vowly.test>`);
    expect(rows().map((r) => r.status)).toEqual(['queued', 'queued', 'queued']);
    expect(rows().filter((r) => r.handedOverAt !== null)).toHaveLength(1);

    // The next worker sends the rest, including the one held before its message, and not the one the server already has.
    const third = await bed.startWorker(env);
    await waitUntil(() => rows().every((r) => r.status === 'sent') || undefined, 30_000);
    expect(await third.stop('SIGTERM')).toBe(0);

    const messageIds = relay.received.map((m) => m.headers.get('message-id'));
    expect(messageIds.sort()).toEqual(ids.map((id) => `<${id}@vowly.test>`).sort());
    const after = rows();
    expect(after.find((r) => r.id === handedOver.id)).toMatchObject({ status: 'sent', provider: 'smtp', error: HANDED_OVER_BEFORE_A_CRASH });
    expect(after.filter((r) => r.id !== handedOver.id).every((r) => r.status === 'sent' && r.error === null && r.handedOverAt === null)).toBe(true);
  }, 120_000);
});
