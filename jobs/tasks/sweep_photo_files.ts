import type { Task } from 'graphile-worker';
import { sweepPhotoFiles } from '../../src/features/photos';
import { type JobContext, jobStore } from '../context';

/** Daily: deleted weddings' local photo folders and ZIPs, and expired ZIPs, are removed (issue 26). */
export function sweepPhotoFilesTask(context: JobContext): Task {
  const { config } = context;
  const store = jobStore(context);
  return async (_payload, helpers) => {
    const swept = await sweepPhotoFiles({ store, config });
    helpers.logger.info(`sweep_photo_files: removed ${swept.folders.length} deleted wedding folder(s), ${swept.archives} expired ZIP(s)`);
  };
}
