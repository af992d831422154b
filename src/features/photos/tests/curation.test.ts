// Issue 26 items 2 and 7: the couple's album. GET /api/v1/photos pages by status; PATCH shares or hides;
// DELETE removes the row and the stored image; /app/photos shows the storage figure, filters by uploader
// and table, and its no-JS form shares, hides or deletes the ticked photos. Another couple sees none of it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../../tests/helpers/auth';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client } from '../../../../tests/helpers/http';
import { photosRepository } from '../domain/repository';
import { photoUploadToken } from '../domain/upload-token';
import { phoneJpeg, postMultipart } from './helpers';

async function withPhotos() {
  const w = await coupleWedding({ weddingUrl: 'album-pair' });
  const share = async (name: string, table?: string) => {
    const parts = [
      ...(table
        ? [
            { name: 'k', value: photoUploadToken(w.config, w.wedding.id, table) },
            { name: 'table', value: table },
          ]
        : []),
      { name: 'name', value: name },
      { name: 'file', file: await phoneJpeg(320, 240), filename: 'a.jpg' },
    ];
    const res = await postMultipart(w.app, client(w.app), `/api/v1/public/${w.weddingUrl}/photos`, parts);
    return ((await res.json()) as { photo: { _id: string; url: string } }).photo;
  };
  const photos = [await share('Ann', 'Table 1'), await share('Ben'), await share('Ann')];
  return { ...w, photos };
}

describe("the couple's album", () => {
  it('pages by status, shares and hides, deletes from storage too; bad input and strangers refused', async () => {
    const w = await withPhotos();
    const list = async (q = '') =>
      (await (await w.ownerClient.get(`/api/v1/photos${q}`)).json()) as {
        photos: { _id: string }[];
        total: number;
        counts: Record<string, number>;
        usage: { photos: number; limit: number };
      };
    const first = await list();
    expect([first.total, first.counts, first.usage.photos, first.usage.limit]).toEqual([3, { pending: 3, shared: 0, hidden: 0 }, 3, 2000]);

    const [a, b, c] = w.photos as [{ _id: string; url: string }, { _id: string; url: string }, { _id: string; url: string }];
    const shared = await w.ownerClient.patch(`/api/v1/photos/${a._id}`, { status: 'shared' });
    expect(shared.status).toBe(200);
    expect(((await shared.json()) as { photo: { status: string } }).photo.status).toBe('shared');
    expect((await list('?status=shared')).photos.map((p) => p._id)).toEqual([a._id]);
    const bad = await w.ownerClient.patch(`/api/v1/photos/${a._id}`, { status: 'public' });
    expect(bad.status).toBe(400);
    expect(typeof ((await bad.json()) as { msg: string }).msg).toBe('string');

    // Another couple: not theirs.
    const other = await createTestUser(w.store, { weddingUrl: 'other-pair' });
    const stranger = client(w.app, other.cookie);
    expect((await stranger.patch(`/api/v1/photos/${b._id}`, { status: 'shared' })).status).toBe(404);
    expect((await stranger.delete(`/api/v1/photos/${b._id}`)).status).toBe(404);
    expect(((await (await stranger.get('/api/v1/photos')).json()) as { total: number }).total).toBe(0);

    const folder = path.join(w.config.uploadsDir, path.dirname(c.url.replace(/^\/uploads\//, '')));
    expect(fs.existsSync(folder)).toBe(true);
    const deleted = await w.ownerClient.delete(`/api/v1/photos/${c._id}`);
    expect([deleted.status, await deleted.json()]).toEqual([200, { msg: 'Photo deleted' }]);
    expect(fs.existsSync(folder)).toBe(false);
    expect((await list()).total).toBe(2);
  });

  it('/app/photos: the storage figure, the filters, and the no-JS form hiding and deleting the ticked photos', async () => {
    const w = await withPhotos();
    const html = await (await w.ownerClient.get('/app/photos')).text();
    expect(html).toContain('<strong>3</strong> of 2,000 photos');
    expect(html).toContain('<option value="Table 1">Table 1</option>');
    const byTable = await (await w.ownerClient.get('/app/photos?table=Table+1')).text();
    expect(byTable.match(/data-photo="/g)).toHaveLength(1);
    const byAnn = await (await w.ownerClient.get('/app/photos?uploader=Ann')).text();
    expect(byAnn.match(/data-photo="/g)).toHaveLength(2);

    const [a, b] = [w.photos[0]!, w.photos[1]!];
    const form = new URLSearchParams([
      ['ids', a._id],
      ['ids', b._id],
      ['do', 'hide'],
    ]);
    const hidden = await w.ownerClient.post('/app/photos/bulk', form);
    expect([hidden.status, hidden.headers.get('location')]).toEqual([303, '/app/photos']);
    const repo = photosRepository(w.store);
    expect(await repo.count(w.wedding.id, { status: 'hidden' })).toBe(2);
    const none = await w.ownerClient.post('/app/photos/bulk', new URLSearchParams({ do: 'share' }));
    expect(none.status).toBe(303);
    expect(await repo.count(w.wedding.id, { status: 'shared' })).toBe(0);
    await w.ownerClient.post(
      '/app/photos/bulk',
      new URLSearchParams([
        ['ids', a._id],
        ['do', 'delete'],
      ]),
    );
    expect(await repo.count(w.wedding.id)).toBe(2);
    // A free couple's limit is 100.
    const free = await coupleWedding({ role: 'userFree', weddingUrl: 'free-pair' });
    expect(await (await free.ownerClient.get('/app/photos')).text()).toContain('<strong>0</strong> of 100 photos');
  });
});
