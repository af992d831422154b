// `npm run admin -- <command> <email>`: account commands for the operator, on the configured data.
import { z } from 'zod';
import { openConfiguredStore } from '../core/db/store/configured-store';
import { deleteAccount, ensureAdmin, grantPro, OperatorCommandError, promoteToAdmin, resetPassword, type OperatorResult } from '../features/admin';
import { env } from '../core/config/env';
import { exitOnConfigError } from './fail';

const USAGE = `Usage: npm run admin -- <command> <email> [--password <password>]
  create <email>          create an admin (or make the account admin and reset its password)
  promote <email>         make an existing account an admin
  grant-pro <email>       give an existing account Pro without payment
  reset-password <email>  set a new password and end the account's sessions
  delete-account <email>  delete the account; each wedding it owns passes to a partner, else is deleted
Without --password (or ADMIN_PASSWORD for create) a password is generated and printed once.`;

const argsSchema = z.object({
  command: z.enum(['create', 'promote', 'grant-pro', 'reset-password', 'delete-account'], { message: 'Unknown command.' }),
  email: z.string({ message: 'The e-mail address is missing.' }).min(1, 'The e-mail address is missing.'),
  password: z.string().optional(),
});

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  let password: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--password') password = argv[++i] ?? '';
    else if (argv[i].startsWith('--password=')) password = argv[i].slice('--password='.length);
    else positional.push(argv[i]);
  }
  return argsSchema.safeParse({ command: positional[0], email: positional[1], password });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.success) {
    console.error(`${args.error.issues[0]?.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const config = env();
  // The configured engine's store, migrated (SQLite at DATABASE_PATH, or PostgreSQL).
  const { store, stop } = await openConfiguredStore(config);
  try {
    const { command, email, password } = args.data;
    let result: OperatorResult;
    if (command === 'create') result = await ensureAdmin(store, email, password ?? config.ADMIN_PASSWORD);
    else if (command === 'promote') result = await promoteToAdmin(store, email);
    else if (command === 'grant-pro') result = await grantPro(store, email);
    else if (command === 'reset-password') result = await resetPassword(store, email, password);
    else result = await deleteAccount(store, email);
    console.log(result.message);
    if (result.generatedPassword) console.log(`Password: ${result.generatedPassword}   (shown once)`);
  } catch (error) {
    if (error instanceof OperatorCommandError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await stop();
  }
}

main().catch(exitOnConfigError('admin'));
