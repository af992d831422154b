// Every request body has a limit that fits its route, enforced here and nowhere else (an action
// declares its own, read here from the matched route; src/core/actions): a body
// announced larger (Content-Length) is refused before a byte of it is read, and a chunked body is
// counted while it streams in and refused as soon as it passes the limit. The answer is 413 with
// `{ msg }` (an error page for pages), so no route buffers more than its limit.
// The image host's upload is the exception to the counting: hono's bodyLimit buffers a chunked body
// whole before the route runs, so for uploads only the announced length is checked here and the
// route counts the body as it streams it to disk (routes/uploads, api/multipart.ts).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { declaredActionOf } from '../../actions/register-actions';
import { IMPORT_MAX_BYTES } from '../../../shared/guests/import-limits';
import { LOCAL_UPLOAD_PATH } from '../../config/image-host';
import { imageTooLargeMessage, MAX_FILE_SIZE_BYTES } from '../../../shared/images/rules';
import { PHOTO_MAX_FILE_BYTES, PHOTOS_PER_FORM } from '../../../shared/photos/rules';
import { UserError } from '../../errors';
import type { AppEnv } from '../context';

const KB = 1024;

export const BODY_LIMITS = {
  /** JSON and form posts: the largest is a whole wedding from the builder, far below this. */
  default: 512 * KB,
  /** A 1 MB CSV, also posted back URL-encoded by the no-JS preview (up to 3 bytes a character). */
  csv: 3 * IMPORT_MAX_BYTES + 64 * KB,
  /** The signer's max_file_size plus the multipart envelope and the signed fields. */
  upload: MAX_FILE_SIZE_BYTES + 64 * KB,
  /** A guest's photo (issue 26), straight from a phone: larger than the couple's uploads. */
  photo: PHOTO_MAX_FILE_BYTES + 64 * KB,
  /** A guest's no-JavaScript photo form (issue 26): several photos in one post, streamed to disk by the route. */
  photoForm: PHOTOS_PER_FORM * PHOTO_MAX_FILE_BYTES + 64 * KB,
} as const;

export const BODY_LIMIT_MESSAGES = {
  default: `Request body too large (max ${BODY_LIMITS.default / KB} KB)`,
  csv: 'The file is larger than 1 MB',
  upload: imageTooLargeMessage(MAX_FILE_SIZE_BYTES),
  photo: imageTooLargeMessage(PHOTO_MAX_FILE_BYTES),
  photoForm: imageTooLargeMessage(PHOTO_MAX_FILE_BYTES),
} as const;

/** A limit an action may declare (src/core/actions): the upload's is the image host's own. */
export type BodyLimitKind = Exclude<keyof typeof BODY_LIMITS, 'upload' | 'photo' | 'photoForm'>;

/** Guests' photos (issue 26): the API takes one photo a request, the page's form several; both stream to disk. */
const PHOTO_UPLOAD_PATH = /^\/api\/v1\/public\/[^/]+\/photos\/?$/;
const PHOTO_FORM_PATH = /^\/[^/]+\/photos\/add\/?$/;

/** The limit the matched action declares, if the request is for one: one source, the action. */
function declaredLimit(c: Context): BodyLimitKind | undefined {
  for (const route of matchedRoutes(c)) {
    const action = declaredActionOf(route.handler);
    if (action) return action.bodyLimit ?? 'default';
  }
  return undefined;
}

function kindOf(c: Context): keyof typeof BODY_LIMITS {
  if (c.req.path === LOCAL_UPLOAD_PATH) return 'upload';
  if (c.req.method === 'POST' && PHOTO_UPLOAD_PATH.test(c.req.path)) return 'photo';
  if (c.req.method === 'POST' && PHOTO_FORM_PATH.test(c.req.path)) return 'photoForm';
  const declared = declaredLimit(c);
  if (declared) return declared;
  return 'default';
}

const limiters = Object.fromEntries(
  (['default', 'csv'] as const).map((kind) => [
    kind,
    bodyLimit({
      maxSize: BODY_LIMITS[kind],
      onError: () => {
        throw new UserError(kind === 'csv' ? 'upload.too-large' : 'input.too-large', BODY_LIMIT_MESSAGES[kind]);
      },
    }),
  ]),
) as Record<'default' | 'csv', MiddlewareHandler>;

/** Uploads: a body announced too large is refused unread; the rest streams to the route, which counts it. */
const announcedUploadLimit =
  (kind: 'upload' | 'photo' | 'photoForm'): MiddlewareHandler =>
  async (c, next) => {
    const announced = c.req.header('content-length');
    if (announced !== undefined && !c.req.header('transfer-encoding') && Number.parseInt(announced, 10) > BODY_LIMITS[kind])
      return uploadTooLarge(c, BODY_LIMIT_MESSAGES[kind]);
    await next();
  };
const announcedLimits = { upload: announcedUploadLimit('upload'), photo: announcedUploadLimit('photo'), photoForm: announcedUploadLimit('photoForm') };

/** The image host answers like Cloudinary does (error.message) as well as with msg. */
export function uploadTooLarge(c: Context, msg: string = BODY_LIMIT_MESSAGES.upload) {
  return c.json({ msg, error: { message: msg } }, 413);
}

export const limitRequestBodies: MiddlewareHandler<AppEnv> = (c, next) => {
  const kind = kindOf(c);
  return kind === 'upload' || kind === 'photo' || kind === 'photoForm' ? announcedLimits[kind](c, next) : limiters[kind](c, next);
};
