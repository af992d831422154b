import type { Task } from 'graphile-worker';
import { purgeExpired } from '../../src/features/maintenance';
import type { JobContext } from '../context';

/** Daily: expired sessions and e-mail tokens and idle login-throttle rows are deleted. */
export function purgeExpiredTask({ db }: JobContext): Task {
  return async (_payload, helpers) => {
    const purged = purgeExpired(db);
    helpers.logger.info(
      `purge_expired: ${purged.sessions} session(s), ${purged.emailTokens} e-mail token(s), ${purged.loginThrottle} throttle row(s), ${purged.webhookReceipts} webhook receipt(s)`,
    );
  };
}
