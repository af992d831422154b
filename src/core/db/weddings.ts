// Synchronous wedding lookups on the SQLite connection, kept for features not converted yet (issue 29
// item 4). Converted code uses weddingsRepository (./weddings-repository.ts), on either engine.
import { eq } from 'drizzle-orm';
import type { Db } from './connection';
import { weddings, type WeddingRow } from './schema';

/** @deprecated legacy synchronous read for features not converted yet (issue 29 item 4): use weddingsRepository(store).byId */
export function findWeddingById(db: Db, id: string): WeddingRow | undefined {
  return db.select().from(weddings).where(eq(weddings.id, id)).get();
}
