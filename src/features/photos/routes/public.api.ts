// The guests' photo API (issue 26 item 7), under /api/v1/public:
//   POST /{weddingUrl}/photos  multipart: name, k (the QR code's token; needed on a protected site),
//                              table, then one file → 201 { msg, photo }
// It streams a file (routes/receive.ts), so it is a route, not an action (as the image host's upload).
import { Hono } from 'hono';
import type { AppEnv } from '../../../core/http/context';
import { receivePhotos } from './receive';
import { photoJson } from './photo-json';

export const publicPhotosApi = new Hono<AppEnv>().post('/:weddingUrl/photos', async (c) => {
  const { results } = await receivePhotos(c, c.req.param('weddingUrl'), 'api');
  const result = results[0]!;
  if ('error' in result) throw result.error;
  return c.json({ msg: 'Photo shared', photo: photoJson(result.photo) }, 201);
});
