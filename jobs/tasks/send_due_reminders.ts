import type { Task } from 'graphile-worker';
import { runDueReminders } from '../../src/features/journey';
import { renderEmail } from '../../src/features/email/web';
import { type JobContext, jobStore } from '../context';
import { helperQueue } from '../helper-queue';

/**
 * Hourly (jobs/crontab): sends each wedding's automatic reminder round that is due. Safe to run
 * twice or after a crash: a round already recorded is not sent again, and each guest's e-mail has
 * its own idempotency key. `clock` is injected by tests.
 */
export function sendDueRemindersTask(context: JobContext, clock: () => Date = () => new Date()): Task {
  const { config } = context;
  const store = jobStore(context);
  const origin = config.publicOrigin;
  return async (_payload, helpers) => {
    // Production without an e-mail service: no round is recorded that would never leave (issue 28 item 2).
    if (config.emailNotSent) return;
    const outcomes = await runDueReminders({ store, queue: helperQueue(helpers), config, origin, renderEmail }, clock());
    for (const outcome of outcomes) {
      if (outcome.outcome === 'sent') {
        const { result } = outcome;
        helpers.logger.info(
          `send_due_reminders ${outcome.weddingId} d${outcome.days}: ${result!.queued.length} queued, ${result!.alreadySent.length} already sent, ${result!.skipped.length} skipped`,
        );
      } else helpers.logger.info(`send_due_reminders ${outcome.weddingId} d${outcome.days}: waiting for the daily limit until ${outcome.until}`);
    }
  };
}
