import type { Task } from 'graphile-worker';
import { sweepOrphanUploads } from '../../src/features/uploads';
import type { JobContext } from '../context';

/** Daily: local uploads no wedding or invite uses, older than a day, are removed. */
export function sweepOrphanUploadsTask({ db, config }: JobContext): Task {
  return async (_payload, helpers) => {
    if (config.CLOUDINARY_URL) return;
    const removed = sweepOrphanUploads(db, config);
    helpers.logger.info(`sweep_orphan_uploads: removed ${removed.length} abandoned upload(s)`);
  };
}
