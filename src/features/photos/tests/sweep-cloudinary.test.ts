// Issue 26: with CLOUDINARY_URL, a deleted wedding's guest photos live on Cloudinary (no local copy), so the daily
// sweep asks Cloudinary's Admin API (through the SDK; msw stands at the network edge) for the wedding folders
// under vowly/photos and deletes the images and folder of every wedding that no longer exists.
import { describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import { createTestApp } from '../../../../tests/helpers/app';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { cloudinaryAdminAccount } from '../../../../tests/msw/cloudinary';
import { sweepPhotoFiles } from '../domain/sweep-files';

const { images, calls, CLOUDINARY_URL } = cloudinaryAdminAccount('vowly-test');

describe('sweep_photo_files with Cloudinary', () => {
  it("deletes a deleted wedding's photos and folder on Cloudinary, page by page, and keeps every live wedding's", async () => {
    const t = createTestApp({ env: { CLOUDINARY_URL } });
    const kept = await coupleWedding({ app: t, weddingUrl: 'cloud-kept' });
    // In the order Cloudinary lists folders (by name), as the sweep visits them.
    const gone = [newId(), newId()].sort();
    const live = [`vowly/photos/${kept.wedding.id}/p1`, `vowly/photos/${kept.wedding.id}/p2`, `vowly/photos/${kept.wedding.id}/p3`];
    for (const id of [...live, ...gone.flatMap((w) => [1, 2, 3].map((n) => `vowly/photos/${w}/p${n}`)), 'vowly/weddings/other/x']) images.add(id);

    const swept = await sweepPhotoFiles(t);
    expect(swept.folders.sort()).toEqual(gone.map((w) => `cloudinary:vowly/photos/${w}`).sort());
    expect([...images].sort()).toEqual([...live, 'vowly/weddings/other/x'].sort());
    // Three folders listed two a page; each gone wedding's three images in two deletions, then its folder.
    expect(calls.filter((c) => c.path === 'folders/vowly/photos')).toHaveLength(2);
    expect(calls.filter((c) => c.path === 'resources/image/upload').map((c) => c.body.prefix)).toEqual(
      gone.flatMap((w) => [`vowly/photos/${w}/`, `vowly/photos/${w}/`]),
    );
    expect(calls.filter((c) => c.path.startsWith('delete folders/')).map((c) => c.path)).toEqual(gone.map((w) => `delete folders/vowly/photos/${w}`));

    // The next day: nothing left to remove.
    calls.length = 0;
    expect((await sweepPhotoFiles(t)).folders).toEqual([]);
    expect(calls.filter((c) => c.path !== 'folders/vowly/photos')).toEqual([]);
  });
});
