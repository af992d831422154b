/** Image rules shared by the server and the browser (no server imports here). */
import { appText } from '../i18n/app/catalogues';
import { GALLERY_LIMIT_MESSAGE } from '../wedding/limits';

export const MEGABYTE = 1048576;
export const MAX_FILE_SIZE_BYTES = 10 * MEGABYTE;
export const MAX_IMAGE_DIMENSION = 2560;
/**
 * Larger inputs are refused from their header, before decoding (a 33 KB single-colour GIF can
 * unpack into a gigabyte of pixels). 40 MP is more than a wedding photo needs; the stored master
 * is at most MAX_IMAGE_DIMENSION on its longer side (6.5 MP).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * GIF is decoded whole (no streaming, no shrink while loading): a 40 MP GIF alone takes 240 MB to
 * decode and resize. GIFs are animations and graphics, not camera photos: 16 MP is plenty.
 */
export const MAX_GIF_PIXELS = 16_000_000;
/**
 * Signed with every upload: Cloudinary applies it on arrival (re-encoded, metadata dropped,
 * dimensions capped); the local store does the same itself.
 */
export const INCOMING_TRANSFORMATION = `c_limit,h_${MAX_IMAGE_DIMENSION},w_${MAX_IMAGE_DIMENSION}`;
/** Widths of the responsive variants the local store writes (Cloudinary makes them on the fly). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const ALLOWED_FORMATS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export const SIGNATURE_TTL_SECONDS = 60 * 60;

export const IMAGE_MESSAGES = {
  noFile: 'No file provided',
  uploadFailed: 'upload failed',
  deleteFailed: 'delete failed',
  unableToUpload: 'Unable to upload image',
  unableToDelete: 'Unable to delete image',
  updated: 'Image updated',
  removed: 'Image removed',
  galleryLimit: GALLERY_LIMIT_MESSAGE,
  notAnImage: 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded',
  foreignImage: 'That image was not uploaded to this wedding',
  foreignInviteImage: 'That image was not uploaded for this invite',
  tooManyPixels: tooManyPixelsMessage(MAX_INPUT_PIXELS),
  tooManyGifPixels: `GIF dimensions too large (max ${MAX_GIF_PIXELS / 1_000_000} megapixels)`,
  badSignature: 'Missing or invalid upload signature',
  expiredSignature: 'The upload signature has expired. Please try again.',
  usedSignature: 'This upload signature has already been used. Please try again.',
  busy: 'Too many images are being processed right now. Please try again in a moment.',
  uploadsBusy: 'Too many images are being uploaded right now. Please try again in a moment.',
} as const;

/** 'Image dimensions too large (max {N} megapixels)'. */
export function tooManyPixelsMessage(maxPixels: number): string {
  return `Image dimensions too large (max ${maxPixels / 1_000_000} megapixels)`;
}

/** 'Image size too large (max {N}MB)' with N = bytes / 1048576, whole MB. */
export function imageTooLargeMessage(maxFileSizeBytes: number): string {
  return appText('common.imageTooLarge', { max: Math.round(maxFileSizeBytes / MEGABYTE) });
}
