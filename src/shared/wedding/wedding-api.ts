/**
 * The owner's wedding API as the builder uses it (GET and PATCH /api/v1/weddings/{id}, PATCH
 * /api/v1/weddings-pro/{id}; product.md §3 and §7): the JSON the server answers with and the bodies
 * it parses. The server builds its answer as WeddingJson (src/features/weddings/domain/wedding.ts) and parses
 * bodies with the record schema (record.ts) and the image operation schemas, so a field renamed or
 * retyped there breaks the builder's build instead of its behaviour.
 */
import type { DeleteImageBody, DeletePartyMemberBody, RegisterImageBody } from '../images/image-operations';
import type { SiteLanguage } from './languages';
import type { WeddingContent, WeddingContentPatch } from './record';

/** Account-level fields and every page-content field side by side. Owner-only: it includes websitePassword. */
export type WeddingJson = WeddingContent & {
  _id: string;
  weddingUrl: string;
  weddingTheme: string;
  /** ISO date-time, or null for no date. */
  weddingDate: string | null;
  timeZone: string;
  published: boolean;
  version: number;
  /** ISO date-time. */
  updatedAt: string;
  /** The site's languages, the default first (issue 27 item 2): every text's own value is in the default one. */
  languages: SiteLanguage[];
};

export type WeddingJsonField = keyof WeddingJson;

/** What GET and PATCH answer; a PATCH also says what happened. */
export interface WeddingResponse {
  msg?: string;
  wedding: WeddingJson;
}

/** Account-level fields a PATCH may change beside the content (src/features/weddings/domain/wedding-patch.ts checks them). */
interface WeddingAccountPatch {
  /** The version the client last saw: a stale one is a 409. */
  version?: number;
  /** A theme key; the server refuses an unknown one. */
  weddingTheme?: string;
  /** Set the eight colours to the theme's. */
  resetColors?: boolean;
  weddingDate?: string | null;
  timeZone?: string;
  published?: boolean;
  /** The site's languages, the default first; unknown or repeated ones are refused. */
  languages?: SiteLanguage[];
}

/** A JSON PATCH body: any content fields (the record schema's patch reading), account fields and the version. */
export type WeddingPatchBody = WeddingContentPatch & WeddingAccountPatch;

/**
 * A PATCH body carrying one image operation (src/shared/images/image-operations.ts). There mainImg,
 * heroImg and fixedImg are flags naming the target, not the content fields of the same name.
 */
export type WeddingImagePatchBody = Omit<WeddingPatchBody, 'mainImg' | 'heroImg' | 'fixedImg'> & (RegisterImageBody | DeleteImageBody | DeletePartyMemberBody);
