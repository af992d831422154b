// Issue 26 item 2, "Download all": the ZIP holds exactly the shared photos (not the pending or hidden
// ones), each the stored image's bytes, named by order, guest and table; it is written as a stream.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../../tests/helpers/auth';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client } from '../../../../tests/helpers/http';
import { tempDir } from '../../../../tests/helpers/tmp';
import { renderEmail } from '../../email/web';
import { writePhotoArchive } from '../domain/archive';
import { ARCHIVE_MESSAGES, ARCHIVE_TTL_MS, archiveFile, makeArchive, sweepArchives } from '../domain/archive-job';
import { photosRepository } from '../domain/repository';
import { photoUploadToken } from '../domain/upload-token';
import { phoneJpeg, postMultipart, readStoredZip } from './helpers';

describe('the archive of shared photos', () => {
  it('holds exactly the shared photos, each the stored bytes', async () => {
    const w = await coupleWedding({ weddingUrl: 'zip-pair' });
    const ids: string[] = [];
    for (const [i, name] of ['Ann', 'Bo', 'Cy', 'Di'].entries()) {
      const res = await postMultipart(w.app, client(w.app), `/api/v1/public/${w.weddingUrl}/photos`, [
        { name: 'k', value: photoUploadToken(w.config, w.wedding.id, 'Table 2') },
        { name: 'table', value: 'Table 2' },
        { name: 'name', value: name },
        { name: 'file', file: await phoneJpeg(300, 200, i), filename: 'a.jpg' },
      ]);
      ids.push(((await res.json()) as { photo: { _id: string } }).photo._id);
    }
    const photos = photosRepository(w.store);
    await photos.setStatus(w.wedding.id, [ids[0]!, ids[2]!, ids[3]!], 'shared');
    await photos.setStatus(w.wedding.id, [ids[3]!], 'hidden');

    const file = path.join(tempDir('zip'), 'all.zip');
    const count = await writePhotoArchive({ photos, config: w.config }, w.wedding.id, fs.createWriteStream(file));
    expect(count).toBe(2);
    const entries = readStoredZip(fs.readFileSync(file));
    expect([...entries.keys()]).toEqual(['0001-Cy-Table-2.webp', '0002-Ann-Table-2.webp']);
    const stored = (id: string) => fs.readFileSync(path.join(w.config.uploadsDir, 'vowly', 'photos', w.wedding.id, id, 'full.webp'));
    expect(entries.get('0002-Ann-Table-2.webp')).toEqual(stored(ids[0]!));
    expect(entries.get('0001-Cy-Table-2.webp')).toEqual(stored(ids[2]!));
  });
});

describe('Download all: POST /api/v1/photos/archive and the download', () => {
  it('starts one job at a time, refuses an empty album, downloads for the couple only', async () => {
    const w = await coupleWedding({ weddingUrl: 'zip-route' });
    // Nothing shared yet: refused, nothing queued.
    const empty = await w.ownerClient.post('/api/v1/photos/archive', {});
    expect(empty.status).toBe(409);
    expect(await empty.json()).toMatchObject({ msg: 'There are no shared photos to download yet.' });
    expect(w.jobs).toHaveLength(0);

    const res = await postMultipart(w.app, client(w.app), `/api/v1/public/${w.weddingUrl}/photos`, [
      { name: 'name', value: 'Ann' },
      { name: 'file', file: await phoneJpeg(300, 200), filename: 'a.jpg' },
    ]);
    const photoId = ((await res.json()) as { photo: { _id: string } }).photo._id;
    await photosRepository(w.store).setStatus(w.wedding.id, [photoId], 'shared');

    expect((await client(w.app).post('/api/v1/photos/archive', {})).status).toBe(401);
    const started = await w.ownerClient.post('/api/v1/photos/archive', {});
    expect(started.status).toBe(201);
    const body = (await started.json()) as { msg: string; archive: { _id: string; status: string; photos: number } };
    expect(body).toMatchObject({
      msg: `We're making a ZIP of 1 photo. We'll e-mail ${w.user.email} a link when it's ready.`,
      archive: { status: 'queued', photos: 1 },
    });
    expect(w.jobs).toEqual([{ task: 'photo_archive', payload: { archiveId: body.archive._id }, jobKey: `photo-archive:${body.archive._id}` }]);

    // One at a time: the API and the page's form are refused while it is being made.
    const again = await w.ownerClient.post('/api/v1/photos/archive', {});
    expect(again.status).toBe(409);
    expect(((await again.json()) as { msg: string }).msg).toBe(ARCHIVE_MESSAGES.busy);
    const form = await w.ownerClient.post('/app/photos/archive', new URLSearchParams());
    expect(form.status).toBe(303);
    expect(w.jobs).toHaveLength(1);
    const page = await (await w.ownerClient.get('/app/photos')).text();
    const html = (text: string) => text.replaceAll("'", '&#x27;');
    expect(page).toContain(html("Your ZIP is being made. We'll e-mail you a link when it's ready."));
    expect(page).toContain(html(ARCHIVE_MESSAGES.busy));

    // Not ready yet: no download.
    expect((await w.ownerClient.get(`/app/photos/archive/${body.archive._id}`)).status).toBe(404);
    const made = await makeArchive({ store: w.store, queue: w.queue, config: w.config, renderEmail }, body.archive._id);
    expect(made).toMatchObject({ status: 'ready', photos: 1 });
    const zip = await w.ownerClient.get(`/app/photos/archive/${body.archive._id}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename="guest-photos-\d{4}-\d\d-\d\d\.zip"$/);
    expect([...readStoredZip(Buffer.from(await zip.arrayBuffer())).keys()]).toEqual(['0001-Ann.webp']);
    expect((await w.ownerClient.get('/app/photos')).ok).toBe(true);
    expect(await (await w.ownerClient.get('/app/photos')).text()).toContain('Download the ZIP');

    // Another couple, and a visitor, get nothing.
    const other = await createTestUser(w.store, { role: 'userPaid', weddingUrl: 'zip-other' });
    expect((await client(w.app, other.cookie).get(`/app/photos/archive/${body.archive._id}`)).status).toBe(404);
    expect((await client(w.app).get(`/app/photos/archive/${body.archive._id}`)).status).toBeGreaterThanOrEqual(300);
    expect((await client(w.app).get(`/app/photos/archive/${body.archive._id}`)).status).not.toBe(200);

    // The next archive replaces it (its file goes); past its time it is swept.
    const next = (await (await w.ownerClient.post('/api/v1/photos/archive', {})).json()) as { archive: { _id: string } };
    await makeArchive({ store: w.store, queue: w.queue, config: w.config, renderEmail }, next.archive._id);
    expect((await w.ownerClient.get(`/app/photos/archive/${body.archive._id}`)).status).toBe(404);
    expect(fs.existsSync(archiveFile(w.config, { id: body.archive._id, weddingId: w.wedding.id }))).toBe(false);
    const file = archiveFile(w.config, { id: next.archive._id, weddingId: w.wedding.id });
    expect(fs.existsSync(file)).toBe(true);
    expect(await sweepArchives(w, new Date(Date.now() + ARCHIVE_TTL_MS - 60_000))).toBe(0);
    expect(await sweepArchives(w, new Date(Date.now() + ARCHIVE_TTL_MS + 60_000))).toBe(1);
    expect(fs.existsSync(file)).toBe(false);
  });
});
