// Image actions of the builder (site-editor.md §4): a local preview at once with progress 0–100,
// then the signed upload, then the asset registered with the wedding; failures roll back.
import { atom } from 'jotai';
import { imageTooLargeMessage } from '../../../src/domain/images/rules';
import { GALLERY_MAX_IMAGES, EDITOR_MESSAGES } from '../../../src/domain/wedding/limits';
import { requestSignature, uploadSignedImage, UploadError } from '../../../src/client/upload-image';
import type { WeddingRecord } from './api';
import { noticeAtom, pendingCountAtom, serverWeddingAtom } from './draft';

export type ImageTarget =
  | { flag: 'mainImg' | 'heroImg' | 'fixedImg' }
  | { section: 'imagesSection' | 'customTwoSection'; replaceTarget?: string }
  | { section: 'weddingParty'; itemId: string };

/** Where an upload shows its preview: 'heroImg', 'imagesSection', 'imagesSection:<address>', 'weddingParty:<id>'. */
export function slotOf(target: ImageTarget): string {
  if ('flag' in target) return target.flag;
  if (target.section === 'weddingParty') return `weddingParty:${target.itemId}`;
  return target.replaceTarget ? `${target.section}:${target.replaceTarget}` : target.section;
}

export interface UploadState {
  preview: string;
  progress: number;
}
export const uploadsAtom = atom<Record<string, UploadState>>({});

export interface ImageTransport {
  patch(weddingId: string, body: Record<string, unknown>): Promise<WeddingRecord>;
  sign(weddingId: string): ReturnType<typeof requestSignature>;
  upload: typeof uploadSignedImage;
  previewUrl(file: Blob): string;
  revokePreview(url: string): void;
}

async function patchWedding(weddingId: string, body: Record<string, unknown>): Promise<WeddingRecord> {
  const res = await fetch(`/api/v1/weddings/${encodeURIComponent(weddingId)}`, {
    method: 'PATCH',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new UploadError(typeof data.msg === 'string' ? data.msg : EDITOR_MESSAGES.unableToUpload);
  return data.wedding as WeddingRecord;
}

export const browserImageTransport: ImageTransport = {
  patch: patchWedding,
  sign: (id) => requestSignature(`/api/v1/weddings/${encodeURIComponent(id)}/sign-upload`),
  upload: uploadSignedImage,
  previewUrl: (file) => URL.createObjectURL(file),
  revokePreview: (url) => URL.revokeObjectURL(url),
};
export const imageTransportAtom = atom<ImageTransport>(browserImageTransport);

function galleryField(section: 'imagesSection' | 'customTwoSection') {
  return section === 'imagesSection' ? 'images' : 'customTwoImages';
}

export const uploadImageAtom = atom(null, async (get, set, { file, target }: { file: File; target: ImageTarget }) => {
  const wedding = get(serverWeddingAtom);
  if (!wedding) return false;
  if ('section' in target && target.section !== 'weddingParty' && !target.replaceTarget) {
    const list = (wedding[galleryField(target.section)] as string[] | undefined) ?? [];
    if (list.length >= GALLERY_MAX_IMAGES) {
      set(noticeAtom, { kind: 'warning', text: EDITOR_MESSAGES.galleryLimit });
      return false;
    }
  }
  const transport = get(imageTransportAtom);
  const slot = slotOf(target);
  const preview = transport.previewUrl(file);
  set(uploadsAtom, { ...get(uploadsAtom), [slot]: { preview, progress: 0 } });
  set(pendingCountAtom, get(pendingCountAtom) + 1);
  try {
    const signed = await transport.sign(wedding._id);
    if (file.size > signed.max_file_size) throw new UploadError(imageTooLargeMessage(signed.max_file_size));
    const uploaded = await transport.upload(file, signed, (progress) => {
      const current = get(uploadsAtom)[slot];
      if (current) set(uploadsAtom, { ...get(uploadsAtom), [slot]: { ...current, progress } });
    });
    const body: Record<string, unknown> = { asset: uploaded.secure_url };
    if ('flag' in target) body[target.flag] = true;
    else {
      body.section = target.section;
      if ('replaceTarget' in target && target.replaceTarget) body.replaceTarget = target.replaceTarget;
      if ('itemId' in target) body.itemId = target.itemId;
    }
    const saved = await transport.patch(wedding._id, body);
    set(serverWeddingAtom, saved);
    set(noticeAtom, { kind: 'success', text: EDITOR_MESSAGES.imageUpdated });
    return true;
  } catch (error) {
    const text = error instanceof UploadError && error.message ? error.message : EDITOR_MESSAGES.unableToUpload;
    set(noticeAtom, { kind: text.startsWith('Image size too large') ? 'warning' : 'error', text });
    return false;
  } finally {
    const { [slot]: _done, ...rest } = get(uploadsAtom);
    set(uploadsAtom, rest);
    transport.revokePreview(preview);
    set(pendingCountAtom, Math.max(0, get(pendingCountAtom) - 1));
  }
});

/** Removes the image at once; restores the previous wedding if the server refuses. */
export const deleteImageAtom = atom(null, async (get, set, { address, target }: { address: string; target: ImageTarget }) => {
  const wedding = get(serverWeddingAtom);
  if (!wedding) return false;
  const optimistic: WeddingRecord = { ...wedding };
  const body: Record<string, unknown> = { type: 'deleteImage', deleteImage: address };
  if ('flag' in target) {
    optimistic[target.flag] = '';
    body[target.flag] = true;
  } else if (target.section === 'weddingParty') {
    optimistic.weddingParty = ((wedding.weddingParty as { id: string; image: string }[]) ?? []).map((m) => (m.id === target.itemId ? { ...m, image: '' } : m));
    body.section = 'weddingParty';
    body.itemId = target.itemId;
  } else {
    const field = galleryField(target.section);
    optimistic[field] = ((wedding[field] as string[]) ?? []).filter((url) => url !== address);
    body.section = target.section;
  }
  set(serverWeddingAtom, optimistic);
  set(pendingCountAtom, get(pendingCountAtom) + 1);
  try {
    set(serverWeddingAtom, await get(imageTransportAtom).patch(wedding._id, body));
    set(noticeAtom, { kind: 'info', text: EDITOR_MESSAGES.imageRemoved });
    return true;
  } catch (error) {
    set(serverWeddingAtom, { ...get(serverWeddingAtom)!, ...Object.fromEntries(Object.keys(optimistic).filter((k) => optimistic[k] !== wedding[k]).map((k) => [k, wedding[k]])) });
    set(noticeAtom, { kind: 'error', text: error instanceof UploadError && error.message ? error.message : EDITOR_MESSAGES.unableToDelete });
    return false;
  } finally {
    set(pendingCountAtom, Math.max(0, get(pendingCountAtom) - 1));
  }
});
