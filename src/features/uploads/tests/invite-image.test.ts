import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { engineTables, queuedJobs } from '../../../../tests/helpers/test-engine';

const { invites } = engineTables();

type Json = Record<string, any>;

describe('PATCH /api/v1/invite/image', () => {
  let t: ReturnType<typeof createTestApp>;
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let api: ReturnType<typeof client>;
  beforeEach(async () => {
    t = createTestApp();
    owner = await createTestUser(t.store);
    api = client(t.app, owner.cookie);
  });

  const inviteRow = async () => first(await portable(t.store).sql().select().from(invites).where(eq(invites.weddingId, owner.wedding.id)));
  const deletes = async () => (await queuedJobs(t)).filter((job) => job.task === 'delete_image').map((job) => (job.payload as { url: string }).url);
  const invitePath = (weddingId: string, n: number) => `/uploads/vowly/invites/${weddingId}/img${n}/w1600.webp`;

  /** The browser's whole flow against the local image host: sign, upload, register. */
  async function uploadInviteImage() {
    const signed = (await (await api.post('/api/v1/invite/sign-upload')).json()) as Json;
    const form = new FormData();
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#c8a' } })
      .png()
      .toBuffer();
    // The signed fields before the file, as the browser sends them.
    form.set('api_key', signed.apiKey);
    for (const key of ['timestamp', 'signature', 'folder', 'allowed_formats', 'transformation', 'context'])
      if (signed[key] !== undefined) form.set(key, String(signed[key]));
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'invite.png');
    const res = await t.app.request(signed.upload_url, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    return (await res.json()) as { secure_url: string; public_id: string };
  }

  it('registers an uploaded image (JSON or form data), replaces it, and deletes it', async () => {
    const first = await uploadInviteImage();
    const res = await api.patch('/api/v1/invite/image', { asset: first.secure_url });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.msg).toBe('Image updated');
    expect(body.invite).toMatchObject({ image: first.secure_url, saveTheDateDesign: 'bliss', invitationDesign: 'classic' });
    expect((await inviteRow())?.imageUrl).toBe(first.secure_url);
    expect(await deletes()).toEqual([]);

    // The upload response as JSON text in form data, as the spec's form payloads send it.
    const second = await uploadInviteImage();
    const replaced = await api.patch('/api/v1/invite/image', new URLSearchParams({ asset: JSON.stringify(second) }));
    expect(replaced.status).toBe(200);
    expect((await inviteRow())?.imageUrl).toBe(second.secure_url);
    expect(await deletes()).toEqual([first.secure_url]);
    expect((await queuedJobs(t)).at(-1)).toMatchObject({
      payload: { url: first.secure_url, weddingId: owner.wedding.id },
      jobKey: `delete_image:${first.secure_url}`,
    });

    const removed = await api.patch('/api/v1/invite/image', { deleteImage: true });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as Json).msg).toBe('Image removed');
    expect((await inviteRow())?.imageUrl).toBeNull();
    expect(await deletes()).toEqual([first.secure_url, second.secure_url]);
    // Both files are still on disk until the job runs.
    expect(fs.existsSync(path.join(t.config.uploadsDir, second.public_id))).toBe(true);
  });

  it('accepts only this couple’s invite uploads: not their wedding folder, not another couple’s, not outside URLs', async () => {
    const other = await createTestUser(t.store);
    const refused = [
      `/uploads/vowly/weddings/${owner.wedding.id}/img1/w1600.webp`,
      invitePath(other.wedding.id, 1),
      `/uploads/vowly/invites/${owner.wedding.id}/../../weddings/${other.wedding.id}/img1/w1600.webp`,
      'https://evil.example/invite.jpg',
      'javascript:alert(1)',
    ];
    for (const asset of refused) {
      const res = await api.patch('/api/v1/invite/image', { asset });
      expect(res.status, asset).toBe(400);
      expect(await res.json()).toEqual({ msg: 'That image was not uploaded for this invite', code: 'image.foreign' });
    }
    expect(await inviteRow()).toBeUndefined();
    expect(await deletes()).toEqual([]);
  });

  it('answers the spec texts for an empty asset and a delete with nothing to delete', async () => {
    const empty = await api.patch('/api/v1/invite/image', { asset: '' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ msg: 'No file provided', code: 'upload.no-file' });
    expect(await (await api.patch('/api/v1/invite/image', {})).json()).toEqual({ msg: 'No file provided', code: 'upload.no-file' });

    const nothing = await api.patch('/api/v1/invite/image', { deleteImage: true });
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toEqual({ msg: 'Unable to delete image', code: 'image.not-deletable' });

    await api.patch('/api/v1/invite/image', { asset: invitePath(owner.wedding.id, 1) });
    const wrong = await api.patch('/api/v1/invite/image', { deleteImage: invitePath(owner.wedding.id, 2) });
    expect(await wrong.json()).toEqual({ msg: 'Unable to delete image', code: 'image.not-deletable' });
    expect((await inviteRow())?.imageUrl).toBe(invitePath(owner.wedding.id, 1));
    expect((await api.patch('/api/v1/invite/image', { deleteImage: invitePath(owner.wedding.id, 1) })).status).toBe(200);
  });

  it('is for signed-in owners only: no session 401, another origin 403, nobody else’s invite changes', async () => {
    expect(
      (await t.app.request('/api/v1/invite/image', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"deleteImage":true}' })).status,
    ).toBe(401);
    const crossSite = await t.app.request('http://localhost/api/v1/invite/image', {
      method: 'PATCH',
      headers: { cookie: owner.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ asset: invitePath(owner.wedding.id, 1) }),
    });
    expect(crossSite.status).toBe(403);

    // Another couple can only ever touch their own invite.
    const other = await createTestUser(t.store);
    const theirs = client(t.app, other.cookie);
    expect((await theirs.patch('/api/v1/invite/image', { asset: invitePath(owner.wedding.id, 1) })).status).toBe(400);
    expect((await theirs.patch('/api/v1/invite/image', { asset: invitePath(other.wedding.id, 1) })).status).toBe(200);
    expect(await inviteRow()).toBeUndefined();
  });
});
