/**
 * The local image host's photo crops for e-mailed cards (issue 25 item 7): Gmail and Outlook ignore
 * CSS `object-fit`, so a card whose layout shows the photo in a box of another shape (a split
 * column, a circle, an arch) needs the photo already cut to that box. Cloudinary cuts on its own
 * (c_fill); the local store cuts on the server into a JPEG at twice the box, once, beside the photo
 * (`/uploads/vowly/invites/{wedding}/{image}/card-{w}x{h}.jpg`). Only these boxes, only invitation
 * images that exist: a stranger cannot make the server store more than these few files per photo.
 */

/** The boxes the cards' layouts show a photo in, in CSS pixels (email/views/CardBody.tsx). */
export const CARD_CROP_BOXES: readonly (readonly [number, number])[] = [
  [600, 400], // overlay: full bleed under the names
  [600, 280], // band between names and details
  [270, 400], // split column
  [252, 420], // left-aligned column
  [284, 360], // arched window
  [306, 306], // polaroid print
  [200, 200], // round photo
];

const INVITE_IMAGE = /^(.*\/uploads\/vowly\/invites\/[a-z0-9]+\/[a-z0-9]+)\/(?:w\d+\.(?:webp|avif)|full\.webp)$/;
export const CARD_CROP_FILE = /^card-(\d{2,3})x(\d{2,3})\.jpg$/;

export function isCardCropBox(width: number, height: number): boolean {
  return CARD_CROP_BOXES.some(([w, h]) => w === width && h === height);
}

/** The crop's address for a local invitation image's address (absolute or not), or null when the host or box has none. */
export function localCardCropUrl(imageUrl: string, width: number, height: number): string | null {
  const image = INVITE_IMAGE.exec(imageUrl);
  return image && isCardCropBox(width, height) ? `${image[1]}/card-${width}x${height}.jpg` : null;
}
