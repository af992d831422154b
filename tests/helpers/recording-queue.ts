import type { Queue } from '../../src/core/queue/queue';
import { taskPayloadSchemas, type TaskName } from '../../src/core/queue/tasks';

/** For route tests that only need to see what was queued; worker tests use the real queue. */
export function recordingQueue() {
  const jobs: { task: TaskName; payload: unknown; jobKey?: string }[] = [];
  const queue: Queue = {
    async enqueue(task, payload, options) {
      jobs.push({ task, payload: taskPayloadSchemas[task].parse(payload), jobKey: options?.jobKey });
    },
    async enqueueMany(task, many, options) {
      for (const job of many) {
        if (options?.onlyIfAbsent && jobs.some((j) => j.jobKey === job.jobKey)) continue;
        jobs.push({ task, payload: taskPayloadSchemas[task].parse(job.payload), jobKey: job.jobKey });
      }
    },
    async healthy() {
      return true;
    },
    async close() {},
  };
  return { queue, jobs };
}
