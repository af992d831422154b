import { appText } from '../../../shared/i18n/app';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { consumeUploadSignature, ImageRejected, storeLocalImage, uploadWorkDir, verifyUploadSignature } from '../domain/local-store';
import { MAX_FILE_SIZE_BYTES } from '../../../shared/images/rules';
import { IMAGE_MESSAGES } from '../../../shared/images/messages';
import { apiError } from '../../../core/http/api/errors';
import { MultipartError, MultipartTooLarge, streamMultipart, type StreamedMultipart } from '../../../core/http/api/multipart';
import { clientAddress } from '../../../core/http/client-address';
import { clientKey } from '../../../core/rate-limit/client-key';
import { BODY_LIMITS, streamedBody, uploadTooLarge } from '../../../core/http/middleware/body-limit';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { registerActions } from '../../../core/actions/register-actions';
import { changeInviteImageAction, signInviteUpload, signWeddingUpload } from './uploads.actions';
import { PROTECTED_MESSAGE } from '../../site';
import { imageAccess } from './image-access';
import { cardCropImage } from './card-crops';

/** /api/v1/weddings (beside routes/weddings; the action guards itself): POST /{id}/sign-upload, an image of the wedding. */
export const weddingUploadsApi = registerActions(new Hono<OwnerEnv>(), [signWeddingUpload]);

/**
 * /api/v1/invite (beside routes/announce's invite API; the actions guard themselves): POST /sign-upload
 * signs the invitation's image upload, PATCH /image then sets it (body `asset`) or removes it
 * (`deleteImage: true`) (product.md §7). The invite is the signed-in owner's own.
 */
export const inviteUploadsApi = registerActions(new Hono<OwnerEnv>(), [signInviteUpload, changeInviteImageAction]);

function rejected(error: ImageRejected) {
  return { msg: error.message, error: { message: error.message } };
}

/** One static server per uploads folder (made on first use, so a fresh install has it), kept by the app. */
function storedImages(servers: Map<string, MiddlewareHandler<AppEnv>>, uploadsDir: string) {
  let server = servers.get(uploadsDir);
  if (!server) {
    fs.mkdirSync(uploadsDir, { recursive: true });
    server = serveStatic<AppEnv>({ root: path.relative(process.cwd(), uploadsDir), rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') });
    servers.set(uploadsDir, server);
  }
  return server;
}

/**
 * LOCAL_UPLOAD_PATH (/uploads/v1_1/local/image/upload): the local image host's upload endpoint.
 * The signed fields come before the file (src/shared/client/upload-image.ts sends them so): when the file
 * part begins, the signature is checked (401), a place among the uploads in flight is taken (429)
 * and the signature used up (409), all before a byte of the file is read; the file then streams to
 * a temporary file (413 as soon as it passes 10 MB) that the image pipeline reads from disk.
 */
export const localUploadEndpoint = new Hono<AppEnv>().post('/', streamedBody('upload'), async (c) => {
  const { config, uploadsInFlight } = c.var;
  if (config.CLOUDINARY_URL) return apiError(c, 'upload.local-host-off', appText('uploads.cloudinary'));
  const client = clientKey(clientAddress(c, config));
  let folder: string | undefined;
  let release: (() => void) | undefined;
  let upload: StreamedMultipart | undefined;
  try {
    upload = await streamMultipart(c.req.raw, {
      fileField: 'file',
      maxFileBytes: MAX_FILE_SIZE_BYTES,
      maxBodyBytes: BODY_LIMITS.upload,
      tempDir: uploadWorkDir(config),
      acceptFile: (fields) => {
        const signedFolder = verifyUploadSignature(config, fields);
        release = uploadsInFlight.admit(client);
        if (!release) throw new ImageRejected(IMAGE_MESSAGES.uploadsBusy, 'upload.busy');
        consumeUploadSignature(config, fields.signature!);
        folder = signedFolder;
      },
    });
    if (!upload.file || !folder) {
      // No file: the signature still answers first, as it always has, then 'No file provided'.
      verifyUploadSignature(config, upload.fields);
      consumeUploadSignature(config, upload.fields.signature!);
      throw new ImageRejected(IMAGE_MESSAGES.noFile, 'upload.no-file');
    }
    return c.json(await storeLocalImage(config, folder, upload.file));
  } catch (error) {
    if (error instanceof ImageRejected) return c.json(rejected(error), error.status);
    if (error instanceof MultipartTooLarge) return uploadTooLarge(c);
    if (error instanceof MultipartError) return apiError(c, 'upload.no-file', IMAGE_MESSAGES.noFile);
    throw error;
  } finally {
    release?.();
    if (upload?.file) await fs.promises.rm(upload.file.path, { force: true });
  }
});

/** /uploads/vowly: the local image host's stored images (a protected wedding's only to those who may see it: ./image-access.ts). */
export const storedImagePages = new Hono<AppEnv>()
  .use('/*', async (c, next) => {
    const access = await imageAccess(c);
    if (access === 'refused') {
      c.header('Cache-Control', 'no-store');
      return apiError(c, 'site.protected', PROTECTED_MESSAGE);
    }
    const res = await storedImages(c.var.uploadServers, c.var.config.uploadsDir)(c, next);
    if (res?.ok) {
      // Every stored image has a unique id in its path: it never changes.
      res.headers.set('Cache-Control', `${access}, max-age=31536000, immutable`);
      res.headers.set('X-Content-Type-Options', 'nosniff');
    }
    return res;
  })
  // An e-mailed card's photo crop not made yet (the static server above serves it once it is).
  .get('/invites/:wedding{[a-z0-9]+}/:image{[a-z0-9]+}/:file{card-[0-9]+x[0-9]+\\.jpg}', cardCropImage);
