// `npm run restore <file>`: brings a stopped instance back from `npm run backup`'s file, into the
// configured DATA_DIR (made when it does not exist yet); with DATA_ENGINE=postgres, into the configured
// PostgreSQL database with pg_restore.
import path from 'node:path';
import { env } from '../core/config/env';
import { connectQueueDatabase } from '../core/queue/connect';
import { restoreBackup } from '../ops/backup';
import { exitOnCommandError } from './fail';

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore -- <backup file>   (stop web and worker first)');
    process.exit(2);
  }
  const config = env();
  const database = config.DATA_ENGINE === 'postgres' ? await connectQueueDatabase(config) : undefined;
  const result = await restoreBackup({
    file: path.resolve(file),
    dataDir: config.dataDir,
    databasePath: config.databasePath,
    uploadsDir: config.uploadsDir,
    engine: config.DATA_ENGINE,
    databaseUrl: database?.url,
  }).finally(() => database?.stop());
  console.log(`Restored ${file} into ${config.dataDir}.`);
  for (const moved of result.movedAside) console.log(`  kept the previous ${path.basename(moved)} beside it`);
  if (result.missingKey === 'env' && !config.SESSION_SECRET) {
    console.log('  The backed-up instance signed its links with SESSION_SECRET: set the same SESSION_SECRET here, or e-mailed links will not work.');
  } else if (result.missingKey === 'older-backup') {
    console.log(
      `  This backup is from a version that did not include the link key: copy secret from the old data folder into ${config.dataDir}, or e-mailed links will not work.`,
    );
  }
}

main().catch(exitOnCommandError('restore'));
