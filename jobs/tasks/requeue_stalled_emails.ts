import type { Task } from 'graphile-worker';
import { stalledEmailIds } from '../../src/features/email';
import { type JobContext, jobStore } from '../context';

const STALLED_AFTER_MS = 2 * 60 * 1000;

/**
 * SQLite only: e-mails still 'queued' after two minutes lost their job (a queue outage between the
 * row's commit and its job): queue them again. On PostgreSQL a row and its job commit in one
 * transaction (src/features/email/domain/repository/emails.ts), so there is nothing to sweep.
 */
export function requeueStalledEmailsTask(context: JobContext): Task {
  const store = jobStore(context);
  return async (_payload, helpers) => {
    if (store.engine === 'postgres') return;
    const stalled = await stalledEmailIds(store, new Date(Date.now() - STALLED_AFTER_MS));
    for (const id of stalled) {
      await helpers.addJob('send_email', { emailId: id }, { jobKey: `email:${id}`, jobKeyMode: 'preserve_run_at' });
    }
    if (stalled.length) helpers.logger.info(`requeued ${stalled.length} stalled e-mails`);
  };
}
