// `npm run backup [file]`: a consistent copy of the database, the local uploads and the signing
// secret, while the app runs (src/ops/backup.ts). With DATA_ENGINE=postgres the database is dumped with
// pg_dump (DATABASE_URL, else the embedded cluster under DATA_DIR).
import path from 'node:path';
import { env } from '../core/config/env';
import { connectQueueDatabase } from '../core/queue/connect';
import { createBackup, defaultBackupFile } from '../ops/backup';
import { exitOnCommandError } from './fail';

async function main() {
  const config = env();
  const file = process.argv[2] ? path.resolve(process.argv[2]) : defaultBackupFile(path.join(config.dataDir, 'backups'));
  const database = config.DATA_ENGINE === 'postgres' ? await connectQueueDatabase(config) : undefined;
  const result = await createBackup({
    dataDir: config.dataDir,
    databasePath: config.databasePath,
    uploadsDir: config.uploadsDir,
    engine: config.DATA_ENGINE,
    databaseUrl: database?.url,
    file,
    sessionSecretFromEnv: Boolean(config.SESSION_SECRET),
  }).finally(() => database?.stop());
  console.log(`Backup written: ${result.file} (${Math.round(result.bytes / 1024)} KB, ${result.uploads} uploaded files, owner-only 0600)`);
  if (config.SESSION_SECRET)
    console.log('SESSION_SECRET is set: keep it with this backup (links e-mailed to guests are signed with it; it is not in the file).');
}

main().catch(exitOnCommandError('backup'));
