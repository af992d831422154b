// A wedding as every layer uses it, read from its stored row (the columns below): pure, so a feature's rules
// read a wedding without loading the weddings feature (whose index brings the app).
import { readSiteLanguages, type SiteLanguage } from './languages';
import { parseWeddingContent, type WeddingContent } from './record';

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

/** The wedding row's columns a Wedding is read from (the weddings table's row has these and more). */
export interface StoredWedding {
  id: string;
  ownerId: string;
  weddingUrl: string | null;
  weddingTheme: string;
  weddingDate: Date | null;
  timeZone: string;
  published: boolean;
  version: number;
  pageGeneration: number;
  updatedAt: Date;
  languages: unknown;
  content: unknown;
}

export function readWedding(row: StoredWedding): Wedding {
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
