import type { Task } from 'graphile-worker';
import { deliverEmail, markEmailFailed } from '../../src/features/email';
import { taskPayloadSchemas } from '../../src/core/queue/tasks';
import { type JobContext, jobStore } from '../context';

export function sendEmailTask(context: JobContext): Task {
  const store = jobStore(context);
  const { transport } = context;
  return async (payload, helpers) => {
    const { emailId } = taskPayloadSchemas.send_email.parse(payload);
    try {
      const result = await deliverEmail(store, transport, emailId);
      helpers.logger.info(`send_email ${emailId}: ${result}`);
    } catch (error) {
      if (helpers.job.attempts >= helpers.job.max_attempts) await markEmailFailed(store, emailId, (error as Error).message);
      throw error;
    }
  };
}
