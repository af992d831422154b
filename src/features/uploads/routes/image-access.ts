// Who may fetch a stored image of the local image host (issue 28 item 16). An image uploaded for a
// wedding lives at /uploads/vowly/weddings/{weddingId}/… (its guests' photos at /uploads/vowly/photos/{weddingId}/…); when that wedding's site is password
// protected, it is served only to those who may see the site: a visitor with its access pass
// (the password, or a guest's personal link), the couple and admins. Such answers are cached by
// the browser only (private). Open sites' images and the invitations' (/uploads/vowly/invites/…,
// which travel in the e-mails sent to guests, where no pass can go) stay public and immutable.
import path from 'node:path';
import type { Context } from 'hono';
import { isAdmin } from '../../../core/auth/roles';
import { isPasswordProtected } from '../../site';
import { readWedding } from '../../weddings';
import type { AppEnv } from '../../../core/http/context';
import { canSeeSite } from '../../site/web';
import { uploadsRepository } from '../domain/repository';

const WEDDING_IMAGE = /^\/uploads\/vowly\/(?:weddings|photos)\/([a-z2-7]{1,64})\//;

export type ImageAccess = 'public' | 'private' | 'refused';

/** The path as the static server will resolve it (escapes decoded, '//' and '.' segments folded), or null. */
function resolvedPath(raw: string): string | null {
  try {
    return path.posix.normalize(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

export async function imageAccess<E extends AppEnv>(c: Context<E>): Promise<ImageAccess> {
  const resolved = resolvedPath(c.req.path);
  if (resolved === null) return 'refused';
  const weddingId = WEDDING_IMAGE.exec(resolved)?.[1];
  if (!weddingId) return 'public';
  const row = await uploadsRepository(c.var.store).findWedding(weddingId);
  if (!row) return 'public';
  const wedding = readWedding(row);
  if (!isPasswordProtected(wedding)) return 'public';
  if (canSeeSite(c, wedding)) return 'private';
  const user = c.var.session?.user;
  return user && (user.id === wedding.ownerId || isAdmin(user.role)) ? 'private' : 'refused';
}
