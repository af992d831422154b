// Issue 26: a deleted wedding's guest photos leave storage. Its rows go with the wedding (ON DELETE CASCADE);
// the daily sweep_photo_files task removes its local photo folders and ZIPs, keeps every live wedding's, and
// removes ZIPs past their 7 days.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type JobHelpers, parseCrontab } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { taskList } from '../../jobs/tasks';
import { portable } from '../../src/core/db/store/portable';
import { renderEmail } from '../../src/features/email/web';
import { transportFor } from '../../src/features/email/domain/transport';
import { sweepPhotoFiles } from '../../src/features/photos';
import { ARCHIVE_TTL_MS, archiveFile, makeArchive, requestArchive } from '../../src/features/photos/domain/archive-job';
import { photosRepository } from '../../src/features/photos/domain/repository';
import { phoneJpeg, postMultipart } from '../../src/features/photos/tests/helpers';
import { createTestApp } from '../helpers/app';
import { coupleWedding } from '../helpers/couple-wedding';
import { client } from '../helpers/http';

describe('sweep_photo_files', () => {
  it('is a daily task in the crontab', () => {
    const items = parseCrontab(fs.readFileSync(path.resolve(import.meta.dirname, '../../jobs/crontab'), 'utf8'));
    expect(items.find((item) => item.task === 'sweep_photo_files')?.match).toBeTypeOf('function');
  });

  it("removes a deleted wedding's photo folders and ZIPs, keeps the live wedding's, and drops expired ZIPs", async () => {
    const t = createTestApp();
    const withPhoto = async (weddingUrl: string) => {
      const w = await coupleWedding({ app: t, weddingUrl });
      const res = await postMultipart(t.app, client(t.app), `/api/v1/public/${weddingUrl}/photos`, [
        { name: 'name', value: 'Ann' },
        { name: 'file', file: await phoneJpeg(200, 150), filename: 'a.jpg' },
      ]);
      const id = ((await res.json()) as { photo: { _id: string } }).photo._id;
      await photosRepository(t.store).setStatus(w.wedding.id, [id], 'shared');
      const { archive } = await requestArchive({ store: t.store, queue: t.queue }, w.wedding.id, w.user);
      await makeArchive({ store: t.store, queue: t.queue, config: t.config, renderEmail }, archive.id);
      return { folder: path.join(t.config.uploadsDir, 'vowly', 'photos', w.wedding.id, id), zip: archiveFile(t.config, archive), wedding: w.wedding };
    };
    const kept = await withPhoto('sweep-kept');
    const gone = await withPhoto('sweep-gone');
    for (const file of [kept.folder, kept.zip, gone.folder, gone.zip]) expect(fs.existsSync(file)).toBe(true);

    const { t: tables, sql, transaction } = portable(t.store);
    await transaction(() => sql().delete(tables.weddings).where(eq(tables.weddings.id, gone.wedding.id)));
    expect(await photosRepository(t.store).count(gone.wedding.id)).toBe(0);

    const logged: string[] = [];
    const helpers = { logger: { info: (m: string) => logged.push(m) } } as unknown as JobHelpers;
    const tasks = taskList({ db: t.db, store: t.store, config: t.config, transport: transportFor(t.config) });
    await tasks.sweep_photo_files!({}, helpers);
    expect(logged).toEqual(['sweep_photo_files: removed 2 deleted wedding folder(s), 0 expired ZIP(s)']);
    expect(fs.existsSync(path.dirname(gone.folder))).toBe(false);
    expect(fs.existsSync(path.dirname(gone.zip))).toBe(false);
    expect(fs.existsSync(kept.folder)).toBe(true);
    expect(fs.existsSync(kept.zip)).toBe(true);

    // Nothing more to do the next day; the live wedding's ZIP goes once its 7 days are over.
    await tasks.sweep_photo_files!({}, helpers);
    expect(logged[1]).toBe('sweep_photo_files: removed 0 deleted wedding folder(s), 0 expired ZIP(s)');
    expect(await sweepPhotoFiles(t, new Date(Date.now() + ARCHIVE_TTL_MS + 60_000))).toEqual({ folders: [], archives: 1 });
    expect(fs.existsSync(kept.zip)).toBe(false);
    expect(fs.existsSync(kept.folder)).toBe(true);
  });
});
