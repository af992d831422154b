// graphile-worker's own messages (connected, cron, job errors, shutdown) go through the worker's
// logger, so in production they are JSON lines like every other (src/core/log/logger.ts).
import { Logger } from 'graphile-worker';
import type { EventLogger, LogFields } from '../src/core/log/logger';

export function queueLogger(log: EventLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    if (level === 'debug') return;
    const fields: LogFields = { component: 'graphile-worker' };
    for (const [key, value] of Object.entries({ ...scope, ...meta } as Record<string, unknown>)) {
      if (value instanceof Error) fields.err = value;
      else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean | null;
    }
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else log.info(fields, message);
  });
}
