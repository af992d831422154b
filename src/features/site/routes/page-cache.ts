/**
 * Rendered wedding pages kept in memory: a guest's request for an unchanged site costs a lookup,
 * not a React render. One entry per wedding and language (the slot), keyed by its public page version
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

  get(slot: string, key: string, now = Date.now()): string | undefined {
    const entry = this.entries.get(slot);
    if (!entry) return undefined;
    if (entry.key !== key || now - entry.storedAt > this.ttlMs) {
      this.entries.delete(slot);
      return undefined;
    }
    this.entries.delete(slot);
    this.entries.set(slot, entry);
    return entry.html;
  }

  set(slot: string, key: string, html: string, now = Date.now()): void {
    this.entries.delete(slot);
    this.entries.set(slot, { key, html, storedAt: now });
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
