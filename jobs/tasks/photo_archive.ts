import type { Task } from 'graphile-worker';
import { taskPayloadSchemas } from '../../src/core/queue/tasks';
import { renderEmail } from '../../src/features/email/web';
import { failArchive, makeArchive } from '../../src/features/photos';
import { type JobContext, jobStore } from '../context';
import { helperQueue } from '../helper-queue';

/**
 * "Download all" (issue 26): streams the wedding's shared photos into a ZIP in the data folder and e-mails
 * the couple's link once. A failing attempt is retried by the queue; the last one marks the archive failed.
 */
export function photoArchiveTask(context: JobContext): Task {
  const { config } = context;
  const store = jobStore(context);
  return async (payload, helpers) => {
    const { archiveId } = taskPayloadSchemas.photo_archive.parse(payload);
    try {
      const made = await makeArchive({ store, config, queue: helperQueue(helpers), renderEmail }, archiveId);
      helpers.logger.info(`photo_archive ${archiveId}: ${made ? `${made.photos} photos, ${made.bytes} bytes` : 'nothing to do'}`);
    } catch (error) {
      if (helpers.job.attempts >= helpers.job.max_attempts) await failArchive({ store, config }, archiveId);
      throw error;
    }
  };
}
