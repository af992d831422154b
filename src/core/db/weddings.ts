// Row queries on weddings. Parsing a row into the domain's Wedding lives in src/features/weddings/domain/wedding.ts.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { weddings, type WeddingRow } from './schema';
import { writeTransaction } from './transaction';
import { publicPageChanged } from './queries/page-generation';

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
  content?: WeddingRow['content'];
  weddingTheme?: string;
  weddingDate?: Date | null;
  timeZone?: string;
  published?: boolean;
  weddingUrl?: string;
}

/**
 * One conditional UPDATE: writes only while the row still has `expectedVersion`, and bumps the
 * version and updatedAt in the same statement (and the public page's generation in the same
 * transaction). Undefined when someone else wrote first.
 */
export function updateWeddingAtVersion(db: Db, id: string, expectedVersion: number, write: WeddingWrite): WeddingRow | undefined {
  const values = Object.fromEntries(Object.entries(write).filter(([, value]) => value !== undefined));
  return writeTransaction(db, (tx) => {
    const row = tx
      .update(weddings)
      .set({ ...values, version: sql`${weddings.version} + 1`, updatedAt: new Date() })
      .where(and(eq(weddings.id, id), eq(weddings.version, expectedVersion)))
      .returning()
      .get();
    if (!row) return undefined;
    return { ...row, pageGeneration: publicPageChanged(tx, { weddingId: id }) ?? row.pageGeneration };
  });
}
