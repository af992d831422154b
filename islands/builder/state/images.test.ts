import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { UploadError, uploadSignedImage } from '../../../src/shared/client/upload-image';
import { applyImageOperation, ImageOperationError, readImageOperation } from '../../../src/shared/images/image-operations';
import type { WeddingImagePatchBody } from '../../../src/shared/wedding/wedding-api';
import type { WeddingEdits, WeddingRecord } from './api';
import { testWedding } from './fake-server';
import { apiAtom, draftAtom, editAtom, saveAtom, editsAtom, loadWeddingAtom, noticeAtom, pendingCountAtom, serverWeddingAtom } from './draft';
import {
  deleteImageAtom,
  deletePartyMemberAtom,
  galleryAdds,
  imageTransportAtom,
  uploadGalleryImagesAtom,
  uploadImageAtom,
  uploadsAtom,
  type ImageTransport,
  type UploadState,
} from './images';

const url = (n: number) => `/uploads/vowly/weddings/w1/img${n}/w1600.webp`;

/**
 * The wedding API's image operations as the server applies them (src/shared/images/image-operations.ts), the
 * browser's size check (uploadSignedImage refuses before any request), and switches to fail.
 */
function setup(initial: WeddingEdits = {}) {
  let stored: WeddingRecord = testWedding({ _id: 'w1', version: 1, images: [], customTwoImages: [], weddingParty: [], mainImg: '', ...initial });
  const patches: WeddingImagePatchBody[] = [];
  const uploads: string[] = [];
  const progressSeen: UploadState[] = [];
  const fail = { upload: false, patch: null as string | null };
  let next = 100;
  const transport: ImageTransport = {
    async upload(_id, file, onProgress) {
      await Promise.resolve(); // the signing call
      const signed = { cloudName: 'local', apiKey: 'local', timestamp: 0, signature: 'x', max_file_size: 10 * 1048576 };
      if (file.size > signed.max_file_size) await uploadSignedImage(file, signed);
      uploads.push(file.name);
      onProgress(40);
      progressSeen.push({ ...store.get(uploadsAtom)[Object.keys(store.get(uploadsAtom))[0]!]! });
      if (fail.upload) throw new UploadError('upload failed', false);
      onProgress(100);
      return url(next++);
    },
    async patch(_id, body, fallback) {
      patches.push(body);
      if (fail.patch !== null) throw new UploadError(fail.patch || fallback, Boolean(fail.patch));
      const op = readImageOperation(body)!;
      const content = { ...stored, ...(body.weddingParty ? { weddingParty: body.weddingParty } : {}) } as Parameters<typeof applyImageOperation>[0];
      try {
        stored = { ...stored, ...content, ...applyImageOperation(content, op).patch, version: stored.version + 1 } as WeddingRecord;
      } catch (error) {
        throw new UploadError(error instanceof ImageOperationError ? error.message : fallback);
      }
      return { ...stored };
    },
    previewUrl: (file) => `blob:preview-${(file as File).name}`,
    revokePreview: () => {},
  };
  const store = createStore();
  store.set(imageTransportAtom, transport);
  // Revalidation after each success reads the same stored wedding.
  store.set(apiAtom, { getWedding: async () => ({ ...stored }), updateWedding: async () => ({ ...stored }) });
  store.set(loadWeddingAtom, { ...stored });
  const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });
  return { store, transport, patches, uploads, progressSeen, fail, file, stored: () => stored };
}

describe('builder image actions', () => {
  it('adds to a gallery with a preview and progress, keeping an unsaved reorder and dropping the preview after', async () => {
    const t = setup({ images: [url(1), url(2)] });
    t.store.set(editAtom, { images: [url(2), url(1)] });
    const done = t.store.set(uploadImageAtom, { file: t.file('new.png'), target: { section: 'imagesSection' } });
    expect(t.store.get(uploadsAtom).imagesSection).toEqual({ preview: 'blob:preview-new.png', progress: 0 });
    expect(t.store.get(pendingCountAtom)).toBe(1);
    expect(await done).toBe(true);
    expect(t.progressSeen).toEqual([{ preview: 'blob:preview-new.png', progress: 40 }]);
    expect(t.patches).toEqual([{ asset: url(100), section: 'imagesSection' }]);
    expect(t.stored().images).toEqual([url(1), url(2), url(100)]);
    expect(t.store.get(draftAtom)!.images).toEqual([url(2), url(1), url(100)]);
    expect(t.store.get(uploadsAtom)).toEqual({});
    expect(t.store.get(pendingCountAtom)).toBe(0);
    expect(t.store.get(noticeAtom)).toEqual({ kind: 'success', text: 'Image updated' });
  });

  it('warns about an oversize file before sending it, and about an 11th gallery image', async () => {
    const t = setup({ images: Array.from({ length: 10 }, (_, i) => url(i)) });
    expect(await t.store.set(uploadImageAtom, { file: t.file('big.png', 10 * 1048576 + 1), target: { flag: 'mainImg' } })).toBe(false);
    expect(t.store.get(noticeAtom)).toEqual({ kind: 'warning', text: 'Image size too large (max 10MB)' });
    expect(await t.store.set(uploadImageAtom, { file: t.file('eleven.png'), target: { section: 'imagesSection' } })).toBe(false);
    expect(t.store.get(noticeAtom)).toEqual({ kind: 'warning', text: 'limit of 10 images' });
    expect(t.uploads).toEqual([]);
    expect(t.patches).toEqual([]);
    expect(t.store.get(uploadsAtom)).toEqual({});
  });

  it('a failed upload removes the preview and says "Unable to upload image"; a refused registration shows the server text', async () => {
    const t = setup({ mainImg: url(1) });
    t.fail.upload = true;
    expect(await t.store.set(uploadImageAtom, { file: t.file('a.png'), target: { flag: 'mainImg' } })).toBe(false);
    expect(t.store.get(noticeAtom)).toEqual({ kind: 'error', text: 'Unable to upload image' });
    expect(t.store.get(uploadsAtom)).toEqual({});
    expect(t.store.get(draftAtom)!.mainImg).toBe(url(1));

    t.fail.upload = false;
    t.fail.patch = 'That image was not uploaded to this wedding';
    await t.store.set(uploadImageAtom, { file: t.file('b.png'), target: { flag: 'mainImg' } });
    expect(t.store.get(noticeAtom)).toEqual({ kind: 'error', text: 'That image was not uploaded to this wedding' });
    t.fail.patch = '';
    await t.store.set(uploadImageAtom, { file: t.file('c.png'), target: { flag: 'mainImg' } });
    expect(t.store.get(noticeAtom)).toEqual({ kind: 'error', text: 'Unable to upload image' });
    expect(t.store.get(draftAtom)!.mainImg).toBe(url(1));
  });

  it('replaces in place, and a failed replace leaves the original where it was', async () => {
    const t = setup({ images: [url(1), url(2), url(3)] });
    t.store.set(editAtom, { images: [url(3), url(1), url(2)] });
    const replacing = t.store.set(uploadImageAtom, { file: t.file('r.png'), target: { section: 'imagesSection', replaceTarget: url(1) } });
    expect(Object.keys(t.store.get(uploadsAtom))).toEqual([`imagesSection:${url(1)}`]);
    await replacing;
    expect(t.patches.at(-1)).toEqual({ asset: url(100), section: 'imagesSection', replaceTarget: url(1) });
    expect(t.stored().images).toEqual([url(100), url(2), url(3)]);
    expect(t.store.get(draftAtom)!.images).toEqual([url(3), url(100), url(2)]);

    t.fail.patch = '';
    await t.store.set(uploadImageAtom, { file: t.file('r2.png'), target: { section: 'imagesSection', replaceTarget: url(2) } });
    expect(t.store.get(draftAtom)!.images).toEqual([url(3), url(100), url(2)]);
    expect(t.store.get(uploadsAtom)).toEqual({});
    expect(t.store.get(noticeAtom)).toEqual({ kind: 'error', text: 'Unable to upload image' });
  });

  it('deletes at once (unsaved order included) and restores the image if the server refuses', async () => {
    const t = setup({ images: [url(1), url(2), url(3)] });
    t.store.set(editAtom, { images: [url(3), url(2), url(1)] });
    t.fail.patch = '';
    const failing = t.store.set(deleteImageAtom, { address: url(2), target: { section: 'imagesSection' } });
    expect(t.store.get(draftAtom)!.images).toEqual([url(3), url(1)]);
    await failing;
    expect(t.store.get(serverWeddingAtom)!.images).toEqual([url(1), url(2), url(3)]);
    expect(t.store.get(draftAtom)!.images).toEqual([url(3), url(2), url(1)]);
    expect(t.store.get(noticeAtom)).toEqual({ kind: 'error', text: 'Unable to delete image' });

    t.fail.patch = null;
    expect(await t.store.set(deleteImageAtom, { address: url(2), target: { section: 'imagesSection' } })).toBe(true);
    expect(t.patches.at(-1)).toEqual({ type: 'deleteImage', deleteImage: url(2), section: 'imagesSection' });
    expect(t.stored().images).toEqual([url(1), url(3)]);
    expect(t.store.get(draftAtom)!.images).toEqual([url(3), url(1)]);
    expect(t.store.get(noticeAtom)).toEqual({ kind: 'info', text: 'Image removed' });
  });

  it('clears the main photo at once and brings it back on failure', async () => {
    const t = setup({ mainImg: url(1) });
    t.fail.patch = '';
    const pending = t.store.set(deleteImageAtom, { address: url(1), target: { flag: 'mainImg' } });
    expect(t.store.get(draftAtom)!.mainImg).toBe('');
    await pending;
    expect(t.store.get(draftAtom)!.mainImg).toBe(url(1));
    t.fail.patch = null;
    await t.store.set(deleteImageAtom, { address: url(1), target: { flag: 'mainImg' } });
    expect(t.stored().mainImg).toBe('');
    expect(t.patches.at(-1)).toEqual({ type: 'deleteImage', deleteImage: url(1), mainImg: true });
  });

  it('a photo for a member added since the last save saves the party with it', async () => {
    const t = setup({ weddingParty: [{ id: 'aaaaaaaa', name: 'Clara', caption: '', image: '' }] });
    t.store.set(editAtom, {
      weddingParty: [
        { id: 'aaaaaaaa', name: 'Clara', caption: '', image: '' },
        { id: 'bbbbbbbb', name: 'Marc', caption: '', image: '' },
      ],
    });
    expect(await t.store.set(uploadImageAtom, { file: t.file('m.png'), target: { section: 'weddingParty', itemId: 'bbbbbbbb' } })).toBe(true);
    expect(t.patches[0]).toMatchObject({
      asset: url(100),
      section: 'weddingParty',
      itemId: 'bbbbbbbb',
      weddingParty: [{ id: 'aaaaaaaa' }, { id: 'bbbbbbbb' }],
    });
    expect(t.stored().weddingParty).toEqual([
      { id: 'aaaaaaaa', name: 'Clara', caption: '', image: '' },
      { id: 'bbbbbbbb', name: 'Marc', caption: '', image: url(100) },
    ]);
    // Nothing left unsaved: the draft equals the server.
    expect(t.store.get(editsAtom)).toEqual({});

    // A saved member's photo is just the image operation.
    await t.store.set(uploadImageAtom, { file: t.file('c.png'), target: { section: 'weddingParty', itemId: 'aaaaaaaa' } });
    expect(t.patches[1]).toEqual({ asset: url(101), section: 'weddingParty', itemId: 'aaaaaaaa' });
  });

  it('removing a member with a photo deletes both on the server; a failed call silently brings the member back', async () => {
    const clara = { id: 'aaaaaaaa', name: 'Clara', caption: '', image: url(1) };
    const marc = { id: 'bbbbbbbb', name: 'Marc', caption: '', image: '' };
    const t = setup({ weddingParty: [clara, marc] });
    t.fail.patch = '';
    const failing = t.store.set(deletePartyMemberAtom, clara);
    expect(t.store.get(draftAtom)!.weddingParty).toEqual([marc]);
    expect(await failing).toBe(false);
    expect(t.store.get(draftAtom)!.weddingParty).toEqual([clara, marc]);
    expect(t.store.get(noticeAtom)).toBeNull();

    t.fail.patch = null;
    expect(await t.store.set(deletePartyMemberAtom, clara)).toBe(true);
    expect(t.patches.at(-1)).toEqual({ type: 'deleteWeddingParty', deleteWeddingPartyId: 'aaaaaaaa', deleteWeddingPartyImage: url(1) });
    expect(t.stored().weddingParty).toEqual([marc]);
  });

  it('registers an image only after a save already in flight, so the save never meets a version it did not expect', async () => {
    const t = setup({ images: [], ourStoryHeading: 'Our Story' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const versionsSent: unknown[] = [];
    t.store.set(apiAtom, {
      getWedding: async () => ({ ...t.stored() }),
      updateWedding: async (_id, fields) => {
        versionsSent.push(fields.version);
        await held;
        return { ...t.stored(), ...fields, version: (fields.version as number) + 1 };
      },
    });
    t.store.set(editAtom, { ourStoryHeading: 'How we met' });
    const saving = t.store.set(saveAtom, { fields: ['ourStoryHeading'] });
    const uploading = t.store.set(uploadImageAtom, { file: t.file('q.png'), target: { section: 'imagesSection' } });
    // Let every queued task run: the upload must still be waiting for the held save.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(t.patches).toEqual([]);
    release();
    expect(await saving).toBe(true);
    expect(await uploading).toBe(true);
    expect(versionsSent).toEqual([1]);
    expect(t.patches).toHaveLength(1);
  });

  it('several photos at once: each has its own preview and progress, all are added in the order chosen', async () => {
    const t = setup({ images: [url(1)] });
    const done = t.store.set(uploadGalleryImagesAtom, { files: [t.file('a.png'), t.file('b.png'), t.file('c.png')], section: 'imagesSection' });
    const adds = galleryAdds(t.store.get(uploadsAtom), 'imagesSection');
    expect(adds.map(([, state]) => state)).toEqual(['a', 'b', 'c'].map((n) => ({ preview: `blob:preview-${n}.png`, progress: 0 })));
    expect(new Set(adds.map(([slot]) => slot)).size).toBe(3);
    expect(await done).toBe(3);
    expect(t.uploads).toEqual(['a.png', 'b.png', 'c.png']);
    expect(t.stored().images).toEqual([url(1), url(100), url(101), url(102)]);
    expect(t.store.get(draftAtom)!.images).toEqual([url(1), url(100), url(101), url(102)]);
    expect(t.store.get(uploadsAtom)).toEqual({});
    expect(t.store.get(noticeAtom)).toEqual({ kind: 'success', text: 'Image updated' });
  });

  it("several photos past the limit: only those that fit under 10 (counting uploads in flight) go, then 'limit of 10 images'", async () => {
    const t = setup({ images: Array.from({ length: 7 }, (_, i) => url(i)) });
    const first = t.store.set(uploadGalleryImagesAtom, { files: [t.file('a.png')], section: 'imagesSection' });
    const second = t.store.set(uploadGalleryImagesAtom, { files: ['b', 'c', 'd', 'e'].map((n) => t.file(`${n}.png`)), section: 'imagesSection' });
    expect(t.store.get(noticeAtom)).toEqual({ kind: 'warning', text: 'limit of 10 images' });
    expect(galleryAdds(t.store.get(uploadsAtom), 'imagesSection')).toHaveLength(3);
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(t.uploads).toEqual(['a.png', 'b.png', 'c.png']);
    expect(t.stored().images).toHaveLength(10);
    expect(t.store.get(noticeAtom)).toEqual({ kind: 'warning', text: 'limit of 10 images' });
    // A full gallery takes nothing.
    expect(await t.store.set(uploadGalleryImagesAtom, { files: [t.file('f.png')], section: 'imagesSection' })).toBe(0);
    expect(t.uploads).toHaveLength(3);
  });
});
