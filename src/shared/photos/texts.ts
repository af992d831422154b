/**
 * A refusal of a guest's photo in the page's language (issue 27): the server and the upload island read the same
 * refusal (its code, its English `msg`, the limit or wait it names) and write it with the page's translator. A code
 * not listed keeps the server's text.
 */
import type { MessageKey } from '../i18n/locales/en';
import type { Translate } from '../i18n/translate';
import { MEGABYTE } from '../images/rules';
import { PHOTO_MAX_FILE_BYTES, PHOTO_MAX_PIXELS } from './rules';

export interface PhotoRefusal {
  /** The error's code (`photos.closed`, `upload.too-large`, …), as the API's `code`. */
  code?: string;
  /** The server's English text. */
  msg: string;
  /** The most photos a guest may share (photos.guest-limit). */
  limit?: number;
  /** How long to wait (a rate limit's Retry-After). */
  retryAfterSeconds?: number;
}

const KEYS: Record<string, MessageKey> = {
  'photos.name-needed': 'photos.error.nameNeeded',
  'photos.none-chosen': 'photos.error.noPhotos',
  'photos.closed': 'photos.error.closed',
  'photos.not-open-yet': 'photos.error.notYet',
  'photos.wedding-full': 'photos.error.weddingFull',
  'photos.token-needed': 'photos.error.tokenNeeded',
  'photos.not-found': 'photos.error.notFound',
  'upload.not-an-image': 'photos.error.notAnImage',
  'upload.no-file': 'photos.error.noFile',
  'upload.busy': 'photos.error.busy',
};

/** The island's messages: its own words, the refusals and the rate limit's wait. */
export const PHOTO_UPLOAD_MESSAGES = ['photos.upload.', 'photos.error.', 'gate.throttled'] as const;

export function photoRefusalText(t: Translate, refusal: PhotoRefusal): string {
  const key = refusal.code ? KEYS[refusal.code] : undefined;
  if (key) return t(key);
  switch (refusal.code) {
    case 'photos.guest-limit':
      return refusal.limit === undefined ? refusal.msg : t('photos.error.guestLimit', { count: refusal.limit });
    case 'upload.too-large':
      return t('photos.error.tooLarge', { mb: Math.round(PHOTO_MAX_FILE_BYTES / MEGABYTE) });
    case 'upload.too-many-pixels':
      return t('photos.error.tooManyPixels', { mp: PHOTO_MAX_PIXELS / 1_000_000 });
    case 'photos.rate-limited': {
      const seconds = Math.max(1, Math.ceil(refusal.retryAfterSeconds ?? 0));
      if (!refusal.retryAfterSeconds) return refusal.msg;
      return seconds < 90 ? t('gate.throttledSeconds', { count: seconds }) : t('gate.throttledMinutes', { count: Math.ceil(seconds / 60) });
    }
    default:
      return refusal.msg;
  }
}

/** The live slideshow's messages. */
export const PHOTO_LIVE_MESSAGES = ['photos.live.', 'photos.sharedBy'] as const;
