// `npm run backup [file]`: a consistent copy of the database, the local uploads and the signing
// secret, while the app runs (src/ops/backup.ts).
import path from 'node:path';
import { env } from '../core/config/env';
import { createBackup, defaultBackupFile } from '../ops/backup';
import { exitOnCommandError } from './fail';

async function main() {
  const config = env();
  const file = process.argv[2] ? path.resolve(process.argv[2]) : defaultBackupFile(path.join(config.dataDir, 'backups'));
  const result = await createBackup({
    dataDir: config.dataDir,
    databasePath: config.databasePath,
    uploadsDir: config.uploadsDir,
    file,
    sessionSecretFromEnv: Boolean(config.SESSION_SECRET),
  });
  console.log(`Backup written: ${result.file} (${Math.round(result.bytes / 1024)} KB, ${result.uploads} uploaded files, owner-only 0600)`);
  if (config.SESSION_SECRET)
    console.log('SESSION_SECRET is set: keep it with this backup (links e-mailed to guests are signed with it; it is not in the file).');
}

main().catch(exitOnCommandError('backup'));
