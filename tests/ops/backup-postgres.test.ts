// npm run backup / restore with DATA_ENGINE=postgres (issue 29 item 4): pg_dump's custom format of the
// whole database (with the uploads and the link key, as on SQLite) and pg_restore into the configured
// database, all or nothing, keeping what was there in a dump beside the data folder; refused while the
// app is connected. On a real PostgreSQL server of the machine's own installation, whose pg_dump matches.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portable } from '../../src/core/db/store/portable';
import { openStore } from '../../src/core/db/store/open-store';
import { appStats } from '../../src/features/admin/domain/admin-queries';
import { adminRepository } from '../../src/features/admin/domain/repository';
import { BACKUP_PG_DUMP_NAME, createBackup, restoreBackup } from '../../src/ops/backup';
import { newId } from '../../src/shared/ids';
import { debianPostgresBin, startDebianPostgres } from '../helpers/debian-postgres';
import { createPgDatabase } from '../helpers/pg';
import { tempDir } from '../helpers/tmp';
import { insertRows } from '../helpers/engines';

describe('backup and restore on PostgreSQL', { timeout: 120_000 }, () => {
  let server: Awaited<ReturnType<typeof startDebianPostgres>> | undefined;
  beforeAll(async () => {
    const bin = debianPostgresBin();
    if (!bin) throw new Error('This test needs PostgreSQL installed (Debian: postgresql, in /usr/lib/postgresql/<major>/bin)');
    server = await startDebianPostgres(bin);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function emails(url: string) {
    const store = await openStore({ engine: 'postgres', databaseUrl: url });
    try {
      const { t, sql } = portable(store);
      const rows = await sql().select({ email: t.users.email }).from(t.users);
      return { emails: rows.map((r) => r.email).sort(), stats: await appStats(adminRepository(store)) };
    } finally {
      await store.close();
    }
  }

  it('dumps the database with the uploads and key; restores it into another database, keeping what was there', async () => {
    const source = await createPgDatabase(server!.url);
    const target = await createPgDatabase(server!.url);
    const dataDir = tempDir('pg-backup-src');
    fs.mkdirSync(path.join(dataDir, 'uploads', 'w1'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'w1', 'photo.webp'), 'image bytes');
    fs.writeFileSync(path.join(dataDir, 'secret'), 'the link key');
    try {
      const store = await openStore({ engine: 'postgres', databaseUrl: source.url });
      const ann = newId();
      try {
        await insertRows(store, 'users', [{ id: ann, name: 'Ann', email: 'ann@example.com', role: 'userPaid' }]);
        await insertRows(store, 'weddings', [{ ownerId: ann, weddingUrl: 'ann', content: { title: 'Ann' } }]);
      } finally {
        await store.close();
      }
      const file = path.join(tempDir('pg-backups'), 'b.tar.gz');
      const made = await createBackup({
        engine: 'postgres',
        databaseUrl: source.url,
        dataDir,
        databasePath: path.join(dataDir, 'vowly.db'),
        uploadsDir: path.join(dataDir, 'uploads'),
        file,
      });
      expect(made).toMatchObject({ uploads: 1, keyFiles: ['secret'] });
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // Written after the backup: not in it.
      const later = await openStore({ engine: 'postgres', databaseUrl: source.url });
      await insertRows(later, 'users', [{ name: 'Late', email: 'late@example.com' }]);
      await later.close();

      // The target already runs an instance of its own (migrated, one user): it is kept in a dump, then replaced.
      const existing = await openStore({ engine: 'postgres', databaseUrl: target.url });
      await insertRows(existing, 'users', [{ name: 'Old', email: 'old@example.com' }]);
      await existing.close();
      const restoredDir = tempDir('pg-restored');
      const options = {
        engine: 'postgres' as const,
        databaseUrl: target.url,
        dataDir: restoredDir,
        databasePath: path.join(restoredDir, 'vowly.db'),
        uploadsDir: path.join(restoredDir, 'uploads'),
        file,
      };

      // Refused while the app is connected; nothing changes.
      const app = new pg.Client({ connectionString: target.url });
      await app.connect();
      try {
        await expect(restoreBackup(options)).rejects.toThrow('stop Vowly');
      } finally {
        await app.end();
      }
      expect((await emails(target.url)).emails).toEqual(['old@example.com']);

      const result = await restoreBackup(options);
      expect(result.missingKey).toBeNull();
      expect(result.movedAside).toHaveLength(1);
      expect(path.basename(result.movedAside[0]!)).toMatch(new RegExp(`^${BACKUP_PG_DUMP_NAME}\\.before-restore-`));
      expect(fs.statSync(result.movedAside[0]!).mode & 0o777).toBe(0o600);
      const restored = await emails(target.url);
      expect(restored.emails).toEqual(['ann@example.com']);
      // The kept totals (triggers included) came back with the rows, and still move.
      expect(restored.stats).toMatchObject({ totalUsers: 1, totalWeddings: 1, weddingsWithAddress: 1 });
      const after = await openStore({ engine: 'postgres', databaseUrl: target.url });
      try {
        await insertRows(after, 'users', [{ name: 'New', email: 'new@example.com' }]);
        expect((await appStats(adminRepository(after))).totalUsers).toBe(2);
        const { t, sql } = portable(after);
        expect(await sql().select({ content: t.weddings.content }).from(t.weddings).where(eq(t.weddings.ownerId, ann))).toEqual([
          { content: { title: 'Ann' } },
        ]);
      } finally {
        await after.close();
      }
      expect(fs.readFileSync(path.join(restoredDir, 'uploads', 'w1', 'photo.webp'), 'utf8')).toBe('image bytes');
      expect(fs.readFileSync(path.join(restoredDir, 'secret'), 'utf8')).toBe('the link key');

      // The same backup is no SQLite backup.
      await expect(restoreBackup({ ...options, engine: 'sqlite', databasePath: path.join(tempDir('sqlite-target'), 'vowly.db') })).rejects.toThrow(
        'holds a PostgreSQL database',
      );
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});
