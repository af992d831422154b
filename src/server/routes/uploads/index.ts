import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { findWeddingByOwner } from '../../../db/queries/weddings';
import { LOCAL_UPLOAD_PATH } from '../../../domain/images/image-host';
import { ImageRejected, storeLocalImage, verifyUploadSignature, type UploadFields } from '../../../domain/images/local-store';
import { IMAGE_MESSAGES } from '../../../shared/images/rules';
import { signUpload } from '../../../domain/images/sign-upload';
import { findOwnedWedding } from '../../../domain/wedding/update-wedding';
import { apiError } from '../../api/errors';
import { UserError } from '../../../domain/errors';
import { MultipartError, parseMultipart, readBodyBytes, type MultipartBody } from '../../api/multipart';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';
import { inviteImageApi } from './invite-image.api';

/** /api/v1/weddings/{id}/sign-upload, /api/v1/invite/sign-upload, /api/v1/invite/image */
export const uploadsApi = new Hono<AppEnv>()
  .post('/weddings/:id/sign-upload', requireApiUser, (c) => {
    const wedding = findOwnedWedding(c.var.db, c.req.param('id'), c.var.session!.user.id);
    return c.json(signUpload(c.var.config, { kind: 'wedding', weddingId: wedding.id }));
  })
  .post('/invite/sign-upload', requireApiUser, (c) => {
    const wedding = findWeddingByOwner(c.var.db, c.var.session!.user.id);
    if (!wedding) throw new UserError(404, 'Wedding not found');
    return c.json(signUpload(c.var.config, { kind: 'invite', weddingId: wedding.id }));
  })
  .route('/', inviteImageApi);

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

/** The local image host: the upload endpoint and the images themselves. */
export const uploadsPages = new Hono<AppEnv>()
  // An oversize body was refused while it streamed in (middleware/body-limit.ts).
  .post(LOCAL_UPLOAD_PATH, async (c) => {
    if (c.var.config.CLOUDINARY_URL) return apiError(c, 404, 'Uploads go to Cloudinary');
    let body: MultipartBody;
    try {
      // One copy of the body, the file a view into it (multipart.ts says why).
      body = parseMultipart(await readBodyBytes(c), c.req.header('content-type') ?? '');
    } catch (error) {
      if (error instanceof MultipartError) return apiError(c, 400, IMAGE_MESSAGES.noFile);
      throw error;
    }
    const fields: UploadFields = {
      file: body.files.file?.bytes,
      api_key: body.fields.api_key,
      timestamp: body.fields.timestamp,
      signature: body.fields.signature,
      folder: body.fields.folder,
      allowed_formats: body.fields.allowed_formats,
      transformation: body.fields.transformation,
      context: body.fields.context,
    };
    try {
      const folder = verifyUploadSignature(c.var.config, fields);
      return c.json(await storeLocalImage(c.var.config, folder, fields.file));
    } catch (error) {
      if (error instanceof ImageRejected) return c.json(rejected(error), error.status);
      throw error;
    }
  })
  .use('/uploads/vowly/*', async (c, next) => {
    const res = await storedImages(c.var.uploadServers, c.var.config.uploadsDir)(c, next);
    if (res?.ok) {
      // Every stored image has a unique id in its path: it never changes.
      res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      res.headers.set('X-Content-Type-Options', 'nosniff');
    }
    return res;
  });
