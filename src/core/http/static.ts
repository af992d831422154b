import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public');

/** Hashed build output never changes under its name: cache it for a year. */
export const builtAssets = (clientBuildDir: string): MiddlewareHandler =>
  serveStatic({
    root: path.relative(process.cwd(), clientBuildDir),
    precompressed: true,
    onFound: (_path, c) => {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

export const publicFiles: MiddlewareHandler = serveStatic({
  root: path.relative(process.cwd(), PUBLIC_DIR),
  onFound: (_path, c) => {
    c.header('Cache-Control', 'public, max-age=86400');
  },
});
