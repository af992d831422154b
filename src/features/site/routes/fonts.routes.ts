import fs from 'node:fs/promises';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { fontFilePath, namesFontDir } from '../views/site/font-faces';
import type { AppEnv } from '../../../core/http/context';

/**
 * /fonts: GET /{family}/{file}.woff2 from the pinned @fontsource packages: a file never changes under its name.
 * A wedding's names file (names-subset.ts) is served from DATA_DIR/font-names when the server made it; this route makes nothing.
 * Fonts are public and fetched in CORS mode, also from origins that are not ours (the card previews are
 * sandboxed frames: origin null), so a browser's preflight gets its answer too (hono/cors).
 */
export const fontFiles = new Hono<AppEnv>().use(cors({ origin: '*', allowMethods: ['GET', 'HEAD'], maxAge: 86400 })).get('/:family/:file', async (c) => {
  const file = fontFilePath(c.req.param('family'), c.req.param('file'), c.var.config.dataDir);
  if (!file) return c.notFound();
  // A names file (a few KB, one per wedding's names): read from disk, not kept in memory.
  if (file.startsWith(namesFontDir(c.var.config.dataDir))) return fontResponse(c, new Uint8Array(await fs.readFile(file)));
  // A page uses at most five families: the files a site asks for stay in the app's memory.
  let body = c.var.fontFiles.get(file);
  if (!body) {
    body = new Uint8Array(await fs.readFile(file));
    c.var.fontFiles.set(file, body);
  }
  return fontResponse(c, body);
});

function fontResponse(c: Context<AppEnv>, body: Uint8Array<ArrayBuffer>) {
  return c.body(body, 200, {
    'Content-Type': 'font/woff2',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
}
