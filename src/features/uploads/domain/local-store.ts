// The local image host: verifies the same signature Cloudinary would (each signature uploads once),
// accepts only real raster images (sniffed from the bytes, never trusted from the name or type) of
// at most MAX_INPUT_PIXELS (read from the header before anything is decoded), decodes each once in
// the shared image pool (in a child process), re-encodes it (which drops EXIF, GPS included, and anything smuggled after
// the image data) and writes responsive WebP/AVIF variants under DATA_DIR/uploads.
import { appText } from '../../../shared/i18n/app';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Env } from '../../../core/config/env';
import { newId } from '../../../shared/ids';
import { safeEqual } from '../../../core/secrets';
import { imageHostFor, LOCAL_IMAGE_PREFIX, signParams } from '../../../core/config/image-host';
import { ImageChildFailed, ImageWorkBusy, runImageChild, runImageWork } from './image-work';
import {
  MAX_FILE_SIZE_BYTES,
  MAX_GIF_PIXELS,
  MAX_IMAGE_DIMENSION,
  MAX_INPUT_PIXELS,
  SIGNATURE_TTL_SECONDS,
  VARIANT_WIDTHS,
} from '../../../shared/images/rules';
import { imageTooLargeMessage, IMAGE_MESSAGES, tooManyPixelsMessage } from '../../../shared/images/messages';
import type { ErrorCode } from '../../../core/error-codes';
import { UserError } from '../../../core/errors';

/** An upload refused; the route answers it in Cloudinary's shape (`{ msg, error: { message } }`). */
export class ImageRejected extends UserError {
  constructor(message: string, code: Extract<ErrorCode, `upload.${string}`>) {
    super(code, message);
  }
}

const SIGNED_FIELDS = ['allowed_formats', 'context', 'folder', 'timestamp', 'transformation'] as const;
// sharp reports AVIF as 'heif' with AV1 compression; other HEIF (HEIC) is not on the list.
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const FOLDER_PATTERN = /^vowly\/(weddings|invites|photos)\/[a-z0-9]+$/;

/** The signed fields of an upload, as the client sends them before the file. */
export interface UploadFields {
  api_key?: string;
  timestamp?: string;
  signature?: string;
  folder?: string;
  allowed_formats?: string;
  transformation?: string;
  context?: string;
}

/** Checks the upload's signature (not yet used up: consumeUploadSignature); returns its folder. */
export function verifyUploadSignature(config: Env, fields: UploadFields, now = new Date()): string {
  const host = imageHostFor(config);
  if (fields.api_key !== host.apiKey || !fields.signature || !fields.timestamp || !fields.folder) {
    throw new ImageRejected(IMAGE_MESSAGES.badSignature, 'upload.bad-signature');
  }
  const params: Record<string, string> = {};
  for (const key of SIGNED_FIELDS) if (fields[key] !== undefined) params[key] = String(fields[key]);
  if (!safeEqual(signParams(params, host.apiSecret), fields.signature)) {
    throw new ImageRejected(IMAGE_MESSAGES.badSignature, 'upload.bad-signature');
  }
  const age = now.getTime() / 1000 - Number(fields.timestamp);
  if (!Number.isFinite(age) || age > SIGNATURE_TTL_SECONDS || age < -300) {
    throw new ImageRejected(IMAGE_MESSAGES.expiredSignature, 'upload.bad-signature');
  }
  if (!FOLDER_PATTERN.test(fields.folder)) throw new ImageRejected(appText('uploads.badFolder'), 'upload.bad-folder');
  return fields.folder;
}

const SIGNATURE_PATTERN = /^[0-9a-f]{40}$/;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const lastPruned = new Map<string, number>();

/**
 * Each signature uploads one file: the first use leaves a marker file named after it (created
 * exclusively, so two concurrent uploads cannot both win, across processes and restarts); markers
 * older than the signature's lifetime are pruned, as their signatures are refused as expired.
 */
export function consumeUploadSignature(config: Env, signature: string, now = new Date()) {
  if (!SIGNATURE_PATTERN.test(signature)) throw new ImageRejected(IMAGE_MESSAGES.badSignature, 'upload.bad-signature');
  const dir = path.join(config.uploadsDir, '.used-signatures');
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.writeFileSync(path.join(dir, signature), '', { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ImageRejected(IMAGE_MESSAGES.usedSignature, 'upload.signature-used');
    throw error;
  }
  if (now.getTime() - (lastPruned.get(dir) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(dir, now.getTime());
  // Timestamps up to 300 s in the future are accepted: keep markers that long beyond the lifetime.
  const expired = now.getTime() - (SIGNATURE_TTL_SECONDS + 600) * 1000;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (fs.statSync(file).mtimeMs < expired) fs.rmSync(file, { force: true });
    } catch {
      /* removed by another process */
    }
  }
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

/** Where uploads are received (one temporary file each, removed when the upload is answered). */
export function uploadWorkDir(config: Env): string {
  return path.join(config.uploadsDir, '.work');
}

/**
 * Stores the image in `input` (a file on disk, left for the caller to remove). `heic`: an iPhone's
 * HEIC is accepted too (guests' photos, issue 26), decoded in the image child like the rest;
 * `maxBytes` / `maxPixels`: caps other than the couple's uploads' (a guest's phone photo, issue 26).
 */
export async function storeLocalImage(
  config: Env,
  folder: string,
  input: { path: string; bytes: number },
  options: { heic?: boolean; maxBytes?: number; maxPixels?: number } = {},
): Promise<StoredImage> {
  const maxBytes = options.maxBytes ?? MAX_FILE_SIZE_BYTES;
  if (input.bytes === 0) throw new ImageRejected(IMAGE_MESSAGES.noFile, 'upload.no-file');
  if (input.bytes > maxBytes) throw new ImageRejected(imageTooLargeMessage(maxBytes), 'upload.too-large');

  let metadata: sharp.Metadata;
  try {
    // Reads only the header (a too-large image is refused by the check below, with its message).
    metadata = await sharp(input.path, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(IMAGE_MESSAGES.notAnImage, 'upload.not-an-image');
  }
  if (!metadata.format || !RASTER_FORMATS.has(metadata.format)) throw new ImageRejected(IMAGE_MESSAGES.notAnImage, 'upload.not-an-image');
  const heic = metadata.format === 'heif' && metadata.compression === 'hevc';
  if (metadata.format === 'heif' && metadata.compression !== 'av1' && !(heic && options.heic))
    throw new ImageRejected(IMAGE_MESSAGES.notAnImage, 'upload.not-an-image');
  // Check the size the header announces before decoding anything.
  const gif = metadata.format === 'gif';
  const maxPixels = gif ? MAX_GIF_PIXELS : (options.maxPixels ?? MAX_INPUT_PIXELS);
  if (!metadata.width || !metadata.height) throw new ImageRejected(IMAGE_MESSAGES.notAnImage, 'upload.not-an-image');
  if (metadata.width * metadata.height > maxPixels)
    throw new ImageRejected(gif ? IMAGE_MESSAGES.tooManyGifPixels : tooManyPixelsMessage(maxPixels), 'upload.too-many-pixels');
  try {
    return await runImageWork(() => encodeAndStore(config, folder, input.path, maxPixels, heic));
  } catch (error) {
    if (error instanceof ImageWorkBusy) throw new ImageRejected(IMAGE_MESSAGES.busy, 'upload.busy');
    throw error;
  }
}

/** One decode of the input file into a master of at most MAX_IMAGE_DIMENSION, in a child process; every file is made from it. */
async function encodeAndStore(config: Env, folder: string, inputFile: string, maxPixels: number, heic: boolean): Promise<StoredImage> {
  const id = newId();
  const dir = path.join(config.uploadsDir, folder, id);
  fs.mkdirSync(dir, { recursive: true });
  try {
    const info = await runImageChild<{ width: number; height: number; bytes: number }>([
      inputFile,
      dir,
      String(maxPixels),
      String(MAX_IMAGE_DIMENSION),
      VARIANT_WIDTHS.join(','),
      ...(heic ? ['heic'] : []),
    ]);
    const url = variantUrl(folder, id, Math.max(...VARIANT_WIDTHS), 'webp');
    return {
      public_id: `${folder}/${id}`,
      secure_url: url,
      url,
      width: info.width,
      height: info.height,
      format: 'webp',
      bytes: info.bytes,
      folder,
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    if (error instanceof ImageChildFailed) console.warn(`[uploads] image refused: ${error.message}`);
    if (error instanceof ImageRejected || error instanceof ImageWorkBusy) throw error;
    throw new ImageRejected(IMAGE_MESSAGES.notAnImage, 'upload.not-an-image');
  }
}

/** Removes every variant of a local image given any of its URLs. */
export function deleteLocalImage(config: Env, url: string): boolean {
  const match = url.match(/^\/uploads\/(vowly\/(?:weddings|invites|photos)\/[a-z0-9]+\/[a-z0-9]+)\/[^/]+$/);
  if (!match) return false;
  const dir = path.join(config.uploadsDir, match[1]);
  if (!fs.existsSync(dir)) return false;
  fs.rmSync(dir, { recursive: true, force: true });
  return true;
}
