/** Image rules shared by the server and the browser (no server imports here). */

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
