// sqlite-only: one test of 12 s of image work and little database; the photo routes run on both engines in upload and curation

// Issue 26 item 6: the site's optional "Guest photos" section shows the newest shared photos with a link to the
// album, only while the album mode lets guests see photos; hidden when off, in a drop box, before an "after"
// album opens, and with nothing shared (pending and hidden photos never show).
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client } from '../../../../tests/helpers/http';
import { photosRepository } from '../domain/repository';
import { DEFAULT_PHOTO_SETTINGS } from '../domain/settings';
import { phoneJpeg, postMultipart } from './helpers';

const SECTION = /<section[^>]*data-section="guestPhotos"[^>]*>([\s\S]*?)<\/section>/;

describe('the "Guest photos" site section', () => {
  it('shows the newest shared photos and the album link only while guests may see the album', async () => {
    const t = createTestApp();
    const wedding = async (weddingUrl: string, on = true) => {
      const w = await coupleWedding({
        app: t,
        weddingUrl,
        content: { guestPhotosSection: on, pageOrder: [{ title: 'guestPhotos', sidebarActive: on, render: on }] },
      });
      const ids: string[] = [];
      for (const name of ['Ann', 'Bo', 'Cy']) {
        const res = await postMultipart(t.app, client(t.app), `/api/v1/public/${weddingUrl}/photos`, [
          { name: 'name', value: name },
          { name: 'file', file: await phoneJpeg(200, 150), filename: 'a.jpg' },
        ]);
        ids.push(((await res.json()) as { photo: { _id: string } }).photo._id);
      }
      return { ...w, ids, photos: photosRepository(t.store) };
    };
    const section = async (weddingUrl: string) => SECTION.exec(await (await client(t.app).get(`/${weddingUrl}`)).text())?.[0];

    // Shared album (the default): Ann's and Cy's shared photos, newest first; Bo's pending one never.
    const album = await wedding('section-album');
    await album.photos.setStatus(album.wedding.id, [album.ids[0]!, album.ids[2]!], 'shared');
    const shown = (await section('section-album'))!;
    expect(shown).toContain('Guest photos');
    const photoIds = [...shown.matchAll(/<img src="\/uploads\/vowly\/photos\/[a-z0-9]+\/([a-z0-9]+)\//g)].map((m) => m[1]);
    expect(photoIds).toEqual([album.ids[2], album.ids[0]]);
    expect(shown).toContain('<a class="w-button" href="/section-album/photos">See all the photos</a>');

    // Nothing shared yet (pending only): hidden.
    const pending = await wedding('section-pending');
    expect(await section('section-pending')).toBeUndefined();
    await pending.photos.setStatus(pending.wedding.id, [pending.ids[1]!], 'hidden');
    expect(await section('section-pending')).toBeUndefined();

    // A drop box, and an album that opens tomorrow: hidden although photos are shared.
    const dropbox = await wedding('section-dropbox');
    await dropbox.photos.setStatus(dropbox.wedding.id, dropbox.ids, 'shared');
    await dropbox.photos.saveSettings(dropbox.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, mode: 'dropbox' });
    expect(await section('section-dropbox')).toBeUndefined();
    const later = await wedding('section-later');
    await later.photos.setStatus(later.wedding.id, later.ids, 'shared');
    await later.photos.saveSettings(later.wedding.id, { ...DEFAULT_PHOTO_SETTINGS, mode: 'after', opensAt: new Date(Date.now() + 86_400_000) });
    expect(await section('section-later')).toBeUndefined();

    // Turned off in the builder: hidden.
    const off = await wedding('section-off', false);
    await off.photos.setStatus(off.wedding.id, off.ids, 'shared');
    expect(await section('section-off')).toBeUndefined();
  });
});
