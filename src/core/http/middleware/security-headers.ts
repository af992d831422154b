// Security headers on every answer (issue 17 item 7), all in this one file. The values are
// computed once per configuration at start-up (securityHeaders(config) in createApp), never per
// request:
// - Content-Security-Policy: the app policy by default; wedding pages (src/features/site/routes/
//   headers.ts) use the wedding policy below, which only differs in what a couple's page may
//   embed and in being frameable by our own pages (the landing page shows /demo in a frame).
//   Scripts only from our origin (no inline script), forms post only to us (and Stripe Checkout
//   when configured: form-action also governs the redirect after a form), no plugins, no <base>.
// - frame-ancestors 'none' + X-Frame-Options: DENY, unless the route's own policy allows 'self'
//   (then SAMEORIGIN): /login, /app/*, /builder and the API never load inside another site's frame.
// - Referrer-Policy strict-origin-when-cross-origin (routes may be stricter) and nosniff.
// - Cache-Control: no-store for anything personal: every answer under /app, /builder, /login, /register and /api
//   that did not choose its own caching, and every HTML or JSON answer rendered for a signed-in
//   viewer (it may show their name), whatever the route chose.
// - Strict-Transport-Security when served over https (PUBLIC_URL https, or a trusted proxy's
//   X-Forwarded-Proto: see src/core/http/client-address.ts).
import type { MiddlewareHandler } from 'hono';
import { imageHostFor } from '../../config/image-host';
import type { Env } from '../../config/env';
import { requestIsHttps } from '../client-address';
import type { AppEnv } from '../context';

export const MAPS_EMBED_ORIGINS = ['https://www.google.com', 'https://maps.google.com'];
const CLOUDINARY_DELIVERY_ORIGIN = 'https://res.cloudinary.com';
const CLOUDINARY_UPLOAD_ORIGIN = 'https://api.cloudinary.com';
const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';
const HSTS = 'max-age=31536000';

export interface SecurityPolicies {
  appCsp: string;
  weddingCsp: string;
  /** /designs/{id}: the wedding policy plus blob: pictures, the visitor's own photos tried in the browser. */
  designDemoCsp: string;
  /** Always https (PUBLIC_URL is https): HSTS on every answer. */
  alwaysHttps: boolean;
}

function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

function buildPolicies(config: Env): SecurityPolicies {
  const dev = config.VITE_DEV_URL ? new URL(config.VITE_DEV_URL).origin : null;
  const cloudinary = imageHostFor(config).kind === 'cloudinary';
  const imageOrigins = cloudinary ? [CLOUDINARY_DELIVERY_ORIGIN] : [];
  const scriptSrc = ["'self'", ...(dev ? [dev, "'unsafe-inline'"] : [])];
  const styleSrc = ["'self'", "'unsafe-inline'", ...(dev ? [dev] : [])];
  const devConnect = dev ? [dev, dev.replace(/^http/, 'ws')] : [];
  const common = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    'style-src': styleSrc,
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  };
  const appCsp = serialise({
    ...common,
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'connect-src': ["'self'", ...(cloudinary ? [CLOUDINARY_UPLOAD_ORIGIN] : []), ...devConnect],
    'frame-src': ["'self'", ...MAPS_EMBED_ORIGINS],
    'form-action': ["'self'", ...(config.STRIPE_SECRET_KEY ? [STRIPE_CHECKOUT_ORIGIN] : [])],
    'frame-ancestors': ["'none'"],
  });
  const wedding = {
    ...common,
    'img-src': ["'self'", 'data:', ...imageOrigins],
    'connect-src': ["'self'", ...devConnect],
    'frame-src': MAPS_EMBED_ORIGINS,
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  const weddingCsp = serialise(wedding);
  const designDemoCsp = serialise({ ...wedding, 'img-src': [...wedding['img-src'], 'blob:'] });
  const alwaysHttps = Boolean(config.PUBLIC_URL?.startsWith('https:'));
  return { appCsp, weddingCsp, designDemoCsp, alwaysHttps };
}

const computed = new WeakMap<Env, SecurityPolicies>();

/** The policies of a configuration, built on first use (at start-up, by securityHeaders). */
export function securityPolicies(config: Env): SecurityPolicies {
  let policies = computed.get(config);
  if (!policies) {
    policies = buildPolicies(config);
    computed.set(config, policies);
  }
  return policies;
}

/** Paths whose answers no proxy or CDN may keep (/login and /register: their forms carry a person's input back). */
const PERSONAL_PREFIXES = ['/app', '/builder', '/login', '/register'];

function isPersonalPath(path: string): boolean {
  return PERSONAL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) || path.startsWith('/api/');
}

export function securityHeaders(config: Env): MiddlewareHandler<AppEnv> {
  const policies = securityPolicies(config);
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      // Immutable headers (a fetched response): copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set('X-Content-Type-Options', 'nosniff');
    }
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', policies.appCsp);
    const csp = headers.get('Content-Security-Policy') ?? '';
    headers.set('X-Frame-Options', /frame-ancestors 'self'/.test(csp) ? 'SAMEORIGIN' : 'DENY');
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');

    const type = headers.get('Content-Type') ?? '';
    const rendered = type.startsWith('text/html') || type.startsWith('application/json');
    if (c.var.session && rendered) headers.set('Cache-Control', 'private, no-store');
    else if (!headers.has('Cache-Control') && isPersonalPath(c.req.path)) headers.set('Cache-Control', 'no-store');

    if (policies.alwaysHttps || requestIsHttps(c, config)) headers.set('Strict-Transport-Security', HSTS);
  };
}
