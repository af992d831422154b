// The guests' photo API (issue 26 items 4, 5 and 7), under /api/v1/public:
//   POST /{weddingUrl}/photos  multipart: name, k (the QR code's token; needed on a protected site),
//                              table, then one file → 201 { msg, photo }
//        It streams a file (routes/receive.ts), so it is a route, not an action (as the image host's upload).
//   GET  /{weddingUrl}/photos?since=ISO  the shared photos (newest 100), or those shared since a moment
//        (the slideshow's poll: one indexed query) → { photos: [{ id, src, by }], now }
//   POST /{weddingUrl}/photos/{id}/report → { msg } (report.action.ts)
import { appText } from '../../../shared/i18n/app';
import { Hono } from 'hono';
import { translator } from '../../../shared/i18n';
import { z } from 'zod';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv } from '../../../core/http/context';
import { query } from '../../../core/http/validate';
import { responsiveImage } from '../../../shared/images/responsive';
import { photosRepository } from '../domain/repository';
import { streamedBody } from '../../../core/http/middleware/body-limit';
import { albumPollGate } from './access';
import { photoJson } from './photo-json';
import { receivePhotos } from './receive';
import { reportApiActions } from './report.action';

const LATEST = 100;

export const publicPhotosApi = new Hono<AppEnv>()
  .post('/:weddingUrl/photos', streamedBody('photo'), async (c) => {
    const { results } = await receivePhotos(c, c.req.param('weddingUrl'), 'api');
    const result = results[0]!;
    if ('error' in result) throw result.error;
    return c.json({ msg: translator('en')('photos.api.shared'), photo: photoJson(result.photo) }, 201);
  })
  .get('/:weddingUrl/photos', query(z.object({ since: z.iso.datetime().optional() })), async (c) => {
    const weddingId = await albumPollGate(c, c.req.param('weddingUrl'));
    const { since } = c.req.valid('query');
    // The moment is taken before the query: a photo shared meanwhile comes again next time (the slideshow keeps each once).
    const now = new Date();
    const photos = photosRepository(c.var.store);
    const list = since
      ? await photos.sharedSince(weddingId, new Date(since), LATEST)
      : await photos.list(weddingId, { status: 'shared' }, { offset: 0, limit: LATEST });
    c.header('Cache-Control', 'private, no-store');
    return c.json({
      msg: appText('common.ok'),
      now: now.toISOString(),
      photos: list.map((p) => ({ id: p.id, src: responsiveImage(p.url).src, by: p.uploaderName })),
    });
  })
  .route('/', registerActions(new Hono<AppEnv>(), reportApiActions));
