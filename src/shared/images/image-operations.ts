// The image operations a PATCH /weddings/{id} body may carry (product.md §7, site-editor.md §7),
// declared once for the server and the builder: the schemas the server parses with, the body types
// the builder sends, and what an operation does to the wedding's image fields. The server applies it
// to the stored wedding (src/features/weddings/domain/wedding-patch.ts); the builder applies the same function
// to its copy of the wedding and to unsaved edits while the call is under way (islands/builder/state/images.ts).
//
// Register an uploaded asset as the main/hero/background image, add or replace a gallery image, set a
// party member's photo, delete an image, or remove a party member. Pure: returns the changed content
// fields and the addresses no longer used (their files are deleted by a job).
import { z } from 'zod';
import { GALLERY_MAX_IMAGES } from '../wedding/limits';
import { IMAGE_MESSAGES } from './messages';

const flag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on', z.boolean());
const optionalIndex = z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : Number(v)), z.number().int().min(0).optional());
const imageSection = z.enum(['imagesSection', 'customTwoSection', 'weddingParty']);

/** The asset may arrive as the address itself or as the host's upload response. */
export const assetUrl = z.preprocess((v) => {
  if (typeof v === 'string' && v.trim().startsWith('{')) {
    try {
      v = JSON.parse(v);
    } catch {
      return v;
    }
  }
  if (v && typeof v === 'object' && 'secure_url' in v) return (v as { secure_url: unknown }).secure_url;
  return v;
}, z.string().min(1, IMAGE_MESSAGES.noFile).max(2000));

export const registerImageSchema = z.object({
  asset: assetUrl,
  mainImg: flag.optional(),
  heroImg: flag.optional(),
  fixedImg: flag.optional(),
  section: imageSection.optional(),
  itemId: z.string().max(40).optional(),
  replaceTarget: z.string().max(2000).optional(),
  replaceIndex: optionalIndex,
});

export const deleteImageSchema = z.object({
  type: z.literal('deleteImage'),
  deleteImage: z.string().min(1).max(2000),
  mainImg: flag.optional(),
  heroImg: flag.optional(),
  fixedImg: flag.optional(),
  section: imageSection.optional(),
  itemId: z.string().max(40).optional(),
});

export const deletePartyMemberSchema = z.object({
  type: z.literal('deleteWeddingParty'),
  deleteWeddingPartyId: z.string().min(1).max(40),
  deleteWeddingPartyImage: z.string().max(2000).optional(),
});

/** Register an uploaded image as the main/hero/background image, a gallery image or a party member's photo. */
export type RegisterImageBody = z.output<typeof registerImageSchema>;
/** Delete one image from where it is used. */
export type DeleteImageBody = z.output<typeof deleteImageSchema>;
/** Remove a wedding party member (and the photo). */
export type DeletePartyMemberBody = z.output<typeof deletePartyMemberSchema>;

export type ImageOperation =
  | ({ kind: 'register' } & RegisterImageBody)
  | ({ kind: 'delete' } & DeleteImageBody)
  | ({ kind: 'deleteParty' } & DeletePartyMemberBody);

export class ImageOperationError extends Error {}

/** Reads an image operation out of a PATCH body, or null when the body carries none. */
export function readImageOperation(body: Record<string, unknown>): ImageOperation | null {
  if (body.type === 'deleteWeddingParty') return { kind: 'deleteParty', ...deletePartyMemberSchema.parse(body) };
  if (body.type === 'deleteImage') return { kind: 'delete', ...deleteImageSchema.parse(body) };
  if (body.asset !== undefined) return { kind: 'register', ...registerImageSchema.parse(body) };
  return null;
}

interface PartyMember {
  id: string;
  name?: string;
  caption?: string;
  image?: string;
}

export interface ImageContent {
  mainImg?: string;
  heroImg?: string;
  fixedImg?: string;
  images?: string[];
  customTwoImages?: string[];
  weddingParty?: PartyMember[];
}

export interface ImageChange {
  patch: Partial<ImageContent>;
  /** Addresses the wedding no longer uses. */
  removed: string[];
  /** Addresses the operation brought in (to check they belong to this wedding's folder). */
  added: string[];
}

const galleryField = (section: 'imagesSection' | 'customTwoSection') => (section === 'imagesSection' ? 'images' : 'customTwoImages');

function singleField(op: { mainImg?: boolean; heroImg?: boolean; fixedImg?: boolean }): 'mainImg' | 'heroImg' | 'fixedImg' | undefined {
  if (op.mainImg) return 'mainImg';
  if (op.heroImg) return 'heroImg';
  if (op.fixedImg) return 'fixedImg';
  return undefined;
}

export function applyImageOperation(content: ImageContent, op: ImageOperation): ImageChange {
  if (op.kind === 'deleteParty') {
    const party = content.weddingParty ?? [];
    const member = party.find((m) => m.id === op.deleteWeddingPartyId);
    if (!member) throw new ImageOperationError('That wedding party member no longer exists');
    return { patch: { weddingParty: party.filter((m) => m !== member) }, removed: member.image ? [member.image] : [], added: [] };
  }

  const single = singleField(op);
  if (op.kind === 'delete') {
    if (single) {
      if (content[single] !== op.deleteImage) throw new ImageOperationError(IMAGE_MESSAGES.unableToDelete);
      return { patch: { [single]: '' }, removed: [op.deleteImage], added: [] };
    }
    if (op.section === 'weddingParty') {
      const party = content.weddingParty ?? [];
      if (!party.some((m) => m.id === op.itemId && m.image === op.deleteImage)) throw new ImageOperationError(IMAGE_MESSAGES.unableToDelete);
      return { patch: { weddingParty: party.map((m) => (m.id === op.itemId ? { ...m, image: '' } : m)) }, removed: [op.deleteImage], added: [] };
    }
    const field = galleryField(op.section ?? 'imagesSection');
    const list = content[field] ?? [];
    if (!list.includes(op.deleteImage)) throw new ImageOperationError(IMAGE_MESSAGES.unableToDelete);
    return { patch: { [field]: list.filter((u) => u !== op.deleteImage) }, removed: [op.deleteImage], added: [] };
  }

  const url = op.asset;
  if (single) {
    const previous = content[single];
    return { patch: { [single]: url }, removed: previous && previous !== url ? [previous] : [], added: [url] };
  }
  if (op.section === 'weddingParty') {
    const party = content.weddingParty ?? [];
    const member = party.find((m) => m.id === op.itemId);
    if (!member) throw new ImageOperationError('Save the wedding party member before adding a photo');
    return {
      patch: { weddingParty: party.map((m) => (m === member ? { ...m, image: url } : m)) },
      removed: member.image && member.image !== url ? [member.image] : [],
      added: [url],
    };
  }
  const field = galleryField(op.section ?? 'imagesSection');
  const list = [...(content[field] ?? [])];
  const index = op.replaceTarget !== undefined ? list.indexOf(op.replaceTarget) : (op.replaceIndex ?? -1);
  if (op.replaceTarget !== undefined && index < 0) throw new ImageOperationError(IMAGE_MESSAGES.unableToUpload);
  if (index >= 0 && index < list.length) {
    const [old] = list.splice(index, 1, url);
    return { patch: { [field]: list }, removed: old !== url ? [old] : [], added: [url] };
  }
  if (list.length >= GALLERY_MAX_IMAGES) throw new ImageOperationError(IMAGE_MESSAGES.galleryLimit);
  return { patch: { [field]: [...list, url] }, removed: [], added: [url] };
}
