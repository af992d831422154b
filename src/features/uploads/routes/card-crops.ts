import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { CARD_CROP_FILE } from '../../../shared/images/card-crops';
import type { AppEnv } from '../../../core/http/context';
import { cardCropFile } from '../domain/card-crop';
import { ImageWorkBusy } from '../domain/image-work';

/**
 * GET /uploads/vowly/invites/{wedding}/{image}/card-{w}x{h}.jpg when the file is not made yet (the static
 * server answers once it is): an e-mailed card's photo cut to its layout's box (domain/card-crop.ts). Only a
 * card's boxes of an invitation image that exists; anything else is 404 and makes nothing.
 */
export async function cardCropImage(c: Context<AppEnv>) {
  const size = CARD_CROP_FILE.exec(c.req.param('file') ?? '');
  const wedding = c.req.param('wedding');
  const image = c.req.param('image');
  if (!size || !wedding || !image) return c.notFound();
  const dir = path.join(c.var.config.uploadsDir, 'vowly', 'invites', wedding, image);
  let file: string | null;
  try {
    file = await cardCropFile(dir, Number(size[1]), Number(size[2]));
  } catch (error) {
    if (!(error instanceof ImageWorkBusy)) throw error;
    c.header('Retry-After', '5');
    return c.body(null, 503);
  }
  if (!file) return c.notFound();
  return c.body(new Uint8Array(await fs.promises.readFile(file)), 200, {
    'Content-Type': 'image/jpeg',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
}
