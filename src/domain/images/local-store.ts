// The local image host: verifies the same signature Cloudinary would, accepts only real raster
// images (sniffed from the bytes, never trusted from the name or type), re-encodes them (which
// drops EXIF, GPS included, and anything smuggled after the image data) and writes responsive
// WebP/AVIF variants under DATA_DIR/uploads.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Env } from '../../env';
import { newId } from '../ids';
import { safeEqual } from '../secrets';
import { imageHostFor, LOCAL_IMAGE_PREFIX, signParams } from './image-host';
import {
  imageTooLargeMessage,
  IMAGE_MESSAGES,
  MAX_FILE_SIZE_BYTES,
  MAX_IMAGE_DIMENSION,
  MAX_INPUT_PIXELS,
  SIGNATURE_TTL_SECONDS,
  VARIANT_WIDTHS,
} from './rules';

export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 413 = 400,
  ) {
    super(message);
  }
}

const SIGNED_FIELDS = ['allowed_formats', 'folder', 'timestamp', 'transformation'] as const;
// sharp reports AVIF as 'heif' with AV1 compression; other HEIF (HEIC) is not on the list.
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const FOLDER_PATTERN = /^vowly\/(weddings|invites)\/[a-z0-9]+$/;

export interface UploadFields {
  file: File | undefined;
  api_key?: string;
  timestamp?: string;
  signature?: string;
  folder?: string;
  allowed_formats?: string;
  transformation?: string;
}

export function verifyUploadSignature(config: Env, fields: UploadFields, now = new Date()): string {
  const host = imageHostFor(config);
  if (fields.api_key !== host.apiKey || !fields.signature || !fields.timestamp || !fields.folder) {
    throw new ImageRejected(IMAGE_MESSAGES.badSignature, 401);
  }
  const params: Record<string, string> = {};
  for (const key of SIGNED_FIELDS) if (fields[key] !== undefined) params[key] = String(fields[key]);
  if (!safeEqual(signParams(params, host.apiSecret), fields.signature)) {
    throw new ImageRejected(IMAGE_MESSAGES.badSignature, 401);
  }
  const age = now.getTime() / 1000 - Number(fields.timestamp);
  if (!Number.isFinite(age) || age > SIGNATURE_TTL_SECONDS || age < -300) {
    throw new ImageRejected(IMAGE_MESSAGES.expiredSignature, 401);
  }
  if (!FOLDER_PATTERN.test(fields.folder)) throw new ImageRejected('Invalid upload folder', 400);
  return fields.folder;
}

export interface StoredImage {
  public_id: string;
  secure_url: string;
  url: string;
  width: number;
  height: number;
  format: 'webp';
  bytes: number;
  folder: string;
}

function variantUrl(folder: string, id: string, width: number, format: 'webp' | 'avif') {
  return `${LOCAL_IMAGE_PREFIX}${folder}/${id}/w${width}.${format}`;
}

export async function storeLocalImage(config: Env, folder: string, file: File | undefined): Promise<StoredImage> {
  if (!file || typeof file === 'string' || file.size === 0) throw new ImageRejected(IMAGE_MESSAGES.noFile);
  if (file.size > MAX_FILE_SIZE_BYTES) throw new ImageRejected(imageTooLargeMessage(MAX_FILE_SIZE_BYTES), 413);
  const input = Buffer.from(await file.arrayBuffer());

  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(IMAGE_MESSAGES.notAnImage);
  }
  if (!metadata.format || !RASTER_FORMATS.has(metadata.format)) throw new ImageRejected(IMAGE_MESSAGES.notAnImage);
  if (metadata.format === 'heif' && metadata.compression !== 'av1') throw new ImageRejected(IMAGE_MESSAGES.notAnImage);
  // metadata() reads only the header: check the size it announces before decoding anything.
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageRejected(metadata.width && metadata.height ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.notAnImage);
  }

  const id = newId();
  const dir = path.join(config.uploadsDir, folder, id);
  fs.mkdirSync(dir, { recursive: true });
  try {
    // rotate() applies the EXIF orientation before metadata is dropped by re-encoding.
    const master = sharp(input, { animated: false, limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
      width: MAX_IMAGE_DIMENSION,
      height: MAX_IMAGE_DIMENSION,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const { data, info } = await master.clone().webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    const largest = Math.max(...VARIANT_WIDTHS);
    for (const width of VARIANT_WIDTHS) {
      const resized = master.clone().resize({ width: Math.min(width, info.width), withoutEnlargement: true });
      await resized.clone().webp({ quality: 80 }).toFile(path.join(dir, `w${width}.webp`));
      await resized.clone().avif({ quality: 55, effort: 2 }).toFile(path.join(dir, `w${width}.avif`));
    }
    fs.writeFileSync(path.join(dir, 'full.webp'), data);
    const url = variantUrl(folder, id, largest, 'webp');
    return {
      public_id: `${folder}/${id}`,
      secure_url: url,
      url,
      width: info.width,
      height: info.height,
      format: 'webp',
      bytes: data.length,
      folder,
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error instanceof ImageRejected ? error : new ImageRejected(IMAGE_MESSAGES.notAnImage);
  }
}

/** Removes every variant of a local image given any of its URLs. */
export function deleteLocalImage(config: Env, url: string): boolean {
  const match = url.match(/^\/uploads\/(vowly\/(?:weddings|invites)\/[a-z0-9]+\/[a-z0-9]+)\/[^/]+$/);
  if (!match) return false;
  const dir = path.join(config.uploadsDir, match[1]);
  if (!fs.existsSync(dir)) return false;
  fs.rmSync(dir, { recursive: true, force: true });
  return true;
}
