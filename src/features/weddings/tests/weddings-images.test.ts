import { beforeEach, describe, expect, it } from 'vitest';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { readWedding } from '../domain/wedding';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { queuedJobs } from '../../../../tests/helpers/test-engine';

type Json = Record<string, any>;

describe('image operations through PATCH /weddings/{id}', () => {
  let t: ReturnType<typeof createTestApp>;
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let api: ReturnType<typeof client>;
  beforeEach(async () => {
    t = createTestApp();
    owner = await createTestUser(t.store);
    api = client(t.app, owner.cookie);
  });

  const row = async () => (await weddingsRepository(t.store).byId(owner.wedding.id))!;
  const stored = async () => readWedding(await row()).content;
  /** An address the local image host gives this wedding's uploads. */
  const own = (n: number) => `/uploads/vowly/weddings/${owner.wedding.id}/img${n}/w1600.webp`;
  const patch = (body: Record<string, unknown> | URLSearchParams) => api.patch(`/api/v1/weddings/${owner.wedding.id}`, body);
  const deletes = async () => (await queuedJobs(t)).filter((job) => job.task === 'delete_image').map((job) => (job.payload as { url: string }).url);

  it('registers the hero image, then replacing it queues the old file for deletion', async () => {
    const first = await patch({ asset: own(1), heroImg: true });
    expect(first.status).toBe(200);
    const body = (await first.json()) as Json;
    expect(body.msg).toBe('Image updated');
    expect(body.wedding.heroImg).toBe(own(1));
    expect(await deletes()).toEqual([]);

    // Form data, with the upload response as JSON text.
    const second = await patch(new URLSearchParams({ asset: JSON.stringify({ secure_url: own(2) }), heroImg: 'true' }));
    expect(second.status).toBe(200);
    expect((await stored()).heroImg).toBe(own(2));
    expect(await queuedJobs(t)).toContainEqual({
      task: 'delete_image',
      payload: { url: own(1), weddingId: owner.wedding.id },
      jobKey: `delete_image:${own(1)}`,
    });
  });

  it('deletes the main image and the background image, answering "Image removed"', async () => {
    await patch({ asset: own(1), mainImg: true });
    await patch({ asset: own(2), fixedImg: 'true' });
    const res = await patch({ type: 'deleteImage', deleteImage: own(1), mainImg: true });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).msg).toBe('Image removed');
    expect((await patch({ type: 'deleteImage', deleteImage: own(2), fixedImg: true })).status).toBe(200);
    expect(await stored()).toMatchObject({ mainImg: '', fixedImg: '' });
    expect((await deletes()).sort()).toEqual([own(1), own(2)].sort());
  });

  it('adds gallery images up to 10 and refuses the 11th; replaces and deletes in place', async () => {
    for (let n = 0; n < 10; n++) expect((await patch({ asset: own(n), section: 'imagesSection' })).status).toBe(200);
    const eleventh = await patch({ asset: own(10), section: 'imagesSection' });
    expect(eleventh.status).toBe(400);
    expect(await eleventh.json()).toEqual({ msg: 'limit of 10 images', code: 'image.bad-operation' });
    expect((await stored()).images).toHaveLength(10);

    expect((await patch({ asset: own(20), section: 'imagesSection', replaceTarget: own(3) })).status).toBe(200);
    expect((await stored()).images[3]).toBe(own(20));
    expect((await patch({ type: 'deleteImage', deleteImage: own(0), section: 'imagesSection' })).status).toBe(200);
    expect((await stored()).images).toHaveLength(9);
    expect(await deletes()).toEqual([own(3), own(0)]);

    expect((await patch({ asset: own(30), section: 'customTwoSection' })).status).toBe(200);
    expect((await stored()).customTwoImages).toEqual([own(30)]);
  });

  it('refuses to delete an image the wedding does not have, and assets uploaded elsewhere', async () => {
    const missing = await patch({ type: 'deleteImage', deleteImage: own(5), section: 'imagesSection' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ msg: 'Unable to delete image', code: 'image.bad-operation' });

    const other = await createTestUser(t.store);
    const theirs = `/uploads/vowly/weddings/${other.wedding.id}/img1/w1600.webp`;
    const foreign = await patch({ asset: theirs, heroImg: true });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({ msg: 'That image was not uploaded to this wedding', code: 'image.foreign' });
    expect((await patch({ asset: 'https://evil.example/x.jpg', section: 'imagesSection' })).status).toBe(400);
    expect(await stored()).toMatchObject({ heroImg: '', images: [] });
    expect(await deletes()).toEqual([]);
  });

  it('sets and deletes party photos and removes a member with their photo', async () => {
    await patch({
      weddingParty: [
        { id: 'aaaaaaaa', name: 'Clara' },
        { id: 'bbbbbbbb', name: 'Marc' },
      ],
    });
    expect((await patch({ asset: own(1), section: 'weddingParty', itemId: 'aaaaaaaa' })).status).toBe(200);
    expect((await patch({ asset: own(2), section: 'weddingParty', itemId: 'bbbbbbbb' })).status).toBe(200);
    expect((await stored()).weddingParty.map((m) => m.image)).toEqual([own(1), own(2)]);

    expect((await patch({ type: 'deleteImage', deleteImage: own(1), section: 'weddingParty', itemId: 'aaaaaaaa' })).status).toBe(200);
    expect((await stored()).weddingParty[0]).toMatchObject({ id: 'aaaaaaaa', name: 'Clara', image: '' });

    const removed = await patch({ type: 'deleteWeddingParty', deleteWeddingPartyId: 'bbbbbbbb', deleteWeddingPartyImage: own(2) });
    expect(removed.status).toBe(200);
    expect((await stored()).weddingParty.map((m) => m.id)).toEqual(['aaaaaaaa']);
    expect(await deletes()).toEqual([own(1), own(2)]);
  });

  it('queues deletes for photos dropped by a content save (party list or gallery re-saved without them)', async () => {
    await patch({ asset: own(1), section: 'imagesSection' });
    await patch({ asset: own(2), section: 'imagesSection' });
    await patch({ weddingParty: [{ id: 'aaaaaaaa', name: 'Clara', image: own(3) }] });
    expect((await patch({ images: [own(2)], weddingParty: [] })).status).toBe(200);
    expect((await deletes()).sort()).toEqual([own(1), own(3)].sort());
  });

  it('never queues a delete for an address that is not this wedding’s upload, nor one still used elsewhere', async () => {
    await patch({ images: ['https://images.example.com/a.jpg', own(1)], heroImg: own(1) });
    expect((await patch({ images: [] })).status).toBe(200);
    // own(1) is still the hero image; the external address is not ours to delete.
    expect(await deletes()).toEqual([]);
  });

  it('a refused image operation writes nothing and queues nothing', async () => {
    await patch({ asset: own(1), heroImg: true });
    const before = await row();
    const res = await patch({ asset: own(2), section: 'weddingParty', itemId: 'nobody00' });
    expect(res.status).toBe(400);
    expect(await row()).toEqual(before);
    expect(await deletes()).toEqual([]);
  });
});
