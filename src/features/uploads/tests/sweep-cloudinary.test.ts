// Issue 23: a deleted wedding's own images (the site's, under vowly/weddings/{id}, and its cards', under
// vowly/invites/{id}) leave Cloudinary on the daily sweep of uploads, as its guests' photos do (issue 26). Cloudinary's
// Admin API through the SDK; msw stands at the network edge.
import { describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import { createTestApp } from '../../../../tests/helpers/app';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { cloudinaryAdminAccount } from '../../../../tests/msw/cloudinary';
import { uploadsRepository } from '../domain/repository';
import { sweepOrphanUploads } from '../domain/sweep-uploads';

const { images, calls, CLOUDINARY_URL } = cloudinaryAdminAccount('vowly-sweep');

describe('sweep_orphan_uploads with Cloudinary', () => {
  it("deletes a deleted wedding's site and card images and their folders, and keeps every live wedding's and the guests' photos", async () => {
    const t = createTestApp({ env: { CLOUDINARY_URL } });
    const kept = await coupleWedding({ app: t, weddingUrl: 'cloud-uploads-kept' });
    const gone = newId();
    const live = [`vowly/weddings/${kept.wedding.id}/a`, `vowly/weddings/${kept.wedding.id}/b`, `vowly/invites/${kept.wedding.id}/c`];
    const goneImages = [`vowly/weddings/${gone}/a`, `vowly/weddings/${gone}/b`, `vowly/weddings/${gone}/c`, `vowly/invites/${gone}/d`];
    const photos = [`vowly/photos/${gone}/p1`]; // the photos' own sweep (sweep_photo_files) removes these
    for (const id of [...live, ...goneImages, ...photos]) images.add(id);

    const removed = await sweepOrphanUploads(uploadsRepository(t.store), t.config);
    expect(removed.sort()).toEqual([`cloudinary:vowly/invites/${gone}`, `cloudinary:vowly/weddings/${gone}`]);
    expect([...images].sort()).toEqual([...live, ...photos].sort());
    expect(
      calls
        .filter((c) => c.path.startsWith('delete folders/'))
        .map((c) => c.path)
        .sort(),
    ).toEqual([`delete folders/vowly/invites/${gone}`, `delete folders/vowly/weddings/${gone}`]);

    calls.length = 0;
    expect(await sweepOrphanUploads(uploadsRepository(t.store), t.config)).toEqual([]);
    expect(calls.filter((c) => !c.path.startsWith('folders/'))).toEqual([]);
  });
});
