import type { JobHelpers } from 'graphile-worker';
import type { Queue } from '../src/core/queue/queue';

/** Queues the e-mails' send jobs from inside the job (same job keys as the web's queue). */
export function helperQueue(helpers: JobHelpers): Queue {
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
