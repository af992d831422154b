/**
 * The wedding's web address (weddingUrl): the `{id}` of `/{id}` on the public site. Shared by the
 * server (PATCH/GET /domain) and the browser (quick settings), so no server imports here.
 *
 * Rules: 3–50 characters of lower-case letters, digits and hyphens, starting and ending with a
 * letter or digit, no two hyphens in a row. Input is trimmed and lower-cased first, so addresses
 * are unique regardless of case. Every top-level route of the app is reserved, or a couple could
 * shadow (or be shadowed by) a page of ours.
 */
import { z } from 'zod';
import { appText } from '../../../shared/i18n/app';

export const WEDDING_URL_MIN = 3;
export const WEDDING_URL_MAX = 50;

/**
 * Top-level paths of the spec (product.md §2) and of this app (src/core/http/routes), plus a few
 * names that would mislead guests. src/features/weddings/tests/domain.test.ts checks every route of the app is here.
 */
export const RESERVED_WEDDING_URLS: ReadonlySet<string> = new Set([
  // product.md §2 and the app's own top-level routes
  'about',
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'builder',
  'card-art',
  'card-names',
  'create',
  'demo',
  'designs',
  'faq',
  'favicon.ico',
  'favicon.svg',
  'fonts',
  'gate',
  'healthz',
  'metrics',
  'ornaments',
  'planners',
  'invite',
  'login',
  'logout',
  'password',
  'payments',
  'policy',
  'private',
  'public',
  'questions',
  'register',
  'robots.txt',
  'rsvp',
  'rsvp-offline',
  'savethedate',
  'terms',
  'themes',
  'unsubscribe',
  'uploads',
  'user',
  'users',
  'wedding-offline',
  // API areas and names of our own that a guest could mistake for the product
  'domain',
  'weddings',
  'weddings-pro',
  'guest-list',
  'support',
  'contact',
  'help',
  'settings',
  'dashboard',
  'static',
  'vowly',
  'www',
  'mail',
  'null',
  'undefined',
]);

export const WEDDING_URL_MESSAGES = {
  required: appText('weddings.url.required'),
  tooShort: appText('weddings.url.tooShort', { min: WEDDING_URL_MIN }),
  tooLong: appText('weddings.url.tooLong', { max: WEDDING_URL_MAX }),
  characters: appText('weddings.url.characters'),
  hyphens: appText('weddings.url.hyphens'),
  reserved: appText('weddings.url.reserved'),
  taken: appText('weddings.url.taken'),
  available: appText('weddings.url.available'),
  current: appText('weddings.url.current'),
  updated: appText('weddings.url.updated'),
} as const;

export function normalizeWeddingUrl(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

export function isReservedWeddingUrl(value: string): boolean {
  return RESERVED_WEDDING_URLS.has(value.trim().toLowerCase());
}

/** A valid, not reserved address (lower-cased); whether it is free is the server's question. */
export const weddingUrlSchema = z.preprocess(
  normalizeWeddingUrl,
  z
    .string({ error: WEDDING_URL_MESSAGES.required })
    .min(1, WEDDING_URL_MESSAGES.required)
    .refine((value) => !RESERVED_WEDDING_URLS.has(value), { message: WEDDING_URL_MESSAGES.reserved, abort: true })
    .refine((value) => /^[a-z0-9-]*$/.test(value), { message: WEDDING_URL_MESSAGES.characters, abort: true })
    .refine((value) => value.length >= WEDDING_URL_MIN, { message: WEDDING_URL_MESSAGES.tooShort, abort: true })
    .refine((value) => value.length <= WEDDING_URL_MAX, { message: WEDDING_URL_MESSAGES.tooLong, abort: true })
    .refine((value) => !value.startsWith('-') && !value.endsWith('-') && !value.includes('--'), WEDDING_URL_MESSAGES.hyphens),
);

/**
 * The web-address inputs' `pattern`: the same rules (3–50 letters, digits and single hyphens
 * between them; upper case is lowered by the server), so the browser catches a bad address
 * before the round trip. Written to be valid with the `v` flag browsers compile patterns with
 * (a bare '-' inside [...] is not).
 */
export const WEDDING_URL_INPUT_PATTERN = `\\s*[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){${WEDDING_URL_MIN - 1},${WEDDING_URL_MAX - 1}}\\s*`;
export const WEDDING_URL_INPUT_TITLE = appText('weddings.url.pattern', { min: WEDDING_URL_MIN, max: WEDDING_URL_MAX });

/** The first rule an address breaks, or null when it is well-formed and not reserved. */
export function weddingUrlProblem(value: unknown): string | null {
  const result = weddingUrlSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? WEDDING_URL_MESSAGES.characters);
}
