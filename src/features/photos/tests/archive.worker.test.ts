// "Download all" end to end (issue 26 items 2 and 7): the couple's POST /api/v1/photos/archive queues a job on
// a real PostgreSQL queue; the real worker process (jobs/worker.ts) streams the ZIP into the data folder and
// e-mails the couple one link through the e-mail pipeline (the outbox here); the ZIP holds exactly the shared
// photos (not the pending or hidden ones). A duplicate job e-mails nothing more.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, photoArchives } from '../../../core/db/schema';
import { sqliteStore } from '../../../core/db/store/sqlite-store';
import { createPool, createQueue, type Queue } from '../../../core/queue/queue';
import { createTestApp } from '../../../../tests/helpers/app';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client } from '../../../../tests/helpers/http';
import { waitUntil } from '../../../../tests/helpers/processes';
import { createWorkerBed } from '../../../../tests/helpers/worker-bed';
import { archiveFile } from '../domain/archive-job';
import { photosRepository } from '../domain/repository';
import { phoneJpeg, postMultipart, readStoredZip } from './helpers';

let bed: Awaited<ReturnType<typeof createWorkerBed>>;
let queue: Queue;

beforeAll(async () => {
  bed = await createWorkerBed('photo-archive');
  queue = await createQueue(bed.pg.url);
});

afterAll(async () => {
  await queue.close();
  await bed.close();
});

async function waitingJobs(): Promise<number> {
  const pool = createPool(bed.pg.url);
  try {
    const { rows } = await pool.query('select count(*)::int as n from graphile_worker.jobs');
    return rows[0].n;
  } finally {
    await pool.end();
  }
}

describe('the photo archive job', () => {
  it('zips exactly the shared photos and e-mails the link once', async () => {
    const t = createTestApp({
      queue,
      sameDatabaseAs: { db: { path: path.join(bed.dataDir, 'vowly.db') }, store: sqliteStore(bed.db), config: { dataDir: bed.dataDir } },
    });
    const w = await coupleWedding({ app: t, weddingUrl: 'zip-worker' });
    const ids: string[] = [];
    for (const [i, name] of ['Ann', 'Bo', 'Cy', 'Di'].entries()) {
      const res = await postMultipart(w.app, client(w.app), `/api/v1/public/${w.weddingUrl}/photos`, [
        { name: 'name', value: name },
        { name: 'file', file: await phoneJpeg(300, 200, i), filename: 'a.jpg' },
      ]);
      ids.push(((await res.json()) as { photo: { _id: string } }).photo._id);
    }
    // Ann and Cy shared, Di shared then hidden, Bo pending.
    const photos = photosRepository(w.store);
    await photos.setStatus(w.wedding.id, [ids[0]!, ids[2]!, ids[3]!], 'shared');
    await photos.setStatus(w.wedding.id, [ids[3]!], 'hidden');

    const started = await w.ownerClient.post('/api/v1/photos/archive', {});
    expect(started.status).toBe(201);
    const archiveId = ((await started.json()) as { archive: { _id: string } }).archive._id;

    const worker = await bed.startWorker(bed.env());
    try {
      const sent = await waitUntil(() => {
        const rows = bed.db
          .select()
          .from(emails)
          .where(and(eq(emails.kind, 'photo-archive'), eq(emails.weddingId, w.wedding.id)))
          .all();
        return rows.length === 1 && rows[0]!.status === 'sent' ? rows[0]! : undefined;
      }, 30_000);
      expect(sent).toMatchObject({ to: w.user.email, userId: w.user.id, subject: "Your guests' photos are ready to download" });
      expect(sent.html).toContain(`/app/photos/archive/${archiveId}`);
      expect(sent.text).toMatch(new RegExp(`Download the photos: http://\\S+/app/photos/archive/${archiveId}`));
      expect(sent.text).toContain('The ZIP of the 2 photos your guests shared is ready');

      const archive = bed.db.select().from(photoArchives).where(eq(photoArchives.id, archiveId)).get();
      expect(archive).toMatchObject({ status: 'ready', photos: 2 });
      const file = archiveFile(w.config, { id: archiveId, weddingId: w.wedding.id });
      expect(archive!.bytes).toBe(fs.statSync(file).size);
      expect(fs.existsSync(`${file}.part`)).toBe(false);

      // Exactly the shared photos, each the stored image's bytes; the couple downloads the same file.
      const stored = (id: string) => fs.readFileSync(path.join(w.config.uploadsDir, 'vowly', 'photos', w.wedding.id, id, 'full.webp'));
      const entries = readStoredZip(fs.readFileSync(file));
      expect([...entries.keys()].sort()).toEqual(['0001-Cy.webp', '0002-Ann.webp']);
      expect(entries.get('0001-Cy.webp')).toEqual(stored(ids[2]!));
      expect(entries.get('0002-Ann.webp')).toEqual(stored(ids[0]!));
      const download = await w.ownerClient.get(`/app/photos/archive/${archiveId}`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(fs.readFileSync(file));

      // The same job again (a retry after a lost acknowledgement): nothing more is made or sent.
      await queue.enqueue('photo_archive', { archiveId });
      await waitUntil(async () => ((await waitingJobs()) === 0 ? true : undefined), 20_000);
      expect(bed.db.select().from(emails).where(eq(emails.kind, 'photo-archive')).all()).toHaveLength(1);
    } finally {
      await worker.stop('SIGTERM');
    }
  }, 90_000);
});
