import type { TaskList } from 'graphile-worker';
import type { TaskName } from '../../src/core/queue/tasks';
import type { JobContext } from '../context';
import { checkPaymentTask } from './check_payment';
import { deleteImageTask } from './delete_image';
import { photoArchiveTask } from './photo_archive';
import { purgeExpiredTask } from './purge_expired';
import { requeueStalledEmailsTask } from './requeue_stalled_emails';
import { sendDueRemindersTask } from './send_due_reminders';
import { sendEmailTask } from './send_email';
import { sweepOrphanUploadsTask } from './sweep_orphan_uploads';
import { sweepPhotoFilesTask } from './sweep_photo_files';

/** File name = task identifier; every TaskName must have a task here (checked by the type). */
export function taskList(context: JobContext): TaskList & Record<TaskName, unknown> {
  return {
    send_email: sendEmailTask(context),
    delete_image: deleteImageTask(context),
    check_payment: checkPaymentTask(context),
    requeue_stalled_emails: requeueStalledEmailsTask(context),
    sweep_orphan_uploads: sweepOrphanUploadsTask(context),
    purge_expired: purgeExpiredTask(context),
    send_due_reminders: sendDueRemindersTask(context),
    photo_archive: photoArchiveTask(context),
    sweep_photo_files: sweepPhotoFilesTask(context),
  };
}
