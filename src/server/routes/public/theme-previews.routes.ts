import { Hono } from 'hono';
import { isThemeKey } from '../../../domain/wedding';
import { designPreviewWebp } from '../../../views/wedding/design-preview';
import type { AppEnv } from '../../context';

/**
 * /themes/{key}.webp: the catalogue's and the themes API's preview picture of a design, drawn from
 * the design itself on first request and kept in memory (site-editor.md §9 `image`).
 */
export const themePreviewRoutes = new Hono<AppEnv>().get('/themes/:file{[a-z-]+\\.webp}', async (c) => {
  const key = c.req.param('file').replace(/\.webp$/, '');
  if (!isThemeKey(key)) return c.notFound();
  const image = await designPreviewWebp(key);
  return c.body(new Uint8Array(image), 200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' });
});
