import type { Task } from 'graphile-worker';
import { maintenanceRepository, purgeExpired } from '../../src/features/maintenance';
import { type JobContext, jobStore } from '../context';

/** Daily: expired sessions and e-mail tokens and idle login-throttle rows are deleted. */
export function purgeExpiredTask(context: JobContext): Task {
  const maintenance = maintenanceRepository(jobStore(context));
  return async (_payload, helpers) => {
    const purged = await purgeExpired(maintenance);
    helpers.logger.info(
      `purge_expired: ${purged.sessions} session(s), ${purged.emailTokens} e-mail token(s), ${purged.loginThrottle} throttle row(s), ${purged.webhookReceipts} webhook receipt(s)`,
    );
  };
}
