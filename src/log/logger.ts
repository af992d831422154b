/**
 * One logger for structured events (requests, jobs). JSON lines (pino, written asynchronously in
 * 4 KB chunks so a request never waits on stdout) when stdout is not a terminal — journald,
 * Docker, a log shipper — or LOG_FORMAT=json; one readable line per event in a terminal or with
 * LOG_FORMAT=pretty.
 */
import { pino, type Logger } from 'pino';

export type LogFields = Record<string, string | number | boolean | undefined | null>;

export interface EventLogger {
  info(fields: LogFields, message: string): void;
  warn(fields: LogFields, message: string): void;
  error(fields: LogFields, message: string): void;
  flush(): void;
}

function prettyLine(level: string, fields: LogFields, message: string): string {
  const details = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  return `${level === 'info' ? '' : `${level.toUpperCase()} `}${message}${details ? `  ${details}` : ''}\n`;
}

function prettyLogger(write: (line: string) => void): EventLogger {
  return {
    info: (fields, message) => write(prettyLine('info', fields, message)),
    warn: (fields, message) => write(prettyLine('warn', fields, message)),
    error: (fields, message) => write(prettyLine('error', fields, message)),
    flush() {},
  };
}

function jsonLogger(base: Record<string, string>): EventLogger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const logger: Logger = pino({ base: { pid: process.pid, ...base }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
  process.once('exit', () => destination.flushSync());
  return {
    info: (fields, message) => logger.info(fields, message),
    warn: (fields, message) => logger.warn(fields, message),
    error: (fields, message) => logger.error(fields, message),
    flush: () => destination.flushSync(),
  };
}

export function createEventLogger(options: { format?: 'json' | 'pretty' | 'auto'; service: string; write?: (line: string) => void }): EventLogger {
  const format = options.format === 'auto' || !options.format ? (process.stdout.isTTY ? 'pretty' : 'json') : options.format;
  if (format === 'pretty') return prettyLogger(options.write ?? ((line) => process.stdout.write(line)));
  return jsonLogger({ service: options.service });
}
