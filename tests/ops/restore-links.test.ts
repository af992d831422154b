// Issue 28 item 3: a backup brings back everything a restored instance needs. The links already
// e-mailed to guests (personal RSVP link, unsubscribe link) are signed with DATA_DIR/secret: a
// restore without it would answer every one of them 'invalid'. Also item 16: what the backup and
// the restore write is readable by the owner only (0600).
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/core/db/connection';
import { weddings } from '../../src/core/db/schema';
import { unsubscribeToken } from '../../src/features/email/domain/unsubscribe-token';
import { addGuestSync as addGuest } from '../../src/features/guests/domain/legacy-sync';
import { rsvpToken } from '../../src/features/guests/domain/rsvp-link';
import { createBackup, restoreBackup } from '../../src/ops/backup';
import { createTestUser } from '../helpers/auth';
import { createTestPgDatabase } from '../helpers/pg';
import { freePort, runScript } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('backup → restore into a new folder → a fresh process', { timeout: 180_000 }, () => {
  it("serves a guest's e-mailed personal RSVP link and unsubscribe link; backup and restored files are 0600", async () => {
    const source = tempDir('links-src');
    const db = openDatabase(path.join(source, 'vowly.db'));
    let guest;
    try {
      migrateDatabase(db);
      const { wedding } = await createTestUser(db, { role: 'userPaid', weddingUrl: 'restored-wedding' });
      db.update(weddings)
        .set({ content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo' } })
        .where(eq(weddings.id, wedding.id))
        .run();
      guest = addGuest(db, { weddingId: wedding.id, role: 'userPaid' }, { name: 'Kim Restored', email: 'kim.restored@example.com' });
    } finally {
      db.$client.close();
    }
    // The links as the e-mails carry them, signed under the source instance's generated secret.
    const rsvp = `/restored-wedding/rsvp?token=${encodeURIComponent(rsvpToken({ dataDir: source }, guest))}`;
    const unsubscribe = `/unsubscribe?token=${encodeURIComponent(unsubscribeToken({ dataDir: source }, guest))}`;
    expect(fs.existsSync(path.join(source, 'secret'))).toBe(true);

    const file = path.join(tempDir('links-backups'), 'b.tar.gz');
    const backup = runScript('src/cli/backup.ts', { DATA_DIR: source }, [file]);
    expect(await backup.exited, backup.output()).toBe(0);
    expect(mode(file)).toBe(0o600);

    // A data folder that does not exist yet (a new machine, a new volume).
    const target = path.join(tempDir('links-new'), 'var', 'vowly');
    const restore = runScript('src/cli/restore.ts', { DATA_DIR: target }, [file]);
    expect(await restore.exited, restore.output()).toBe(0);
    expect(mode(path.join(target, 'vowly.db'))).toBe(0o600);
    expect(mode(path.join(target, 'secret'))).toBe(0o600);

    const pg = await createTestPgDatabase();
    const port = await freePort();
    const web = runScript('src/cli/web.ts', { DATA_DIR: target, PORT: String(port), DATABASE_URL: pg.url });
    try {
      await web.waitFor(/listening on/, 90_000);
      const origin = `http://localhost:${port}`;
      const form = await fetch(origin + rsvp);
      expect(form.status).toBe(200);
      expect(await form.text()).toContain(`name="status.${guest.id}"`);
      const ask = await fetch(origin + unsubscribe);
      expect(ask.status).toBe(200);
      expect(await ask.text()).toContain('k***@example.com');
      // The restored database's side files are the owner's only too, once the app has opened it.
      for (const extra of ['-wal', '-shm']) expect(mode(path.join(target, `vowly.db${extra}`))).toBe(0o600);
    } finally {
      await web.stop();
      await pg.drop();
    }
  });

  it('a missing backup file, a file that is no backup and a data folder that cannot be made each fail with one clear line', async () => {
    const target = path.join(tempDir('links-missing'), 'data');
    const missing = runScript('src/cli/restore.ts', { DATA_DIR: target }, ['/nonexistent/b.tar.gz']);
    expect(await missing.exited).toBe(1);
    expect(missing.output().trim()).toBe('[restore] No backup file at /nonexistent/b.tar.gz.');

    const notBackup = path.join(tempDir('links-junk'), 'junk.tar.gz');
    fs.writeFileSync(notBackup, 'not a tar file');
    const junk = runScript('src/cli/restore.ts', { DATA_DIR: target }, [notBackup]);
    expect(await junk.exited).toBe(1);
    expect(junk.output().trim().split('\n')).toHaveLength(1);
    expect(junk.output()).toContain(`${notBackup} is not a Vowly backup`);

    const blocked = tempDir('links-blocked');
    fs.writeFileSync(path.join(blocked, 'file'), '');
    const unusable = runScript('src/cli/restore.ts', { DATA_DIR: path.join(blocked, 'file', 'data') }, [notBackup]);
    expect(await unusable.exited).toBe(1);
    expect(unusable.output().trim().split('\n')).toHaveLength(1);
    expect(unusable.output()).toMatch(/^\[restore\] .*ENOTDIR/);
  });

  it('says when a restore cannot bring the link key back, and keeps a different key that was there beside the restored one', async () => {
    const paths = (dataDir: string) => ({ dataDir, databasePath: path.join(dataDir, 'vowly.db'), uploadsDir: path.join(dataDir, 'uploads') });
    const withDatabase = () => {
      const dir = tempDir('key-src');
      new Database(path.join(dir, 'vowly.db')).exec('create table t (x)').close();
      return dir;
    };
    const backups = tempDir('key-backups');

    // The instance signed with SESSION_SECRET: nothing in DATA_DIR, the operator must set it again.
    const fromEnv = path.join(backups, 'env.tar.gz');
    await createBackup({ ...paths(withDatabase()), file: fromEnv, sessionSecretFromEnv: true });
    expect((await restoreBackup({ ...paths(tempDir('key-env')), file: fromEnv })).missingKey).toBe('env');

    // A backup of an older version (no key files recorded).
    const staging = withDatabase();
    fs.writeFileSync(path.join(staging, 'backup.json'), JSON.stringify({ format: 1, uploads: 0 }));
    const older = path.join(backups, 'older.tar.gz');
    await tar.create({ gzip: true, file: older, cwd: staging }, ['vowly.db', 'backup.json']);
    expect((await restoreBackup({ ...paths(tempDir('key-older')), file: older })).missingKey).toBe('older-backup');

    // A backup with its key, over an instance that had another one: the restored key is used, the other kept beside it.
    const source = withDatabase();
    fs.writeFileSync(path.join(source, 'secret'), 'the backed-up key', { mode: 0o600 });
    const withKey = path.join(backups, 'key.tar.gz');
    await createBackup({ ...paths(source), file: withKey });
    const target = tempDir('key-target');
    fs.writeFileSync(path.join(target, 'secret'), 'another key');
    const restored = await restoreBackup({ ...paths(target), file: withKey });
    expect(restored.missingKey).toBeNull();
    expect(fs.readFileSync(path.join(target, 'secret'), 'utf8')).toBe('the backed-up key');
    const keptAside = restored.movedAside.find((file) => path.basename(file).startsWith('secret.before-restore-'));
    expect(keptAside && fs.readFileSync(keptAside, 'utf8')).toBe('another key');
  });
});
