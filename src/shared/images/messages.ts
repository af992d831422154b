/**
 * The image rules' refusals and toasts, from the app catalogue (uploads area). Apart from ./rules.ts on purpose: the
 * guests' photo islands import the rules, and these messages would bring the couple's whole catalogue with them.
 */
import { appText } from '../i18n/app/catalogues';
import { GALLERY_MAX_IMAGES } from '../wedding/limits';
import { MAX_GIF_PIXELS, MAX_INPUT_PIXELS, MEGABYTE } from './rules';

/** 'Image dimensions too large (max {N} megapixels)'. */
export function tooManyPixelsMessage(maxPixels: number): string {
  return appText('uploads.image.tooManyPixels', { max: maxPixels / 1_000_000 });
}

/** 'Image size too large (max {N}MB)' with N = bytes / 1048576, whole MB. */
export function imageTooLargeMessage(maxFileSizeBytes: number): string {
  return appText('common.imageTooLarge', { max: Math.round(maxFileSizeBytes / MEGABYTE) });
}

/** 'limit of 30 images': the gallery's limit, in the builder and the server's refusal. */
export const GALLERY_LIMIT_MESSAGE = appText('uploads.image.galleryLimit', { max: GALLERY_MAX_IMAGES });

export const IMAGE_MESSAGES = {
  noFile: appText('uploads.image.noFile'),
  uploadFailed: appText('uploads.image.uploadFailed'),
  deleteFailed: appText('uploads.image.deleteFailed'),
  unableToUpload: appText('uploads.image.unableToUpload'),
  unableToDelete: appText('uploads.image.unableToDelete'),
  updated: appText('uploads.image.updated'),
  removed: appText('uploads.image.removed'),
  galleryLimit: GALLERY_LIMIT_MESSAGE,
  notAnImage: appText('uploads.image.notAnImage'),
  foreignImage: appText('uploads.image.foreignImage'),
  foreignInviteImage: appText('uploads.image.foreignInviteImage'),
  tooManyPixels: tooManyPixelsMessage(MAX_INPUT_PIXELS),
  tooManyGifPixels: appText('uploads.image.tooManyGifPixels', { max: MAX_GIF_PIXELS / 1_000_000 }),
  badSignature: appText('uploads.image.badSignature'),
  expiredSignature: appText('uploads.image.expiredSignature'),
  usedSignature: appText('uploads.image.usedSignature'),
  busy: appText('uploads.image.busy'),
  uploadsBusy: appText('uploads.image.uploadsBusy'),
} as const;
