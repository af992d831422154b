import type { Task } from 'graphile-worker';
import { and, eq, lt } from 'drizzle-orm';
import { emails } from '../../src/core/db/schema';
import type { JobContext } from '../context';

const STALLED_AFTER_MS = 2 * 60 * 1000;

/** E-mails still 'queued' after two minutes lost their job (queue outage): queue them again. */
export function requeueStalledEmailsTask({ db }: JobContext): Task {
  return async (_payload, helpers) => {
    const stalled = db
      .select({ id: emails.id })
      .from(emails)
      .where(and(eq(emails.status, 'queued'), lt(emails.createdAt, new Date(Date.now() - STALLED_AFTER_MS))))
      .all();
    for (const { id } of stalled) {
      await helpers.addJob('send_email', { emailId: id }, { jobKey: `email:${id}`, jobKeyMode: 'preserve_run_at' });
    }
    if (stalled.length) helpers.logger.info(`requeued ${stalled.length} stalled e-mails`);
  };
}
