/**
 * srcset for an image address (pure; used by server views and islands). Local images have
 * WebP variants at fixed widths; Cloudinary images get width/format/quality transforms.
 */
const LOCAL_VARIANT = /^(\/uploads\/vowly\/(?:weddings|invites|photos)\/[a-z0-9]+\/[a-z0-9]+)\/w\d+\.(webp|avif)$/;
// The demo's drawn pictures (/designs/images/{scene}/w{width}.webp), rendered at the same widths.
const DEMO_VARIANT = /^(\/designs\/images\/[a-z]+)\/w\d+\.(webp|avif)$/;
const CLOUDINARY = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.*)$/;
const WIDTHS = [480, 960, 1600];

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  /** For a <picture> <source type="image/avif">, when the host has AVIF variants. */
  avifSrcSet?: string;
}

export function responsiveImage(url: string): ResponsiveImage {
  const local = url.match(LOCAL_VARIANT) ?? url.match(DEMO_VARIANT);
  if (local) {
    const set = (format: string) => WIDTHS.map((w) => `${local[1]}/w${w}.${format} ${w}w`).join(', ');
    return { src: `${local[1]}/w960.webp`, srcSet: set('webp'), avifSrcSet: set('avif') };
  }
  const cloud = url.match(CLOUDINARY);
  if (cloud) {
    const at = (w: number) => `${cloud[1]}f_auto,q_auto,c_limit,w_${w}/${cloud[2]}`;
    return { src: at(960), srcSet: WIDTHS.map((w) => `${at(w)} ${w}w`).join(', ') };
  }
  return { src: url };
}
