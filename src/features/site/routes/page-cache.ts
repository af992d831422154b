/**
 * Rendered wedding pages kept in memory: a guest's request for an unchanged site costs a lookup,
 * not a React render. One entry per wedding, keyed by its public page version
 * (../../guest-pages/page-version.ts); a write bumps the page generation, so the next request renders afresh. The
 * short lifetime keeps the countdown's first paint close to the truth for visitors without
 * JavaScript. Least recently used weddings are dropped beyond MAX_ENTRIES.
 */
const MAX_ENTRIES = 200;
export const PAGE_CACHE_TTL_MS = 60_000;

interface Entry {
  key: string;
  html: string;
  storedAt: number;
}

export class RenderedPageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly ttlMs = PAGE_CACHE_TTL_MS,
  ) {}

  get(weddingId: string, key: string, now = Date.now()): string | undefined {
    const entry = this.entries.get(weddingId);
    if (!entry) return undefined;
    if (entry.key !== key || now - entry.storedAt > this.ttlMs) {
      this.entries.delete(weddingId);
      return undefined;
    }
    this.entries.delete(weddingId);
    this.entries.set(weddingId, entry);
    return entry.html;
  }

  set(weddingId: string, key: string, html: string, now = Date.now()): void {
    this.entries.delete(weddingId);
    this.entries.set(weddingId, { key, html, storedAt: now });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

export const weddingPageCache = new RenderedPageCache();
