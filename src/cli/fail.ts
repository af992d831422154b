import { ConfigError } from '../core/config/env';
import { DatabaseOpenError } from '../core/db/connection';
import { NewerDatabaseError } from '../core/db/schema-version';

const userFixable = (error: unknown) => error instanceof ConfigError || error instanceof DatabaseOpenError || error instanceof NewerDatabaseError;

/** Start-up failures a user can fix are printed as a short message, not a stack trace. */
export function exitOnConfigError(processName: string) {
  return (error: unknown) => {
    if (userFixable(error)) {
      console.error(`[${processName}] cannot start. ${(error as Error).message}`);
    } else {
      console.error(`[${processName}] failed to start:`, error);
    }
    process.exit(1);
  };
}

/**
 * An operator's command (backup, restore) that fails says why in one line — its own refusal or
 * the system's (ENOENT, EACCES, ENOSPC… with the path) — never a stack trace.
 */
export function exitOnCommandError(commandName: string) {
  return (error: unknown) => {
    if (userFixable(error)) console.error(`[${commandName}] cannot start. ${(error as Error).message}`);
    else console.error(`[${commandName}] ${(error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ')}`);
    process.exit(1);
  };
}

/** How long a stopping web or worker may take before it exits regardless (the launcher kills at 10 s). */
export const STOP_DEADLINE_MS = 8000;

/**
 * Called when a process starts stopping. It then ends on its own once its event loop is empty —
 * never process.exit() while native work (sharp/libvips, argon2, SQLite) may still be on the
 * thread pool: exiting under it can leave the main thread waiting forever on that work as the
 * process tears down (issue 28 item 8). Should something still hold the loop after the deadline,
 * the process exits anyway, saying so.
 */
export function stopDeadline(processName: string, code = 0) {
  process.exitCode = code;
  setTimeout(() => {
    console.error(`[${processName}] still busy ${STOP_DEADLINE_MS / 1000} s after the stop began; exiting`);
    process.exit(code);
  }, STOP_DEADLINE_MS).unref();
}
