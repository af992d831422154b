// `npm run backup [file]`: a consistent copy of the database and the local uploads, while the app runs.
import path from 'node:path';
import { env } from '../env';
import { BackupError, createBackup, defaultBackupFile } from '../ops/backup';
import { exitOnConfigError } from './fail';

async function main() {
  const config = env();
  const file = process.argv[2] ? path.resolve(process.argv[2]) : defaultBackupFile(path.join(config.dataDir, 'backups'));
  try {
    const result = await createBackup({ databasePath: config.databasePath, uploadsDir: config.uploadsDir, file });
    console.log(`Backup written: ${result.file} (${Math.round(result.bytes / 1024)} KB, ${result.uploads} uploaded files)`);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

main().catch(exitOnConfigError('backup'));
