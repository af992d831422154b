/**
 * A local invitation image cut to a card layout's box (src/shared/images/card-crops.ts): a JPEG at
 * twice the box, cut from the photo's largest variant around its most interesting part (sharp's
 * attention strategy, like Cloudinary's g_auto), made once beside the photo through the process's
 * one image-work queue and then served as a stored file.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { isCardCropBox } from '../../../shared/images/card-crops';
import { VARIANT_WIDTHS } from '../../../shared/images/rules';
import { runImageWork } from './image-work';

const SOURCES = [...VARIANT_WIDTHS].sort((a, b) => b - a).map((width) => `w${width}.webp`);

/**
 * The crop's file for the invitation image in `imageDir` (uploadsDir/vowly/invites/{wedding}/{image}),
 * made when missing; null when the box is not a card's or the image does not exist.
 */
export async function cardCropFile(imageDir: string, width: number, height: number): Promise<string | null> {
  if (!isCardCropBox(width, height)) return null;
  const target = path.join(imageDir, `card-${width}x${height}.jpg`);
  if (fs.existsSync(target)) return target;
  const source = SOURCES.map((file) => path.join(imageDir, file)).find((file) => fs.existsSync(file));
  if (!source) return null;
  await runImageWork(async () => {
    if (fs.existsSync(target)) return;
    const staging = `${target}.tmp-${process.pid}`;
    await sharp(source)
      .resize(width * 2, height * 2, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(staging);
    fs.renameSync(staging, target);
  });
  return target;
}
