// Image actions of the builder (site-editor.md §4): a local preview at once with progress 0–100,
// then the signed upload, then the asset registered with the wedding; failures roll back.
//
// The server's wedding and the couple's unsaved edits are both kept in step with each image
// change: a gallery reordered but not yet saved still gains, swaps or loses the image, and a
// later 'Save images' never brings a deleted address back.
import { atom, type Getter, type Setter } from 'jotai';
import { imageApiCall, isSizeWarning, signAndUpload, UploadError } from '../../../src/shared/client/upload-image';
import { applyImageOperation, type ImageContent, type ImageOperation, ImageOperationError } from '../../../src/shared/images/image-operations';
import { EDITOR_MESSAGES } from '../../../src/shared/wedding/editor-messages';
import { GALLERY_MAX_IMAGES } from '../../../src/shared/wedding/limits';
import type { WeddingPartyMember } from '../../../src/shared/wedding/list-fields';
import type { WeddingImagePatchBody } from '../../../src/shared/wedding/wedding-api';
import type { WeddingEdits, WeddingRecord } from './api';
import { draftAtom, editsAtom, noticeAtom, pendingCountAtom, queued, revalidateAtom, serverWeddingAtom } from './draft';

export type ImageTarget =
  | { flag: 'mainImg' | 'heroImg' | 'fixedImg' }
  | { section: 'imagesSection' | 'customTwoSection'; replaceTarget?: string; uploadId?: string }
  | { section: 'weddingParty'; itemId: string };

/**
 * Where an upload shows its preview: 'heroImg', 'imagesSection', 'imagesSection+<id>' (one of
 * several photos added at once), 'imagesSection:<address>', 'weddingParty:<id>'.
 */
export function slotOf(target: ImageTarget): string {
  if ('flag' in target) return target.flag;
  if (target.section === 'weddingParty') return `weddingParty:${target.itemId}`;
  if (target.replaceTarget) return `${target.section}:${target.replaceTarget}`;
  return target.uploadId ? `${target.section}+${target.uploadId}` : target.section;
}

/** The previews of photos being added to a gallery (not replacements), in the order they were chosen. */
export function galleryAdds(uploads: Record<string, UploadState>, section: 'imagesSection' | 'customTwoSection'): [string, UploadState][] {
  return Object.entries(uploads).filter(([slot]) => slot === section || slot.startsWith(`${section}+`));
}

export interface UploadState {
  preview: string;
  progress: number;
}
export const uploadsAtom = atom<Record<string, UploadState>>({});

export interface ImageTransport {
  /** Signs, checks the size and uploads; resolves with the stored image's address. */
  upload(weddingId: string, file: File, onProgress: (percent: number) => void): Promise<string>;
  /** PATCH /weddings/{id} with an image operation; resolves with the server's wedding. */
  patch(weddingId: string, body: WeddingImagePatchBody, fallback: string): Promise<WeddingRecord>;
  previewUrl(file: Blob): string;
  revokePreview(url: string): void;
}

export const browserImageTransport: ImageTransport = {
  upload: async (id, file, onProgress) => (await signAndUpload(`/weddings/${encodeURIComponent(id)}/sign-upload`, file, onProgress)).secure_url,
  patch: async (id, body, fallback) => (await imageApiCall<{ wedding: WeddingRecord }>('PATCH', `/weddings/${encodeURIComponent(id)}`, body, fallback)).wedding,
  previewUrl: (file) => URL.createObjectURL(file),
  revokePreview: (url) => URL.revokeObjectURL(url),
};
export const imageTransportAtom = atom<ImageTransport>(browserImageTransport);

type GallerySection = 'imagesSection' | 'customTwoSection';
const galleryField = (section: GallerySection) => (section === 'imagesSection' ? 'images' : 'customTwoImages');

/** The wedding fields images live in. */
type ImageField = 'mainImg' | 'heroImg' | 'fixedImg' | 'images' | 'customTwoImages' | 'weddingParty';

/** The wedding field an image target lives in. */
export function fieldOf(target: ImageTarget): ImageField {
  if ('flag' in target) return target.flag;
  return target.section === 'weddingParty' ? 'weddingParty' : galleryField(target.section);
}

export type ImageChange = { kind: 'set'; url: string } | { kind: 'remove'; url: string };

/** The server's image operation (the same declaration it applies, src/shared/images/image-operations.ts) for a change of the target. */
function operationFor(target: ImageTarget, change: ImageChange): ImageOperation {
  const where = 'flag' in target ? { [target.flag]: true } : { section: target.section, ...('itemId' in target ? { itemId: target.itemId } : {}) };
  if (change.kind === 'remove') return { kind: 'delete', type: 'deleteImage', deleteImage: change.url, ...where };
  return {
    kind: 'register',
    asset: change.url,
    ...where,
    ...('replaceTarget' in target && target.replaceTarget ? { replaceTarget: target.replaceTarget } : {}),
  };
}

/**
 * The target's field after the change, exactly as the server applies it; a copy the operation does
 * not fit (an unsaved edit without that image, say) keeps its value.
 */
export function changedField(value: unknown, target: ImageTarget, change: ImageChange): unknown {
  const field = fieldOf(target);
  try {
    const { patch } = applyImageOperation({ [field]: value } as ImageContent, operationFor(target, change));
    return field in patch ? patch[field] : value;
  } catch (error) {
    if (error instanceof ImageOperationError) return value;
    throw error;
  }
}

function sameValue(a: unknown, b: unknown) {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Applies the change to an unsaved edit of the field; an edit equal to the server's value is dropped. */
function reconcileEdit(get: Getter, set: Setter, field: ImageField, target: ImageTarget, change: ImageChange) {
  const edits = get(editsAtom);
  if (!(field in edits)) return;
  const next = { ...edits, [field]: changedField(edits[field], target, change) };
  if (sameValue(next[field], get(serverWeddingAtom)?.[field])) delete next[field];
  set(editsAtom, next);
}

/**
 * Takes the wedding an image call returned, unless a newer one arrived meanwhile, and then
 * revalidates (site-editor.md §4).
 */
function acceptSaved(get: Getter, set: Setter, saved: WeddingRecord) {
  const current = get(serverWeddingAtom);
  if (!current || saved.version >= current.version) set(serverWeddingAtom, saved);
  void set(revalidateAtom);
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof UploadError && error.userFacing && error.message ? error.message : fallback;
}

function beginWork(get: Getter, set: Setter) {
  set(pendingCountAtom, get(pendingCountAtom) + 1);
}
function endWork(get: Getter, set: Setter) {
  set(pendingCountAtom, Math.max(0, get(pendingCountAtom) - 1));
}

/** PATCH /weddings/{id} body registering `url` for the target (site-editor.md §7). */
function registerBody(get: Getter, target: ImageTarget, url: string): WeddingImagePatchBody {
  const body: WeddingImagePatchBody = { asset: url };
  if ('flag' in target) {
    body[target.flag] = true;
    return body;
  }
  body.section = target.section;
  if ('replaceTarget' in target && target.replaceTarget) body.replaceTarget = target.replaceTarget;
  if ('itemId' in target) {
    body.itemId = target.itemId;
    // A member added since the last save: the photo saves the party list with it.
    const onServer = (get(serverWeddingAtom)?.weddingParty ?? []).some((m) => m.id === target.itemId);
    if (!onServer) body.weddingParty = get(draftAtom)?.weddingParty;
  }
  return body;
}

export const uploadImageAtom = atom(null, async (get, set, { file, target, quiet = false }: { file: File; target: ImageTarget; quiet?: boolean }) => {
  const wedding = get(serverWeddingAtom);
  const draft = get(draftAtom);
  if (!wedding || !draft) return false;
  const field = fieldOf(target);
  if ('section' in target && target.section !== 'weddingParty' && !target.replaceTarget) {
    if (((draft[field] as string[] | undefined) ?? []).length >= GALLERY_MAX_IMAGES) {
      set(noticeAtom, { kind: 'warning', text: EDITOR_MESSAGES.galleryLimit });
      return false;
    }
  }
  const transport = get(imageTransportAtom);
  const slot = slotOf(target);
  const preview = transport.previewUrl(file);
  set(uploadsAtom, { ...get(uploadsAtom), [slot]: { preview, progress: 0 } });
  beginWork(get, set);
  try {
    const url = await transport.upload(wedding._id, file, (progress) => {
      const current = get(uploadsAtom)[slot];
      if (current) set(uploadsAtom, { ...get(uploadsAtom), [slot]: { ...current, progress } });
    });
    // Registered in turn with the builder's saves, so neither sees a version the other just replaced.
    const saved = await queued(get, set, () => transport.patch(wedding._id, registerBody(get, target, url), EDITOR_MESSAGES.unableToUpload));
    acceptSaved(get, set, saved);
    reconcileEdit(get, set, field, target, { kind: 'set', url });
    if (!quiet) set(noticeAtom, { kind: 'success', text: EDITOR_MESSAGES.imageUpdated });
    return true;
  } catch (error) {
    set(noticeAtom, { kind: isSizeWarning(error) ? 'warning' : 'error', text: errorText(error, EDITOR_MESSAGES.unableToUpload) });
    return false;
  } finally {
    // The preview goes either way: on success the stored image takes its place, on failure the original shows again.
    const { [slot]: _done, ...rest } = get(uploadsAtom);
    set(uploadsAtom, rest);
    transport.revokePreview(preview);
    endWork(get, set);
  }
});

let uploadIds = 0;

/**
 * Several photos chosen at once for a gallery: each uploads with its own preview and progress,
 * all at the same time (their registrations queue one after another). Only as many as fit
 * under the gallery's 10 (counting photos still uploading) are taken; past it the spec's
 * warning 'limit of 10 images' shows and stays the last word. Resolves with how many were added.
 */
export const uploadGalleryImagesAtom = atom(null, async (get, set, { files, section }: { files: File[]; section: GallerySection }) => {
  const draft = get(draftAtom);
  if (!draft || files.length === 0) return 0;
  const present = ((draft[galleryField(section)] as string[] | undefined) ?? []).length + galleryAdds(get(uploadsAtom), section).length;
  const room = Math.max(0, GALLERY_MAX_IMAGES - present);
  const taken = files.slice(0, room);
  const refused = files.length > taken.length;
  if (refused) set(noticeAtom, { kind: 'warning', text: EDITOR_MESSAGES.galleryLimit });
  const results = await Promise.all(
    taken.map((file) => {
      uploadIds += 1;
      return set(uploadImageAtom, { file, target: { section, uploadId: String(uploadIds) }, quiet: true });
    }),
  );
  const added = results.filter(Boolean).length;
  // A failure already said so; otherwise the last word is the limit, or that the photos are in.
  if (added === taken.length) {
    if (refused) set(noticeAtom, { kind: 'warning', text: EDITOR_MESSAGES.galleryLimit });
    else if (added > 0) set(noticeAtom, { kind: 'success', text: EDITOR_MESSAGES.imageUpdated });
  }
  return added;
});

/** Puts fields back as they were before an optimistic change (server copy and unsaved edits). */
function rollback(get: Getter, set: Setter, field: ImageField, before: { server: unknown; edit: unknown; edited: boolean }) {
  const server = get(serverWeddingAtom);
  if (server) set(serverWeddingAtom, { ...server, [field]: before.server });
  const edits: WeddingEdits = { ...get(editsAtom) };
  if (before.edited) Object.assign(edits, { [field]: before.edit });
  else delete edits[field];
  set(editsAtom, edits);
}

function snapshot(get: Getter, field: ImageField) {
  const edits = get(editsAtom);
  return { server: get(serverWeddingAtom)?.[field], edit: edits[field], edited: field in edits };
}

/** Removes the image at once; restores it if the server refuses. */
export const deleteImageAtom = atom(null, async (get, set, { address, target }: { address: string; target: ImageTarget }) => {
  const wedding = get(serverWeddingAtom);
  if (!wedding) return false;
  const field = fieldOf(target);
  const before = snapshot(get, field);
  const body: WeddingImagePatchBody = { type: 'deleteImage', deleteImage: address };
  if ('flag' in target) body[target.flag] = true;
  else {
    body.section = target.section;
    if ('itemId' in target) body.itemId = target.itemId;
  }
  set(serverWeddingAtom, { ...wedding, [field]: changedField(wedding[field], target, { kind: 'remove', url: address }) });
  reconcileEdit(get, set, field, target, { kind: 'remove', url: address });
  beginWork(get, set);
  try {
    acceptSaved(get, set, await queued(get, set, () => get(imageTransportAtom).patch(wedding._id, body, EDITOR_MESSAGES.unableToDelete)));
    reconcileEdit(get, set, field, target, { kind: 'remove', url: address });
    set(noticeAtom, { kind: 'info', text: EDITOR_MESSAGES.imageRemoved });
    return true;
  } catch (error) {
    rollback(get, set, field, before);
    set(noticeAtom, { kind: 'error', text: errorText(error, EDITOR_MESSAGES.unableToDelete) });
    return false;
  } finally {
    endWork(get, set);
  }
});

/**
 * Removes a wedding party member who has a photo: out of the list at once, then
 * deleteWeddingParty on the server (member and photo). Failed party calls are silent
 * (site-editor.md §8): the member simply comes back.
 */
export const deletePartyMemberAtom = atom(null, async (get, set, member: WeddingPartyMember) => {
  const wedding = get(serverWeddingAtom);
  if (!wedding) return false;
  const before = snapshot(get, 'weddingParty');
  const without = (party: WeddingPartyMember[] | undefined) => (party ?? []).filter((m) => m.id !== member.id);
  const onServer = wedding.weddingParty.some((m) => m.id === member.id);
  set(serverWeddingAtom, { ...wedding, weddingParty: without(wedding.weddingParty) });
  if (before.edited) set(editsAtom, { ...get(editsAtom), weddingParty: without(get(editsAtom).weddingParty) });
  if (!onServer) return true;
  beginWork(get, set);
  try {
    const body: WeddingImagePatchBody = { type: 'deleteWeddingParty', deleteWeddingPartyId: member.id, deleteWeddingPartyImage: member.image };
    acceptSaved(get, set, await queued(get, set, () => get(imageTransportAtom).patch(wedding._id, body, EDITOR_MESSAGES.unableToDelete)));
    const edits = get(editsAtom);
    if ('weddingParty' in edits && sameValue(edits.weddingParty, get(serverWeddingAtom)?.weddingParty)) {
      const { weddingParty: _same, ...rest } = edits;
      set(editsAtom, rest);
    }
    return true;
  } catch {
    rollback(get, set, 'weddingParty', before);
    return false;
  } finally {
    endWork(get, set);
  }
});
