import { ConfigError } from '../env';
import { DatabaseOpenError } from '../db/connection';
import { NewerDatabaseError } from '../db/schema-version';

/** Start-up failures a user can fix are printed as a short message, not a stack trace. */
export function exitOnConfigError(processName: string) {
  return (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DatabaseOpenError || error instanceof NewerDatabaseError) {
      console.error(`[${processName}] cannot start. ${error.message}`);
    } else {
      console.error(`[${processName}] failed to start:`, error);
    }
    process.exit(1);
  };
}
