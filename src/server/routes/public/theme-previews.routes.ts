import { Hono } from 'hono';
import { isThemeKey } from '../../../domain/wedding';
import { DESIGN_FAMILIES, type DesignFamily } from '../../../domain/wedding/design-families';
import { ORNAMENT_COLORS } from '../../../views/email/styles';
import { designPreviewWebp, ornamentPng } from '../../../views/wedding/design-preview';
import type { AppEnv } from '../../context';

/**
 * /themes/{key}.webp: the catalogue's and the themes API's preview picture of a design, drawn from
 * the design itself on first request and kept in memory (site-editor.md §9 `image`).
 */
export const themePreviewRoutes = new Hono<AppEnv>()
  /** /ornaments/{family}-divider-{rrggbb}.png: a card e-mail's divider, only in the card designs' own colours. */
  .get('/ornaments/:file{[a-z]+-divider-[0-9a-f]{6}\\.png}', async (c) => {
    const [, family, color] = /^([a-z]+)-divider-([0-9a-f]{6})\.png$/.exec(c.req.param('file')) ?? [];
    if (!DESIGN_FAMILIES.includes(family as DesignFamily) || !ORNAMENT_COLORS.has(color!)) return c.notFound();
    const image = await ornamentPng(family as DesignFamily, color!);
    return c.body(new Uint8Array(image), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' });
  })
  .get('/themes/:file{[a-z-]+\\.webp}', async (c) => {
    const key = c.req.param('file').replace(/\.webp$/, '');
    if (!isThemeKey(key)) return c.notFound();
    const image = await designPreviewWebp(key);
    return c.body(new Uint8Array(image), 200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' });
  });
