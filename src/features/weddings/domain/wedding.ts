import type { WeddingRow } from '../../../core/db/schema';
import { readSiteLanguages, type SiteLanguage } from '../../../shared/wedding/languages';
import { defaultWeddingContent, parseWeddingContent, type WeddingContent } from '../../../shared/wedding/record';
import type { WeddingJson } from '../../../shared/wedding/wedding-api';

/** A wedding as every layer uses it: queried columns plus the content parsed by the record schema. */
export interface Wedding {
  id: string;
  ownerId: string;
  weddingUrl: string | null;
  weddingTheme: string;
  weddingDate: Date | null;
  timeZone: string;
  published: boolean;
  version: number;
  /** The public page's version (src/core/db/queries/page-generation.ts). */
  pageGeneration: number;
  updatedAt: Date;
  /** The site's languages, the default first (issue 27 item 2). */
  languages: SiteLanguage[];
  content: WeddingContent;
}

/**
 * The row of a new account's wedding: default content, and not published (issue 22 item 12):
 * guests see a coming-soon page until the couple publishes. The column's own default stays
 * "published", so no migration ever took a live site offline.
 */
export function newWeddingValues(ownerId: string) {
  return { ownerId, content: defaultWeddingContent(), published: false };
}

export function readWedding(row: WeddingRow): Wedding {
  return {
    id: row.id,
    ownerId: row.ownerId,
    weddingUrl: row.weddingUrl,
    weddingTheme: row.weddingTheme,
    weddingDate: row.weddingDate,
    timeZone: row.timeZone,
    published: row.published,
    version: row.version,
    pageGeneration: row.pageGeneration,
    updatedAt: row.updatedAt,
    languages: readSiteLanguages(row.languages),
    content: parseWeddingContent(row.content),
  };
}

/**
 * The wedding as the API returns it (product.md §3): account-level fields and every content
 * field side by side, as the builder reads them (the shape is src/shared/wedding/wedding-api.ts). Owner-only: it includes websitePassword.
 */
export function weddingJson(wedding: Wedding): WeddingJson {
  return {
    _id: wedding.id,
    weddingUrl: wedding.weddingUrl ?? '',
    weddingTheme: wedding.weddingTheme,
    weddingDate: wedding.weddingDate ? wedding.weddingDate.toISOString() : null,
    timeZone: wedding.timeZone,
    published: wedding.published,
    version: wedding.version,
    updatedAt: wedding.updatedAt.toISOString(),
    languages: wedding.languages,
    ...wedding.content,
  };
}
