// The image operations a PATCH /weddings/{id} body may carry (product.md §7, site-editor.md §7):
// the schemas the server parses with (src/domain/images/wedding-image-ops.ts) and the body types the
// builder sends, from the same schemas.
import { z } from 'zod';
import { IMAGE_MESSAGES } from './rules';

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
