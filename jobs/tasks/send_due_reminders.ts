import type { JobHelpers, Task } from 'graphile-worker';
import { runDueReminders } from '../../src/features/journey';
import type { Queue } from '../../src/core/queue/queue';
import { renderEmail } from '../../src/features/email';
import { type JobContext, jobStore } from '../context';

/** Queues the e-mails' send jobs from inside the job (same job keys as the web's queue). */
function helperQueue(helpers: JobHelpers): Queue {
  return {
    async enqueue(task, payload, options = {}) {
      await helpers.addJob(task as string, payload as never, { jobKey: options.jobKey, runAt: options.runAt, maxAttempts: options.maxAttempts ?? 10 });
    },
    async enqueueMany(task, jobs, options = {}) {
      if (jobs.length === 0) return;
      if (options.onlyIfAbsent) {
        for (const job of jobs)
          await helpers.addJob(task as string, job.payload as never, {
            jobKey: job.jobKey,
            jobKeyMode: 'unsafe_dedupe',
            maxAttempts: options.maxAttempts ?? 10,
          });
        return;
      }
      await helpers.addJobs(jobs.map((job) => ({ identifier: task, payload: job.payload, jobKey: job.jobKey, maxAttempts: options.maxAttempts ?? 10 })));
    },
    async healthy() {
      return true;
    },
    async close() {},
  };
}

/**
 * Hourly (jobs/crontab): sends each wedding's automatic reminder round that is due. Safe to run
 * twice or after a crash: a round already recorded is not sent again, and each guest's e-mail has
 * its own idempotency key. `clock` is injected by tests.
 */
export function sendDueRemindersTask(context: JobContext, clock: () => Date = () => new Date()): Task {
  const { db, config } = context;
  const store = jobStore(context);
  const origin = config.publicOrigin;
  return async (_payload, helpers) => {
    // Production without an e-mail service: no round is recorded that would never leave (issue 28 item 2).
    if (config.emailNotSent) return;
    const outcomes = await runDueReminders({ store, db, queue: helperQueue(helpers), config, origin, renderEmail }, clock());
    for (const outcome of outcomes) {
      if (outcome.outcome === 'sent') {
        const { result } = outcome;
        helpers.logger.info(
          `send_due_reminders ${outcome.weddingId} d${outcome.days}: ${result!.queued.length} queued, ${result!.alreadySent.length} already sent, ${result!.skipped.length} skipped`,
        );
      } else helpers.logger.info(`send_due_reminders ${outcome.weddingId} d${outcome.days}: waiting for the daily limit until ${outcome.until}`);
    }
  };
}
