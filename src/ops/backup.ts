/**
 * Backups an operator can restore: one .tar.gz holding a consistent copy of the database (SQLite:
 * VACUUM INTO, one read transaction, so every write committed before it started is in the copy
 * and none is half in it, while the app keeps serving; PostgreSQL (DATA_ENGINE=postgres): pg_dump's
 * custom format, one snapshot, the job queue's tables included), the local uploads folder and the generated
 * signing secret (DATA_DIR/secret: without it every personal RSVP, calendar and unsubscribe link
 * already e-mailed stops working after a restore). The file holds the secret and guests' data, so
 * it is written 0600, as is everything a restore writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import * as tar from 'tar';
import type { DataEngine } from '../core/db/store/store';
import { connectionFor, findPgTool, runPgTool, serverMajor } from './pg-tools';

export const BACKUP_DB_NAME = 'vowly.db';
/** The PostgreSQL database's dump (pg_dump --format=custom) in a backup made with DATA_ENGINE=postgres. */
export const BACKUP_PG_DUMP_NAME = 'vowly.pgdump';
export const BACKUP_UPLOADS_NAME = 'uploads';
/** The files of DATA_DIR a restored instance needs besides the database and the uploads. */
export const BACKUP_KEY_FILES = ['secret'] as const;
const MANIFEST_NAME = 'backup.json';
const OWNER_ONLY = 0o600;

export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
  uploads: number;
  /** Which of BACKUP_KEY_FILES were in DATA_DIR and are in the backup. */
  keyFiles: string[];
}

export interface BackupPaths {
  dataDir: string;
  databasePath: string;
  uploadsDir: string;
  /** Where product data lives (default sqlite: the file at databasePath). */
  engine?: DataEngine;
  /** The PostgreSQL database (engine postgres). */
  databaseUrl?: string;
}

function postgresUrl(options: BackupPaths): string {
  if (!options.databaseUrl) throw new BackupError('DATA_ENGINE=postgres: the PostgreSQL database to back up or restore is not known (DATABASE_URL).');
  return options.databaseUrl;
}

/** pg_dump of the whole database, custom format (compressed; pg_restore reads it). */
async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const pgDump = await findPgTool('pg_dump', await serverMajor(databaseUrl));
  const { dbname, env } = connectionFor(databaseUrl);
  await runPgTool(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
  fs.chmodSync(file, OWNER_ONLY);
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    count += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1;
  }
  return count;
}

export function defaultBackupFile(dir: string, now = new Date()): string {
  return path.join(dir, `vowly-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
}

export async function createBackup(options: BackupPaths & { file: string; sessionSecretFromEnv?: boolean }): Promise<BackupResult> {
  const engine = options.engine ?? 'sqlite';
  if (engine === 'sqlite' && !fs.existsSync(options.databasePath)) throw new BackupError(`There is no database at ${options.databasePath} to back up.`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-backup-'));
  try {
    if (engine === 'postgres') {
      await dumpPostgres(postgresUrl(options), path.join(staging, BACKUP_PG_DUMP_NAME));
    } else {
      const source = new Database(options.databasePath, { fileMustExist: true });
      try {
        source.pragma('busy_timeout = 20000');
        source.prepare('VACUUM INTO ?').run(path.join(staging, BACKUP_DB_NAME));
      } finally {
        source.close();
      }
    }
    const entries = [engine === 'postgres' ? BACKUP_PG_DUMP_NAME : BACKUP_DB_NAME, MANIFEST_NAME];
    let uploads = 0;
    if (fs.existsSync(options.uploadsDir)) {
      fs.cpSync(options.uploadsDir, path.join(staging, BACKUP_UPLOADS_NAME), { recursive: true });
      uploads = countFiles(path.join(staging, BACKUP_UPLOADS_NAME));
      entries.push(BACKUP_UPLOADS_NAME);
    }
    const keyFiles = BACKUP_KEY_FILES.filter((name) => fs.existsSync(path.join(options.dataDir, name)));
    for (const name of keyFiles) fs.copyFileSync(path.join(options.dataDir, name), path.join(staging, name));
    entries.push(...keyFiles);
    fs.writeFileSync(
      path.join(staging, MANIFEST_NAME),
      JSON.stringify(
        { format: 1, engine, createdAt: new Date().toISOString(), uploads, keyFiles, sessionSecretFromEnv: options.sessionSecretFromEnv ?? false },
        null,
        2,
      ),
    );
    fs.mkdirSync(path.dirname(options.file), { recursive: true, mode: 0o700 });
    const partial = `${options.file}.partial`;
    // Created owner-only before a byte is written: tar reopens it for writing and keeps the mode.
    fs.writeFileSync(partial, '', { mode: OWNER_ONLY });
    fs.chmodSync(partial, OWNER_ONLY);
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    fs.renameSync(partial, options.file);
    return { file: options.file, bytes: fs.statSync(options.file).size, uploads, keyFiles };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** True when some process holds the database open for writing (the app is running). */
function databaseInUse(databasePath: string): boolean {
  if (!fs.existsSync(databasePath)) return false;
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    // In WAL mode every open connection keeps a shared lock on the file: an exclusive-mode
    // transaction succeeds only when no other process has the database open.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

/** True when another session than ours is connected to the database (the app is running). */
async function postgresInUse(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows[0]!.n > 0;
  } finally {
    await client.end();
  }
}

/** Whether the database holds any table of its own (anything worth keeping before a restore). */
async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
    return rows[0]!.n > 0;
  } finally {
    await client.end();
  }
}

function restoreSqlite(options: BackupPaths & { file: string }, staging: string, moveAside: (target: string) => void) {
  const restoredDb = path.join(staging, BACKUP_DB_NAME);
  if (!fs.existsSync(restoredDb)) {
    if (fs.existsSync(path.join(staging, BACKUP_PG_DUMP_NAME)))
      throw new BackupError(`${options.file} holds a PostgreSQL database: restore it with DATA_ENGINE=postgres.`);
    throw new BackupError(`${options.file} is not a Vowly backup (no ${BACKUP_DB_NAME} inside).`);
  }
  const check = new Database(restoredDb, { fileMustExist: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`The database in ${options.file} is damaged: ${String(result)}`);
  } finally {
    check.close();
  }
  for (const extra of ['', '-wal', '-shm']) moveAside(options.databasePath + extra);
  fs.chmodSync(restoredDb, OWNER_ONLY);
  fs.renameSync(restoredDb, options.databasePath);
}

/**
 * pg_restore of the backup's dump into the configured database, in one transaction (all or nothing),
 * replacing the objects the dump holds. What the database held before is dumped first, beside the
 * data folder's other kept files (DATA_DIR/vowly.pgdump.before-restore-<time>); returns that file.
 */
async function restorePostgres(options: BackupPaths & { file: string }, staging: string, suffix: string): Promise<string[]> {
  const databaseUrl = postgresUrl(options);
  const dump = path.join(staging, BACKUP_PG_DUMP_NAME);
  if (!fs.existsSync(dump)) {
    if (fs.existsSync(path.join(staging, BACKUP_DB_NAME)))
      throw new BackupError(`${options.file} holds a SQLite database: restore it with DATA_ENGINE=sqlite (the default).`);
    throw new BackupError(`${options.file} is not a Vowly backup (no ${BACKUP_PG_DUMP_NAME} inside).`);
  }
  const kept: string[] = [];
  if (await postgresHasTables(databaseUrl)) {
    const before = path.join(options.dataDir, BACKUP_PG_DUMP_NAME + suffix);
    await dumpPostgres(databaseUrl, before);
    kept.push(before);
  }
  const pgRestore = await findPgTool('pg_restore', await serverMajor(databaseUrl));
  const { dbname, env } = connectionFor(databaseUrl);
  await runPgTool(
    pgRestore,
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, dump],
    env,
  );
  return kept;
}

/**
 * Brings a stopped instance back from a backup file. What was there before is kept beside it
 * (`*.before-restore-<time>`), never deleted.
 */
/**
 * What the restored links are signed with, when the backup does not bring the key: 'env' (the
 * backed-up instance used SESSION_SECRET: set the same value), 'older-backup' (made before backups
 * held DATA_DIR/secret: copy it from the old data folder). Null when nothing is missing.
 */
export type MissingKey = 'env' | 'older-backup' | null;

export async function restoreBackup(
  options: BackupPaths & { file: string; now?: Date },
): Promise<{ movedAside: string[]; keyFiles: string[]; missingKey: MissingKey }> {
  if (!fs.existsSync(options.file)) throw new BackupError(`No backup file at ${options.file}.`);
  const engine = options.engine ?? 'sqlite';
  // A new machine or volume: the data folder is made here (owner-only, like what goes in it).
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  if (engine === 'sqlite') {
    fs.mkdirSync(path.dirname(options.databasePath), { recursive: true, mode: 0o700 });
    if (databaseInUse(options.databasePath)) throw new BackupError('The database is in use: stop Vowly (web and worker) before restoring.');
  } else if (await postgresInUse(postgresUrl(options))) {
    throw new BackupError('The database is in use: stop Vowly (web and worker) before restoring.');
  }
  const stagingParent = engine === 'sqlite' ? path.dirname(path.resolve(options.databasePath)) : options.dataDir;
  const staging = fs.mkdtempSync(path.join(stagingParent, '.restore-'));
  try {
    try {
      await tar.extract({ file: options.file, cwd: staging, strict: true });
    } catch (error) {
      throw new BackupError(`${options.file} is not a Vowly backup (${(error as Error).message}).`);
    }
    const suffix = `.before-restore-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
    const movedAside: string[] = [];
    const moveAside = (target: string) => {
      if (!fs.existsSync(target)) return;
      fs.renameSync(target, target + suffix);
      movedAside.push(target + suffix);
    };
    if (engine === 'postgres') movedAside.push(...(await restorePostgres(options, staging, suffix)));
    else restoreSqlite(options, staging, moveAside);
    const keyFiles = BACKUP_KEY_FILES.filter((name) => fs.existsSync(path.join(staging, name)));
    for (const name of keyFiles) {
      const target = path.join(options.dataDir, name);
      const restored = path.join(staging, name);
      if (fs.existsSync(target) && fs.readFileSync(target).equals(fs.readFileSync(restored))) continue;
      moveAside(target);
      fs.chmodSync(restored, OWNER_ONLY);
      fs.renameSync(restored, target);
    }
    const restoredUploads = path.join(staging, BACKUP_UPLOADS_NAME);
    if (fs.existsSync(restoredUploads)) {
      moveAside(options.uploadsDir);
      fs.mkdirSync(path.dirname(options.uploadsDir), { recursive: true });
      fs.cpSync(restoredUploads, options.uploadsDir, { recursive: true });
    }
    const manifestFile = path.join(staging, MANIFEST_NAME);
    const manifest = (fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {}) as {
      keyFiles?: string[];
      sessionSecretFromEnv?: boolean;
    };
    // No secret file and no SESSION_SECRET in a current backup: nothing had been signed yet.
    const missingKey: MissingKey = keyFiles.includes('secret') ? null : manifest.sessionSecretFromEnv ? 'env' : manifest.keyFiles ? null : 'older-backup';
    return { movedAside, keyFiles, missingKey };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
