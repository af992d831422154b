import { and, eq, sql } from 'drizzle-orm';
import { parseWeddingContent, type WeddingContent } from '../../domain/wedding/record';
import type { Db } from '../connection';
import { weddings, type WeddingRow } from '../schema';

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
  updatedAt: Date;
  content: WeddingContent;
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
    updatedAt: row.updatedAt,
    content: parseWeddingContent(row.content),
  };
}

/**
 * The wedding as the API returns it (product.md §3): account-level fields and every content
 * field side by side, as the builder reads them. Owner-only: it includes websitePassword.
 */
export function weddingJson(wedding: Wedding) {
  return {
    _id: wedding.id,
    weddingUrl: wedding.weddingUrl ?? '',
    weddingTheme: wedding.weddingTheme,
    weddingDate: wedding.weddingDate ? wedding.weddingDate.toISOString() : null,
    timeZone: wedding.timeZone,
    published: wedding.published,
    version: wedding.version,
    updatedAt: wedding.updatedAt.toISOString(),
    ...wedding.content,
  };
}

export function findWeddingByUrl(db: Db, weddingUrl: string): WeddingRow | undefined {
  return db.select().from(weddings).where(eq(weddings.weddingUrl, weddingUrl.toLowerCase())).get();
}

export function findWeddingByOwner(db: Db, ownerId: string): WeddingRow | undefined {
  return db.select().from(weddings).where(eq(weddings.ownerId, ownerId)).get();
}

export function findWeddingById(db: Db, id: string): WeddingRow | undefined {
  return db.select().from(weddings).where(eq(weddings.id, id)).get();
}

/** Columns a wedding update may write (the version and updatedAt are bumped by the update itself). */
export interface WeddingWrite {
  content?: WeddingContent;
  weddingTheme?: string;
  weddingDate?: Date | null;
  timeZone?: string;
  published?: boolean;
  weddingUrl?: string;
}

/**
 * One conditional UPDATE: writes only while the row still has `expectedVersion`, and bumps the
 * version and updatedAt in the same statement. Undefined when someone else wrote first.
 */
export function updateWeddingAtVersion(db: Db, id: string, expectedVersion: number, write: WeddingWrite): WeddingRow | undefined {
  const values = Object.fromEntries(Object.entries(write).filter(([, value]) => value !== undefined));
  return db
    .update(weddings)
    .set({ ...values, version: sql`${weddings.version} + 1`, updatedAt: new Date() })
    .where(and(eq(weddings.id, id), eq(weddings.version, expectedVersion)))
    .returning()
    .get();
}
