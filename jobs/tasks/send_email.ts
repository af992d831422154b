import type { Task } from 'graphile-worker';
import { deliverEmail, markEmailFailed } from '../../src/features/email';
import { taskPayloadSchemas } from '../../src/core/queue/tasks';
import type { JobContext } from '../context';

export function sendEmailTask({ db, transport }: JobContext): Task {
  return async (payload, helpers) => {
    const { emailId } = taskPayloadSchemas.send_email.parse(payload);
    try {
      const result = await deliverEmail(db, transport, emailId);
      helpers.logger.info(`send_email ${emailId}: ${result}`);
    } catch (error) {
      if (helpers.job.attempts >= helpers.job.max_attempts) markEmailFailed(db, emailId, (error as Error).message);
      throw error;
    }
  };
}
