import type { Task } from 'graphile-worker';
import { sweepOrphanUploads, uploadsRepository } from '../../src/features/uploads';
import { type JobContext, jobStore } from '../context';

/** Daily: local uploads no wedding or invite uses, older than a day, are removed; on Cloudinary, deleted weddings' folders. */
export function sweepOrphanUploadsTask(context: JobContext): Task {
  const { config } = context;
  const uploads = uploadsRepository(jobStore(context));
  return async (_payload, helpers) => {
    const removed = await sweepOrphanUploads(uploads, config);
    helpers.logger.info(`sweep_orphan_uploads: removed ${removed.length} abandoned upload(s)`);
  };
}
