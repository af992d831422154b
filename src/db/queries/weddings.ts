import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { weddings, type WeddingRow } from '../schema';

export function findWeddingByUrl(db: Db, weddingUrl: string): WeddingRow | undefined {
  return db.select().from(weddings).where(eq(weddings.weddingUrl, weddingUrl.toLowerCase())).get();
}

export function findWeddingByOwner(db: Db, ownerId: string): WeddingRow | undefined {
  return db.select().from(weddings).where(eq(weddings.ownerId, ownerId)).get();
}
