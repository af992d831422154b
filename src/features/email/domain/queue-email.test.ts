// Queueing recorded e-mails (issue 29 item 7): one job per e-mail keyed by its id, what a recording left
// to queue after commit, an e-mail that has a job keeping it (onlyIfAbsent), and a queue outage that
// never throws (the rows stay 'queued' for the worker's sweep).
import { describe, expect, it, vi } from 'vitest';
import { recordingQueue } from '../../../../tests/helpers/recording-queue';
import type { Queue } from '../../../core/queue/queue';
import { enqueueDeliveries, enqueueDelivery, queueRecorded } from './queue-email';

const downQueue = (): Queue => ({
  enqueue: async () => {
    throw new Error('queue down');
  },
  enqueueMany: async () => {
    throw new Error('queue down');
  },
  healthy: async () => false,
  close: async () => {},
});

describe('queueing deliveries', () => {
  it('adds one send_email job per e-mail, keyed by its id', async () => {
    const { queue, jobs } = recordingQueue();
    expect(await enqueueDelivery(queue, 'e1')).toBe(true);
    await enqueueDeliveries(queue, ['e2', 'e3']);
    expect(jobs).toEqual([
      { task: 'send_email', payload: { emailId: 'e1' }, jobKey: 'email:e1' },
      { task: 'send_email', payload: { emailId: 'e2' }, jobKey: 'email:e2' },
      { task: 'send_email', payload: { emailId: 'e3' }, jobKey: 'email:e3' },
    ]);
    await enqueueDeliveries(queue, ['e1', 'e4'], { onlyIfAbsent: true });
    expect(jobs.map((j) => j.jobKey)).toEqual(['email:e1', 'email:e2', 'email:e3', 'email:e4']);
  });

  it('queues what a recording left to queue after commit, nothing when it left nothing', async () => {
    const { queue, jobs } = recordingQueue();
    await queueRecorded(queue, { ids: ['e1'], queueAfterCommit: [] });
    expect(jobs).toEqual([]);
    await queueRecorded(queue, { ids: ['e1'], queueAfterCommit: ['e1'] });
    await queueRecorded(queue, { ids: ['e2', 'e3'], queueAfterCommit: ['e2', 'e3'] });
    expect(jobs.map((j) => j.jobKey)).toEqual(['email:e1', 'email:e2', 'email:e3']);
  });

  it('never throws when the queue is down, and says so in the log', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await enqueueDelivery(downQueue(), 'e1')).toBe(false);
    await expect(enqueueDeliveries(downQueue(), ['e1', 'e2'])).resolves.toBeUndefined();
    await expect(queueRecorded(downQueue(), { ids: ['e1'], queueAfterCommit: ['e1'] })).resolves.toBeUndefined();
    expect(errors.mock.calls.map((call) => call[0])).toEqual([
      '[email] could not queue e1: queue down',
      '[email] could not queue 2 e-mails: queue down',
      '[email] could not queue e1: queue down',
    ]);
  });
});
