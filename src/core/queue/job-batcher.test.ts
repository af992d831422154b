import { describe, expect, it } from 'vitest';
import type { AddJobsJobSpec } from 'graphile-worker';
import { createJobBatcher } from './job-batcher';

describe('job batcher', () => {
  it('sends the jobs queued in one turn as one insert, the last request for a job key winning', async () => {
    const inserts: AddJobsJobSpec[][] = [];
    const add = createJobBatcher(async (specs) => void inserts.push(specs));
    await Promise.all([
      add({ identifier: 'send_email', payload: { emailId: 'a' }, jobKey: 'email:a' }),
      add({ identifier: 'send_email', payload: { emailId: 'b' }, jobKey: 'email:b' }),
      add({ identifier: 'delete_image', payload: { url: 'x' } }),
      add({ identifier: 'send_email', payload: { emailId: 'a2' }, jobKey: 'email:a' }),
    ]);
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toHaveLength(3);
    expect(inserts[0].find((s) => s.jobKey === 'email:a')?.payload).toEqual({ emailId: 'a2' });
    await add({ identifier: 'send_email', payload: { emailId: 'c' } });
    expect(inserts).toHaveLength(2);
  });

  it('splits large turns and tells every caller when its insert failed', async () => {
    const sizes: number[] = [];
    const add = createJobBatcher(async (specs) => {
      sizes.push(specs.length);
      if (sizes.length === 2) throw new Error('queue down');
    }, 2);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => add({ identifier: 'send_email', payload: { emailId: String(n) } })));
    expect(sizes).toEqual([2, 2, 1]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
  });
});
