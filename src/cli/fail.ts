import { ConfigError } from '../env';
import { DatabaseOpenError } from '../db/connection';
import { NewerDatabaseError } from '../db/schema-version';

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
