/**
 * One logger per process for everything it says: requests, jobs, start-up, the outbox, the job
 * queue's own messages, errors. In production off a terminal (journald, Docker, a log shipper) or
 * with LOG_FORMAT=json every stdout line is one JSON object (pino), written synchronously so a line
 * is out the moment it is logged and `kill -9` loses nothing; a `console.*` call anywhere in the
 * process becomes such a line too (routeConsole), an Error argument its `err` field with the stack.
 * In development, in a terminal or with LOG_FORMAT=pretty: one readable line per event.
 */
import util from 'node:util';
import { pino, type Logger } from 'pino';

type FieldValue = string | number | boolean | undefined | null;
export type LogFields = Record<string, FieldValue | Error>;

export interface EventLogger {
  info(fields: LogFields, message: string): void;
  warn(fields: LogFields, message: string): void;
  error(fields: LogFields, message: string): void;
  flush(): void;
  readonly format: 'json' | 'pretty';
}

export type LogFormat = 'json' | 'pretty' | 'auto';

function prettyLine(level: string, fields: LogFields, message: string): string {
  const details = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => (value instanceof Error ? `${key}=${value.stack ?? value.message}` : `${key}=${value}`))
    .join(' ');
  return `${level === 'info' ? '' : `${level.toUpperCase()} `}${message}${details ? `  ${details}` : ''}\n`;
}

function prettyLogger(write: (line: string) => void): EventLogger {
  return {
    format: 'pretty',
    info: (fields, message) => write(prettyLine('info', fields, message)),
    warn: (fields, message) => write(prettyLine('warn', fields, message)),
    error: (fields, message) => write(prettyLine('error', fields, message)),
    flush() {},
  };
}

function jsonLogger(base: Record<string, string>, dest: number | string = 1): EventLogger {
  // sync: each line is one write(2) to stdout as it is logged (no buffer to lose on a crash or kill -9).
  const destination = pino.destination({ dest, sync: true });
  const logger: Logger = pino({ base: { pid: process.pid, ...base }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
  return {
    format: 'json',
    info: (fields, message) => logger.info(fields, message),
    warn: (fields, message) => logger.warn(fields, message),
    error: (fields, message) => logger.error(fields, message),
    flush: () => destination.flushSync(),
  };
}

/** auto: JSON in production off a terminal, readable lines in development or in a terminal. */
export function resolveLogFormat(format: LogFormat | undefined, production: boolean, terminal = Boolean(process.stdout.isTTY)): 'json' | 'pretty' {
  if (format === 'json' || format === 'pretty') return format;
  return production && !terminal ? 'json' : 'pretty';
}

export function createEventLogger(options: {
  format?: LogFormat;
  production: boolean;
  service: string;
  /** Pretty lines go here instead of stdout. */
  write?: (line: string) => void;
  /** JSON lines go to this file instead of stdout (tests). */
  jsonFile?: string;
}): EventLogger {
  const format = resolveLogFormat(options.format, options.production);
  if (format === 'pretty') return prettyLogger(options.write ?? ((line) => process.stdout.write(line)));
  return jsonLogger({ service: options.service }, options.jsonFile);
}

/** "[outbox] to …" → component 'outbox': the tag our console lines start with, as a field. */
const TAG = /^\[([\w-]+)\] /;

/** One log event from console.log-style arguments: Errors become `err` (message, stack), the rest the message. */
export function consoleEvent(args: unknown[]): { fields: LogFields; message: string } {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const rest = args.filter((arg) => arg !== error);
  const message = util
    .format(...rest)
    .replace(/[:\s]+$/, '')
    .trimStart();
  const fields: LogFields = {};
  const tag = TAG.exec(message);
  if (tag) fields.component = tag[1];
  if (error) fields.err = error;
  return { fields, message: message || error?.message || '' };
}

/**
 * In JSON mode, every console.log/info/debug/warn/error of this process (ours and libraries') is a
 * JSON line on stdout through `logger`; empty lines (spacing for a terminal) are dropped.
 */
export function routeConsole(logger: EventLogger): void {
  if (logger.format !== 'json') return;
  const to =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const { fields, message } = consoleEvent(args);
      if (message === '' && !fields.err) return;
      logger[level](fields, message);
    };
  console.log = to('info');
  console.info = to('info');
  console.debug = to('info');
  console.warn = to('warn');
  console.error = to('error');
}

/** The process's logger (web, worker, npm start), with console routed through it in JSON mode. */
export function setUpProcessLog(options: { format: LogFormat; production: boolean; service: string }): EventLogger {
  const logger = createEventLogger(options);
  routeConsole(logger);
  return logger;
}
