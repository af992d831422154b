import { Hono } from 'hono';
import { isThemeKey } from '../../../shared/wedding';
import { DESIGN_FAMILIES, type DesignFamily } from '../../../shared/wedding/design-families';
import { ORNAMENT_COLORS } from '../../email/web';
import { parseCardOrnamentFile } from '../../email/web';
import { namesSignatureMatches } from '../../email';
import { cardArtPng, isCardArtName, namesImageLayout, parseNamesImageFile } from '../../email/web';
import { cardNamesPng } from '../views/site/card-names-png';
import { ornamentPng } from '../views/site/design-preview';
import path from 'node:path';
import { themePreview } from '../../../seed/theme-previews-render';
import type { AppEnv } from '../../../core/http/context';

/** /ornaments: GET /{family}-{kind}-{rrggbb}.png, a card e-mail's ornament, only in the card designs' own colours. */
export const ornamentImages = new Hono<AppEnv>().get('/:file{[a-z-]+-[0-9a-f]{6}\\.png}', async (c) => {
  const parts = parseCardOrnamentFile(c.req.param('file'));
  if (!parts || !DESIGN_FAMILIES.includes(parts.family as DesignFamily) || !ORNAMENT_COLORS.has(parts.color)) return c.notFound();
  const image = await ornamentPng(parts.family as DesignFamily, parts.color, parts.kind);
  return c.body(new Uint8Array(image), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' });
});

/**
 * /themes: GET /{key}.webp, the catalogue's and the themes API's preview picture of a design (site-editor.md §9
 * `image`): the first screen of its demo, drawn at build and start time and read from disk here.
 */
export const themePreviewImages = new Hono<AppEnv>().get('/:file{[a-z-]+\\.webp}', async (c) => {
  const key = c.req.param('file').replace(/\.webp$/, '');
  if (!isThemeKey(key)) return c.notFound();
  const image = await themePreview(key);
  return c.body(new Uint8Array(image), 200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' });
});

/**
 * /card-names: GET /{product}.{design}.{p|t}.{names}.{hmac}.png, a card's names in its names font
 * (email's views/names-image.ts). Only names the server signed on a card are drawn; the picture is
 * kept on disk, so each look of each couple's names is drawn once.
 */
export const cardNamesImages = new Hono<AppEnv>().get('/:file{[A-Za-z0-9._-]+\\.png}', async (c) => {
  const parts = parseNamesImageFile(c.req.param('file'));
  if (!parts || !namesSignatureMatches(c.var.config, parts)) return c.notFound();
  const layout = namesImageLayout(parts.product, parts.design, parts.photo, parts.names);
  const image = await cardNamesPng(layout, path.join(c.var.config.dataDir, 'card-names'));
  return c.body(new Uint8Array(image), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' });
});

/** /card-art: GET /{name}.png, a drawing a card design promises (email's styles/card-art.ts): a fixed set, drawn once. */
export const cardArtImages = new Hono<AppEnv>().get('/:file{[a-z-]+\\.png}', async (c) => {
  const name = c.req.param('file').replace(/\.png$/, '');
  if (!isCardArtName(name)) return c.notFound();
  const image = await cardArtPng(name);
  return c.body(new Uint8Array(image), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' });
});
