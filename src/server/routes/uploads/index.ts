import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { findWeddingByOwner } from '../../../db/queries/weddings';
import { LOCAL_UPLOAD_PATH } from '../../../domain/images/image-host';
import { ImageRejected, storeLocalImage, verifyUploadSignature, type UploadFields } from '../../../domain/images/local-store';
import { signUpload } from '../../../domain/images/sign-upload';
import { apiError, UserError } from '../../api/errors';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';

/** /api/v1/weddings/{id}/sign-upload, /api/v1/invite/sign-upload */
export const uploadsApi = new Hono<AppEnv>()
  .post('/weddings/:id/sign-upload', requireApiUser, (c) => {
    const wedding = findWeddingByOwner(c.var.db, c.var.session!.user.id);
    if (!wedding || wedding.id !== c.req.param('id')) throw new UserError(403, 'You can only upload images to your own wedding');
    return c.json(signUpload(c.var.config, { kind: 'wedding', weddingId: wedding.id }));
  })
  .post('/invite/sign-upload', requireApiUser, (c) => {
    const wedding = findWeddingByOwner(c.var.db, c.var.session!.user.id);
    if (!wedding) throw new UserError(404, 'Wedding not found');
    return c.json(signUpload(c.var.config, { kind: 'invite', weddingId: wedding.id }));
  });

/** The local image host: the upload endpoint and the images themselves. */
export const uploadsPages = new Hono<AppEnv>()
  .post(LOCAL_UPLOAD_PATH, async (c) => {
    if (c.var.config.CLOUDINARY_URL) return apiError(c, 404, 'Uploads go to Cloudinary');
    let body: Record<string, string | File>;
    try {
      body = (await c.req.parseBody()) as Record<string, string | File>;
    } catch {
      return apiError(c, 400, 'No file provided');
    }
    const fields: UploadFields = {
      file: body.file instanceof File ? body.file : undefined,
      api_key: typeof body.api_key === 'string' ? body.api_key : undefined,
      timestamp: typeof body.timestamp === 'string' ? body.timestamp : undefined,
      signature: typeof body.signature === 'string' ? body.signature : undefined,
      folder: typeof body.folder === 'string' ? body.folder : undefined,
      allowed_formats: typeof body.allowed_formats === 'string' ? body.allowed_formats : undefined,
    };
    try {
      const folder = verifyUploadSignature(c.var.config, fields);
      return c.json(await storeLocalImage(c.var.config, folder, fields.file));
    } catch (error) {
      if (error instanceof ImageRejected) return c.json({ msg: error.message, error: { message: error.message } }, error.status);
      throw error;
    }
  })
  .use('/uploads/vowly/*', async (c, next) => {
    const res = await serveStatic({
      root: path.relative(process.cwd(), c.var.config.uploadsDir),
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
    })(c, next);
    if (res?.ok) {
      // Every stored image has a unique id in its path: it never changes.
      res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      res.headers.set('X-Content-Type-Options', 'nosniff');
    }
    return res;
  });
