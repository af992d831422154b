// Every request body has a limit that fits its route, enforced here and nowhere else (an action
// declares its own, read here from the matched route; src/core/actions): a body
// announced larger (Content-Length) is refused before a byte of it is read, and a chunked body is
// counted while it streams in and refused as soon as it passes the limit. The answer is 413 with
// `{ msg }` (an error page for pages), so no route buffers more than its limit.
// Uploads are the exception to the counting: hono's bodyLimit buffers a chunked body whole before the
// route runs, so a route that streams its body to disk declares `streamedBody(kind)`, which checks only
// the announced length, and counts the body as it streams it (routes/uploads, photos, api/multipart.ts).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { declaredActionOf } from '../../actions/register-actions';
import { IMPORT_MAX_BYTES } from '../../../shared/guests/import-limits';
import { MAX_FILE_SIZE_BYTES } from '../../../shared/images/rules';
import { imageTooLargeMessage } from '../../../shared/images/messages';
import { PHOTO_MAX_FILE_BYTES, PHOTOS_PER_FORM } from '../../../shared/photos/rules';
import { UserError } from '../../errors';
import type { AppEnv } from '../context';
import { appText } from '../../../shared/i18n/app';

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
  default: appText('common.body.tooLarge', { max: BODY_LIMITS.default / KB }),
  csv: appText('common.body.fileTooLarge', { max: IMPORT_MAX_BYTES / (KB * KB) }),
  upload: imageTooLargeMessage(MAX_FILE_SIZE_BYTES),
  photo: imageTooLargeMessage(PHOTO_MAX_FILE_BYTES),
  photoForm: imageTooLargeMessage(PHOTO_MAX_FILE_BYTES),
} as const;

/** A limit an action may declare (src/core/actions): the upload's is the image host's own. */
export type BodyLimitKind = Exclude<keyof typeof BODY_LIMITS, 'upload' | 'photo' | 'photoForm'>;

type StreamedKind = 'upload' | 'photo' | 'photoForm';
const streamedDeclarations = new WeakMap<object, StreamedKind>();

/**
 * The limit the matched route declares: a streamed upload's (`streamedBody` in its route), else the matched
 * action's (src/core/actions), else the default. One source: the route, not a list of paths here.
 */
function kindOf(c: Context): keyof typeof BODY_LIMITS {
  const routes = matchedRoutes(c);
  for (const route of routes) {
    const streamed = streamedDeclarations.get(route.handler);
    if (streamed) return streamed;
  }
  for (const route of routes) {
    const action = declaredActionOf(route.handler);
    if (action) return action.bodyLimit ?? 'default';
  }
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

/**
 * Declares, in a route that streams its body to disk (the image host's upload, guests' photos), its upload limit:
 * a body announced larger is refused unread, and the route counts the rest as it streams (api/multipart.ts).
 */
export function streamedBody(kind: StreamedKind): MiddlewareHandler {
  const declared = announcedUploadLimit(kind);
  streamedDeclarations.set(declared, kind);
  return declared;
}

/** The image host answers like Cloudinary does (error.message) as well as with msg. */
export function uploadTooLarge(c: Context, msg: string = BODY_LIMIT_MESSAGES.upload) {
  return c.json({ msg, error: { message: msg } }, 413);
}

export const limitRequestBodies: MiddlewareHandler<AppEnv> = (c, next) => {
  const kind = kindOf(c);
  // A streamed upload's own declaration (streamedBody) checks it in its route.
  return kind === 'upload' || kind === 'photo' || kind === 'photoForm' ? next() : limiters[kind](c, next);
};
