// Uploads on both engines (issue 29 item 4): the invite's image set, replaced and removed through the
// uploads repository (the replaced image queued for deletion after commit, once), the rows the sweep
// and the protected images read, on a real SQLite file and a real PostgreSQL database.
import { expect, it } from 'vitest';
import { parseEnv } from '../../src/core/config/env';
import type { Queue } from '../../src/core/queue/queue';
import { changeInviteImage } from '../../src/features/uploads/domain/invite-image';
import { uploadsRepository } from '../../src/features/uploads/domain/repository';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';
import { tempDir } from '../helpers/tmp';

const config = parseEnv({ NODE_ENV: 'test', DATA_DIR: tempDir('uploads-contract') });

describeEachEngine('uploads', ({ store }) => {
  async function couple() {
    const userId = newId();
    const weddingId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: { mainImg: 'x' }, weddingUrl: `w-${weddingId}` }]);
    const deleted: string[] = [];
    const queue = {
      enqueue: async (task: string, payload: { url: string }) => {
        if (task === 'delete_image') deleted.push(payload.url);
      },
    } as unknown as Queue;
    const uploads = uploadsRepository(store());
    return { weddingId, deleted, uploads, deps: { uploads, queue, config } };
  }
  const image = (weddingId: string, n: number) => `/uploads/vowly/invites/${weddingId}/img${n}/w1600.webp`;

  it("sets, replaces and removes the invite's image, queueing each replaced one for deletion", async () => {
    const { weddingId, deleted, uploads, deps } = await couple();
    expect(await uploads.findInvite(weddingId)).toBeUndefined();
    const set = await changeInviteImage(deps, weddingId, { kind: 'register', url: image(weddingId, 1) });
    expect(set).toMatchObject({ msg: 'Image updated', invite: { image: image(weddingId, 1) } });
    expect((await uploads.findInvite(weddingId))?.imageUrl).toBe(image(weddingId, 1));

    await changeInviteImage(deps, weddingId, { kind: 'register', url: image(weddingId, 2) });
    expect(deleted).toEqual([image(weddingId, 1)]);
    // Deleting another address than the current one is refused and changes nothing.
    await expect(changeInviteImage(deps, weddingId, { kind: 'delete', address: image(weddingId, 1) })).rejects.toMatchObject({ code: 'image.not-deletable' });
    expect((await uploads.findInvite(weddingId))?.imageUrl).toBe(image(weddingId, 2));

    const removed = await changeInviteImage(deps, weddingId, { kind: 'delete', address: null });
    expect(removed).toMatchObject({ msg: 'Image removed', invite: { image: '' } });
    expect(deleted).toEqual([image(weddingId, 1), image(weddingId, 2)]);
    await expect(changeInviteImage(deps, weddingId, { kind: 'delete', address: null })).rejects.toMatchObject({ code: 'image.not-deletable' });
    // Another wedding's folder is not this invite's.
    await expect(changeInviteImage(deps, weddingId, { kind: 'register', url: image(newId(), 3) })).rejects.toMatchObject({ code: 'image.foreign' });
  });

  it('concurrent registrations end with one image and every other one queued for deletion once', async () => {
    const { weddingId, deleted, uploads, deps } = await couple();
    const urls = [1, 2, 3, 4, 5].map((n) => image(weddingId, n));
    await Promise.all(urls.map((url) => changeInviteImage(deps, weddingId, { kind: 'register', url })));
    const kept = (await uploads.findInvite(weddingId))?.imageUrl;
    expect(urls).toContain(kept);
    expect([...deleted].sort()).toEqual(urls.filter((url) => url !== kept).sort());
  });

  it('reads the wedding row (content as JSON) and knows an unknown one', async () => {
    const { weddingId, uploads } = await couple();
    expect(await uploads.findWedding(weddingId)).toMatchObject({ id: weddingId, content: { mainImg: 'x' }, weddingUrl: `w-${weddingId}` });
    expect(await uploads.findWedding(newId())).toBeUndefined();
    expect(await uploads.existingWeddings([weddingId, newId()])).toEqual(new Set([weddingId]));
    expect(await uploads.existingWeddings([])).toEqual(new Set());
  });
});
