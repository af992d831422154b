import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/core/db/connection';
import { users } from '../../src/core/db/schema';
import { runScript } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

function acknowledged(output: string): string[] {
  return [...output.matchAll(/^ack (\S+)$/gm)].map((m) => m[1]);
}

describe('npm run backup / npm run restore', { timeout: 120_000 }, () => {
  it('backs up while writes stream in; the restore into a new DATA_DIR has every write acknowledged before the backup', async () => {
    const dataDir = tempDir('backup-src');
    const dbFile = path.join(dataDir, 'vowly.db');
    const setup = openDatabase(dbFile);
    migrateDatabase(setup);
    setup.$client.close();
    expect(fs.statSync(dbFile).mode & 0o777).toBe(0o600); // guests' data: owner-only from the first open
    fs.mkdirSync(path.join(dataDir, 'uploads', 'w1'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'w1', 'photo.webp'), 'image bytes');

    const writer = runScript('tests/ops/fixtures/writer-process.ts', { DATABASE_FILE: dbFile });
    try {
      await writer.waitFor(/ack .*-20@/);
      const before = acknowledged(writer.output());
      const file = path.join(tempDir('backups'), 'b.tar.gz');
      const backup = runScript('src/cli/backup.ts', { DATA_DIR: dataDir });
      expect(await backup.exited).toBe(0);
      expect(backup.output()).toContain('Backup written');
      await writer.stop();
      expect(acknowledged(writer.output()).length).toBeGreaterThan(before.length); // writes went on during the backup
      const written = fs.readdirSync(path.join(dataDir, 'backups')).filter((f) => f.endsWith('.tar.gz'));
      expect(written).toHaveLength(1);
      fs.renameSync(path.join(dataDir, 'backups', written[0]), file);

      const target = tempDir('restored');
      const restore = runScript('src/cli/restore.ts', { DATA_DIR: target });
      await restore.exited; // no file given: usage
      expect(restore.output()).toContain('Usage');
      const restoreRun = runScript('src/cli/restore.ts', { DATA_DIR: target }, [file]);
      expect(await restoreRun.exited).toBe(0);
      const restored = openDatabase(path.join(target, 'vowly.db'));
      try {
        expect(restored.$client.pragma('integrity_check', { simple: true })).toBe('ok');
        const found = restored.select({ email: users.email }).from(users).where(inArray(users.email, before)).all();
        expect(found).toHaveLength(before.length);
      } finally {
        restored.$client.close();
      }
      expect(fs.readFileSync(path.join(target, 'uploads', 'w1', 'photo.webp'), 'utf8')).toBe('image bytes');
    } finally {
      await writer.stop();
    }
  });

  it('refuses to restore over a database that a running process has open, and keeps what was there', async () => {
    const source = tempDir('backup-src2');
    const sourceDb = openDatabase(path.join(source, 'vowly.db'));
    migrateDatabase(sourceDb);
    sourceDb.$client.close();
    const backup = runScript('src/cli/backup.ts', { DATA_DIR: source });
    expect(await backup.exited).toBe(0);
    const file = path.join(source, 'backups', fs.readdirSync(path.join(source, 'backups'))[0]);

    const target = tempDir('busy-target');
    const open = openDatabase(path.join(target, 'vowly.db'));
    migrateDatabase(open);
    try {
      const restore = runScript('src/cli/restore.ts', { DATA_DIR: target }, [file]);
      expect(await restore.exited).toBe(1);
      expect(restore.output()).toContain('stop Vowly');
    } finally {
      open.$client.close();
    }
    const again = runScript('src/cli/restore.ts', { DATA_DIR: target }, [file]);
    expect(await again.exited).toBe(0);
    expect(fs.readdirSync(target).some((name) => name.startsWith('vowly.db.before-restore-'))).toBe(true);
  });
});
