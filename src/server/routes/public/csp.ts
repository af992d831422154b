// The Content-Security-Policy of wedding pages: scripts only from our own origin (the island
// bundles; no inline script runs), images only from us and the image host, frames only from
// Google's maps embed, no plugins, no <base> tricks, forms post only to us. Inline style
// attributes stay allowed: the island wrapper and the page's validated CSS variables use them.
import { imageHostFor } from '../../../domain/images/image-host';
import type { Env } from '../../../env';

export const MAPS_EMBED_ORIGINS = ['https://www.google.com', 'https://maps.google.com'];
const CLOUDINARY_DELIVERY_ORIGIN = 'https://res.cloudinary.com';

const imageOrigins = new WeakMap<Env, string[]>();

function imageHostOrigins(config: Env): string[] {
  let origins = imageOrigins.get(config);
  if (!origins) {
    origins = imageHostFor(config).kind === 'cloudinary' ? [CLOUDINARY_DELIVERY_ORIGIN] : [];
    imageOrigins.set(config, origins);
  }
  return origins;
}

export function weddingPageCsp(config: Env): string {
  const dev = config.VITE_DEV_URL ? new URL(config.VITE_DEV_URL).origin : null;
  const scriptSrc = ["'self'", ...(dev ? [dev, "'unsafe-inline'"] : [])];
  const connectSrc = ["'self'", ...(dev ? [dev, dev.replace(/^http/, 'ws')] : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    'style-src': ["'self'", "'unsafe-inline'", ...(dev ? [dev] : [])],
    'img-src': ["'self'", 'data:', ...imageHostOrigins(config)],
    'font-src': ["'self'"],
    'frame-src': MAPS_EMBED_ORIGINS,
    'connect-src': connectSrc,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
