/**
 * The guests' fast path for public wedding pages. A wedding page changes only with its page
 * generation (every write that changes it bumps that, in any process) or when the RSVP deadline
 * passes (./page-version.ts), so the whole answer — HTML, its brotli and
 * gzip variants, every header, a strong ETag — is built once per version and then served with
 * one indexed read and no rendering, middleware or compression. A revisit with the ETag gets 304.
 * Each compressed variant is made when a visitor first asks for that encoding (browsers all ask for
 * brotli, so the gzip one is rarely made).
 *
 * Only anonymous visits take it: a signed-in viewer, a pending one-time toast, a password-protected
 * site, the device gate and every miss go through the normal route, which renders and hands its
 * HTML back here (`offerGuestPage`).
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../../core/db/connection';
import { databaseGenerationReader, guestPageState, guestPageStateReader, type GuestPageStateRow } from '../../../core/db/queries/page-generation';
import type { DataStore } from '../../../core/db/store/store';
import type { Env } from '../../../core/config/env';
import type { AppEnv } from '../../../core/http/context';
import { etagMatches, isPersonalVisit } from './anonymous-visit';
import { publicPageVersion } from './page-version';
import { negotiateLanguage } from '../../../shared/i18n/negotiate';
import { siteLanguages } from '../../../shared/i18n/site-languages';

const WEDDING_PATH = /^\/[A-Za-z0-9][A-Za-z0-9-]*$/;
// Top-level names that are never a wedding (probes): no lookup for them.
const NOT_WEDDINGS = new Set(['/healthz', '/metrics']);
const MAX_ENTRIES = 500;
/** The countdown's first paint (without JavaScript) stays within a minute of the truth. */
export const GUEST_PAGE_TTL_MS = 60_000;
/** Shared caches (a CDN) may keep a public page for a minute and serve it stale while revalidating. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
// Headers the cache sets itself or that belong to one answer only.
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'vary', 'etag', 'cache-control', 'set-cookie', 'date', 'transfer-encoding']);

interface Variant {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  key: string;
  storedAt: number;
  etag: string;
  /** The answer in an encoding, compressed the first time it is asked for and then kept with the entry. */
  variant(encoding: Encoding): Variant;
  notModified: Record<string, string>;
}

export interface GuestPageCache {
  middleware: MiddlewareHandler<AppEnv>;
  clear(): void;
  readonly size: number;
}

const OFFER = 'guestPageOffer';
type Offer = { weddingId: string; key: string; html: string };

/** The normal route renders a cacheable page: hand its HTML to the fast path (no-op when off). */
export function offerGuestPage<E extends AppEnv>(c: Context<E>, html: string) {
  const pending = c.get(OFFER as never) as { weddingId: string; key: string } | undefined;
  if (pending) c.set(OFFER as never, { ...pending, html } as never);
}

function stateKey(row: GuestPageStateRow, origin: string, buildId: string, now: number): string {
  return `${publicPageVersion(row, now)}.${buildId}.${origin}`;
}

function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}

function buildEntry(key: string, html: string, routeHeaders: Headers, now: number, vary: string): Entry {
  const base: Record<string, string> = {};
  routeHeaders.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) base[name] = value;
  });
  const identityBody = new TextEncoder().encode(html);
  const etag = `"${crypto.createHash('sha256').update(key).update(identityBody).digest('base64url').slice(0, 27)}"`;
  const common = { ...base, 'cache-control': PUBLIC_PAGE_CACHE_CONTROL, etag, vary };
  const variant = (body: Uint8Array<ArrayBuffer>, encoding?: string): Variant => ({
    body,
    headers: { ...common, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': String(body.byteLength) },
  });
  const compress: Record<Encoding, () => Variant> = {
    identity: () => variant(identityBody),
    gzip: () => variant(new Uint8Array(zlib.gzipSync(identityBody, { level: 9 })), 'gzip'),
    br: () =>
      variant(
        new Uint8Array(
          zlib.brotliCompressSync(identityBody, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identityBody.byteLength },
          }),
        ),
        'br',
      ),
  };
  const made: Partial<Record<Encoding, Variant>> = {};
  return {
    key,
    storedAt: now,
    etag,
    variant: (encoding) => (made[encoding] ??= compress[encoding]()),
    notModified: { 'cache-control': PUBLIC_PAGE_CACHE_CONTROL, etag, vary },
  };
}

/** 'http://host:port/path?q' → 'http://host:port' without parsing a URL on the hot path. */
function originOf(url: string): string {
  const end = url.indexOf('/', url.indexOf('//') + 2);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * How the cache reads a wedding's state. SQLite: one prepared statement on the connection, skipped while
 * the file's data version says nothing changed. PostgreSQL: the same read through the store on every
 * request (another host may have written), so a save on any web process is seen on the next one.
 */
function stateReaders(db: Db | undefined, store: DataStore | undefined) {
  if (store && store.engine !== 'sqlite') return { readState: (address: string) => guestPageState(store, address), readGeneration: () => null };
  if (!db) throw new Error('the guest-page cache on SQLite reads through its connection');
  const readState = guestPageStateReader(db);
  const readGeneration = databaseGenerationReader(db);
  return { readState: (address: string) => readState(address), readGeneration: (): string | null => readGeneration() };
}

export function createGuestPageCache(deps: { db?: Db; store?: DataStore; config: Env; buildId: string; now?: () => number }): GuestPageCache {
  const entries = new Map<string, Entry>();
  const { readState, readGeneration } = stateReaders(deps.db, deps.store);
  // The last state read per address: while nothing in the database changed and the same minute
  // window holds, the wedding's state cannot have changed either.
  const verified = new Map<string, { generation: string | null; row: GuestPageStateRow | undefined; at: number }>();
  const now = deps.now ?? Date.now;
  const fixedOrigin = deps.config.PUBLIC_URL ? new URL(deps.config.PUBLIC_URL).origin : null;
  // The device gate stands before every page: with it on, the normal path decides.
  const enabled = !deps.config.APP_GATE_PASSWORD;

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    if (!enabled || (method !== 'GET' && method !== 'HEAD')) return next();
    const path = c.req.path;
    if (!WEDDING_PATH.test(path) || NOT_WEDDINGS.has(path)) return next();
    if (isPersonalVisit(c.req.header('cookie'))) return next();
    const at = now();
    const address = path.slice(1).toLowerCase();
    const generation = readGeneration();
    let known = verified.get(address);
    if (!known || generation === null || known.generation !== generation || at - known.at > 1000) {
      known = { generation, row: await readState(address), at };
      verified.set(address, known);
      if (verified.size > MAX_ENTRIES * 4) verified.delete(verified.keys().next().value!);
    }
    const row = known.row;
    // Password-protected pages are never offered by the route, so they never have an entry here.
    if (!row || !row.published) return next();

    const origin = fixedOrigin ?? originOf(c.req.url);
    const key = stateKey(row, origin, deps.buildId, at);
    // The page's language, asked as the route asks it (issue 27): one entry per language.
    const languages = siteLanguages(row);
    const explicit = c.req.url.includes('lang=') ? c.req.query('lang') : undefined;
    const lang = negotiateLanguage({ explicit, acceptLanguage: c.req.header('accept-language') }, languages);
    const vary = languages.languages.length > 1 ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding';
    // Without PUBLIC_URL the page names the origin it was asked for: one entry per wedding, origin and language.
    const slot = `${row.weddingId} ${origin} ${lang}`;
    const entry = entries.get(slot);
    if (entry && entry.key === key && at - entry.storedAt <= GUEST_PAGE_TTL_MS) {
      if (etagMatches(c.req.header('if-none-match'), entry.etag)) return new Response(null, { status: 304, headers: entry.notModified });
      const variant = entry.variant(pickEncoding(c.req.header('accept-encoding')));
      return new Response(method === 'HEAD' ? null : variant.body, { status: 200, headers: variant.headers });
    }

    c.set(OFFER as never, { weddingId: slot, key } as never);
    await next();
    const offer = c.get(OFFER as never) as Offer | undefined;
    if (!offer?.html || c.res.status !== 200) return;
    const built = buildEntry(offer.key, offer.html, c.res.headers, at, vary);
    entries.delete(offer.weddingId);
    entries.set(offer.weddingId, built);
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    // This first answer already carries what the cached ones will.
    c.res.headers.set('etag', built.etag);
    c.res.headers.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
  };

  return {
    middleware,
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
