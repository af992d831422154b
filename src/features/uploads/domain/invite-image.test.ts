// The invite's image on the in-memory repository (issue 29 item 7): only an address the image host
// delivered into this wedding's invite folder is registered; deleting needs the current image (or its
// exact address); a replaced or removed image of ours is queued for deletion; the API's shape.
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../core/config/env';
import type { Queue } from '../../../core/queue/queue';
import { changeInviteImage, inviteImageBodySchema, inviteJson } from './invite-image';
import { memoryUploadsRepository } from './repository.memory';
import { refusal } from '../../../../tests/helpers/refusal';

const config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent' } as Env;
const mine = (name: string) => `/uploads/vowly/invites/w1/${name}/full.webp`;

function setup() {
  const uploads = memoryUploadsRepository();
  const enqueue = vi.fn(async () => {});
  return { uploads, enqueue, deps: { uploads, queue: { enqueue } as unknown as Queue, config } };
}

describe('the request body', () => {
  it('reads an address, the host’s upload response, or a delete flag', () => {
    expect(inviteImageBodySchema.parse({ asset: mine('a1') })).toEqual({ kind: 'register', url: mine('a1') });
    expect(inviteImageBodySchema.parse({ asset: JSON.stringify({ secure_url: mine('a2') }) })).toEqual({ kind: 'register', url: mine('a2') });
    expect(inviteImageBodySchema.parse({ deleteImage: true })).toEqual({ kind: 'delete', address: null });
    expect(inviteImageBodySchema.parse({ deleteImage: 'true' })).toEqual({ kind: 'delete', address: null });
    expect(inviteImageBodySchema.parse({ deleteImage: mine('a1') })).toEqual({ kind: 'delete', address: mine('a1') });
    expect(inviteImageBodySchema.safeParse({ deleteImage: '' }).success).toBe(false);
  });
});

describe('changeInviteImage', () => {
  it('registers an image of this invite’s folder, making the invite, and answers the API’s shape', async () => {
    const { uploads, enqueue, deps } = setup();
    const result = await changeInviteImage(deps, 'w1', { kind: 'register', url: mine('a1') });
    expect(result.msg).toBe('Image updated');
    expect(result.invite).toEqual(inviteJson(uploads.invites[0]!));
    expect([result.invite.image, result.invite.saveTheDateDesign, result.invite.invitationDesign]).toEqual([mine('a1'), 'bliss', 'classic']);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('refuses another wedding’s or an outside address, keeping the image', async () => {
    const { uploads, deps } = setup();
    await changeInviteImage(deps, 'w1', { kind: 'register', url: mine('a1') });
    for (const url of ['/uploads/vowly/invites/w2/a1/full.webp', '/uploads/vowly/weddings/w1/a1/full.webp', 'https://evil.example/x.jpg']) {
      expect(await refusal(changeInviteImage(deps, 'w1', { kind: 'register', url }))).toEqual(['image.foreign', 'That image was not uploaded for this invite']);
    }
    expect(uploads.invites[0]?.imageUrl).toBe(mine('a1'));
  });

  it('queues the replaced image for deletion, once per address', async () => {
    const { uploads, enqueue, deps } = setup();
    await changeInviteImage(deps, 'w1', { kind: 'register', url: mine('a1') });
    await changeInviteImage(deps, 'w1', { kind: 'register', url: mine('a2') });
    expect(enqueue).toHaveBeenCalledWith('delete_image', { url: mine('a1'), weddingId: 'w1' }, { jobKey: `delete_image:${mine('a1')}` });
    await changeInviteImage(deps, 'w1', { kind: 'register', url: mine('a2') });
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(uploads.invites[0]?.imageUrl).toBe(mine('a2'));
  });

  it('removes the current image (by flag or its exact address) and refuses when there is none or another address', async () => {
    const { uploads, enqueue, deps } = setup();
    expect(await refusal(changeInviteImage(deps, 'w1', { kind: 'delete', address: null }))).toEqual(['image.not-deletable', 'Unable to delete image']);
    await changeInviteImage(deps, 'w1', { kind: 'register', url: mine('a1') });
    expect(await refusal(changeInviteImage(deps, 'w1', { kind: 'delete', address: mine('zz') }))).toEqual(['image.not-deletable', 'Unable to delete image']);
    const removed = await changeInviteImage(deps, 'w1', { kind: 'delete', address: mine('a1') });
    expect([removed.msg, removed.invite.image, uploads.invites[0]?.imageUrl]).toEqual(['Image removed', '', null]);
    expect(enqueue).toHaveBeenCalledWith('delete_image', { url: mine('a1'), weddingId: 'w1' }, { jobKey: `delete_image:${mine('a1')}` });
  });

  it('still answers when the deletion cannot be queued', async () => {
    const { enqueue, deps } = setup();
    enqueue.mockRejectedValue(new Error('queue down'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await changeInviteImage(deps, 'w1', { kind: 'register', url: mine('a1') });
    expect((await changeInviteImage(deps, 'w1', { kind: 'delete', address: null })).msg).toBe('Image removed');
  });
});
