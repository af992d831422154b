// `npm run restore <file>`: brings a stopped instance back from `npm run backup`'s file.
import path from 'node:path';
import { env } from '../env';
import { BackupError, restoreBackup } from '../ops/backup';
import { exitOnConfigError } from './fail';

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore -- <backup file>   (stop web and worker first)');
    process.exit(2);
  }
  const config = env();
  try {
    const result = await restoreBackup({ file: path.resolve(file), databasePath: config.databasePath, uploadsDir: config.uploadsDir });
    console.log(`Restored ${file} into ${config.dataDir}.`);
    for (const moved of result.movedAside) console.log(`  kept the previous ${path.basename(moved)} beside it`);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

main().catch(exitOnConfigError('restore'));
