// /{weddingUrl}/photos/add (issue 26 item 1), reached by a table's QR code:
//   GET  the upload page (the name remembered on this device)
//   POST the no-JavaScript form: several photos in one multipart post, then the page again with
//        "N photos shared — thank you!" or what went wrong. (With JavaScript the page's island sends
//        each photo to POST /api/v1/public/{weddingUrl}/photos instead.)
// A stranger to a password-protected site without the QR code's token goes to its password page.
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../../core/http/context';
import { errorEntry } from '../../../core/error-codes';
import { UserError } from '../../../core/errors';
import { isReservedWeddingUrl } from '../../weddings';
import { AddPhotosPage, type AddPhotosProps } from '../views/AddPhotosPage';
import { rememberedName, uploadGate, type PhotoGate } from './access';
import { receivePhotos } from './receive';
import { refusalOf } from './refusal';
import { renderPhotosPage } from './render';
import { streamedBody } from '../../../core/http/middleware/body-limit';

/** Where the guests' photo pages are mounted: c.req.param('weddingUrl') is the wedding's address. */
export const PHOTO_PAGES_PATH = '/:weddingUrl{[A-Za-z0-9][A-Za-z0-9-]*}/photos';

function renderAdd<E extends AppEnv>(c: Context<E>, gate: PhotoGate, props: Partial<AddPhotosProps>, status: ContentfulStatusCode = 200) {
  const weddingUrl = gate.found.wedding.weddingUrl ?? '';
  return renderPhotosPage(
    c,
    { found: gate.found, preview: gate.preview, title: 'photos.share', path: `/${weddingUrl}/photos/add`, bodyClass: 'photos-page' },
    (site) => <AddPhotosPage site={site} token={gate.token} table={gate.table} name={rememberedName(c)} {...props} />,
    status,
  );
}

/** A refusal of the whole page: unknown wedding → home; a protected site without the token → its password page. */
function refused<E extends AppEnv>(c: Context<E>, error: UserError) {
  const weddingUrl = c.req.param('weddingUrl') ?? '';
  if (error.code === 'photos.token-needed') return c.redirect(`/password/${encodeURIComponent(weddingUrl.toLowerCase())}`, 303);
  return c.redirect('/', c.req.method === 'GET' ? 302 : 303);
}

const gateRefusals = new Set(['wedding.not-found', 'photos.token-needed']);

export const photoAddPages = new Hono<AppEnv>()
  .get('/add', async (c, next) => {
    try {
      const gate = await uploadGate(c, c.req.param('weddingUrl') ?? '', { token: c.req.query('k'), table: c.req.query('table') });
      return renderAdd(c, gate, {});
    } catch (error) {
      if (!(error instanceof UserError) || !gateRefusals.has(error.code)) throw error;
      if (error.code === 'wedding.not-found' && isReservedWeddingUrl(c.req.param('weddingUrl') ?? '')) return next();
      return refused(c, error);
    }
  })
  .post('/add', streamedBody('photoForm'), async (c) => {
    const weddingUrl = c.req.param('weddingUrl') ?? '';
    try {
      const { gate, results } = await receivePhotos(c, weddingUrl, 'form');
      const shared = results.filter((r) => 'photo' in r).length;
      const failed = results.find((r): r is { error: UserError } => 'error' in r);
      const status = failed && shared === 0 ? (errorEntry(failed.error.code).status as ContentfulStatusCode) : 200;
      return renderAdd(c, gate, { shared, ...(failed ? { refusal: refusalOf(failed.error) } : {}) }, status);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      if (gateRefusals.has(error.code)) return refused(c, error);
      // The gate passed (the wedding and token are known again from the query) but the post was refused.
      const gate = await uploadGate(c, weddingUrl, { token: c.req.query('k'), table: c.req.query('table') });
      return renderAdd(c, gate, { refusal: refusalOf(error) }, errorEntry(error.code).status as ContentfulStatusCode);
    }
  });
