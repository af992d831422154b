import type { AddJobsJobSpec } from 'graphile-worker';

/**
 * Coalesces the jobs queued during one turn of the event loop into one addJobs insert. 350 guests
 * answering at once queue 350 notices: one by one they queue behind the pool's few connections
 * and time out (the rows then wait for the 5-minute sweep); batched they are a handful of inserts.
 * Each caller still learns whether its own job was stored.
 */
export function createJobBatcher(addJobs: (specs: AddJobsJobSpec[]) => Promise<unknown>, maxBatch = 500) {
  let pending: { spec: AddJobsJobSpec; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;

  async function flush() {
    scheduled = false;
    const batch = pending;
    pending = [];
    for (let i = 0; i < batch.length; i += maxBatch) {
      const slice = batch.slice(i, i + maxBatch);
      // One insert cannot touch the same job key twice: the last request for a key wins, as with addJob.
      const byKey = new Map<string, AddJobsJobSpec>();
      const specs: AddJobsJobSpec[] = [];
      for (const { spec } of slice) {
        if (spec.jobKey) byKey.set(spec.jobKey, spec);
        else specs.push(spec);
      }
      try {
        await addJobs([...specs, ...byKey.values()]);
        for (const item of slice) item.resolve();
      } catch (error) {
        for (const item of slice) item.reject(error);
      }
    }
  }

  return (spec: AddJobsJobSpec): Promise<void> =>
    new Promise((resolve, reject) => {
      pending.push({ spec, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
}
