import type { Task } from 'graphile-worker';
import { deleteStoredImage } from '../../src/features/uploads';
import { taskPayloadSchemas } from '../../src/core/queue/tasks';
import type { JobContext } from '../context';

/** Removes an image the wedding no longer uses from its host (idempotent: gone is fine). */
export function deleteImageTask({ config }: JobContext): Task {
  return async (payload, helpers) => {
    const { url } = taskPayloadSchemas.delete_image.parse(payload);
    const deleted = await deleteStoredImage(config, url);
    helpers.logger.info(`delete_image ${url}: ${deleted ? 'deleted' : 'already gone'}`);
  };
}
