import type { MiddlewareHandler } from 'hono';
import { currentUrlForPrevious, weddingRepository } from '../../weddings';
import type { AppEnv } from '../../../core/http/context';

const ADDRESS = '[A-Za-z0-9][A-Za-z0-9-]*';
/** Every path that names a wedding by its address; group 1 is what comes before it, group 2 the address. */
const WEDDING_PATHS = [
  new RegExp(`^(/)(${ADDRESS})(/rsvp(?:/submitted)?|/events\\.ics|/events/[A-Za-z0-9-]+\\.ics)?/?$`),
  new RegExp(`^(/(?:password|questions)/)(${ADDRESS})(/submitted)?/?$`),
  new RegExp(`^(/api/v1/(?:public|private)/(?:questions/)?)(${ADDRESS})(/rsvp)?$`),
];

/**
 * A wedding's old address answers 301 to its current one (site, RSVP, password gate, questions,
 * calendar files and feed, public API), query string kept (personal RSVP tokens), while it is theirs. The
 * redirect is not cached (no-store): a claim must end it for browsers that saw it before.
 */
export const previousAddressRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const url = new URL(c.req.url);
  for (const pattern of WEDDING_PATHS) {
    const match = pattern.exec(url.pathname);
    if (!match) continue;
    const current = await currentUrlForPrevious(weddingRepository(c.var.store), match[2]!);
    if (!current) break;
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${match[1]}${encodeURIComponent(current)}${match[3] ?? ''}${url.search}`, 301);
  }
  return next();
};
