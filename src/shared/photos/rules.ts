/** Guests' photos (issue 26): rules and texts shared by the server and the upload page's island. */
import { MEGABYTE } from '../images/rules';

/**
 * A guest's photo straight from a phone: 48–50 MP cameras write 12–20 MB JPEG or HEIC, above the couple's
 * upload caps (10 MB, 40 MP). Past 64 MP it is a pixel bomb, refused from its header. Memory stays bounded:
 * one image is decoded at a time, in a child process (JPEG shrunk while it loads).
 */
export const PHOTO_MAX_FILE_BYTES = 20 * MEGABYTE;
export const PHOTO_MAX_PIXELS = 64_000_000;

/** Files one no-JavaScript form post may carry (the island sends one request per photo). */
export const PHOTOS_PER_FORM = 10;
/** Photos the couple stores per wedding, by plan (docs/decisions.md). */
export const PHOTO_STORAGE_LIMITS = { free: { photos: 100 }, pro: { photos: 2000 } } as const;
/** The slideshow asks for newly shared photos this often (one cheap request per viewer). */
export const SLIDESHOW_POLL_MS = 10_000;
/** A guest's name as the upload page keeps it. */
export const UPLOADER_NAME_MAX = 80;

export const PHOTO_TEXTS = {
  nameNeeded: 'Please enter your name',
  noPhotos: 'Please choose at least one photo',
  closed: 'Photo uploads are closed',
  notYet: 'Photo uploads have not opened yet',
  guestLimit: (n: number) => `You have shared the most photos allowed (${n})`,
  weddingFull: 'This album is full',
  tokenNeeded: 'Use the QR code or link from the couple to share photos',
  albumClosed: 'The album is not open yet',
} as const;
