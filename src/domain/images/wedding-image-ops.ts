// Image changes carried by PATCH /weddings/{id} (product.md §7, site-editor.md §7): register an
// uploaded asset as the main/hero/background image, add or replace a gallery image, set a party
// member's photo, delete an image, or remove a party member. Pure: returns the changed content
// fields and the addresses no longer used (their files are deleted by a job).
import {
  type DeleteImageBody,
  type DeletePartyMemberBody,
  deleteImageSchema,
  deletePartyMemberSchema,
  type RegisterImageBody,
  registerImageSchema,
} from '../../shared/images/image-operations';
import { IMAGE_MESSAGES } from '../../shared/images/rules';

const GALLERY_LIMIT = 10;

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
  if (list.length >= GALLERY_LIMIT) throw new ImageOperationError(IMAGE_MESSAGES.galleryLimit);
  return { patch: { [field]: [...list, url] }, removed: [], added: [url] };
}
