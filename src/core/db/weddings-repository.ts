// Wedding rows on both engines (issue 29 item 4): the lookups every feature makes and the one
// conditional update of a wedding. Parsing a row into the domain's Wedding lives in
// src/features/weddings/domain/wedding.ts; the synchronous lookups left for unconverted features are
// in ./weddings.ts.
import { and, eq, sql as raw } from 'drizzle-orm';
import { publicPageChanged } from './queries/page-generation';
import type { WeddingRow } from './schema';
import { first, portable } from './store/portable';
import type { DataStore } from './store/store';

/** Columns a wedding update may write (the version and updatedAt are bumped by the update itself). */
export interface WeddingWrite {
  content?: WeddingRow['content'];
  weddingTheme?: string;
  weddingDate?: Date | null;
  timeZone?: string;
  published?: boolean;
  weddingUrl?: string;
  languages?: string[];
}

export interface WeddingsRepository {
  /** Runs `fn` as one transaction (the calls it makes join it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  byUrl(weddingUrl: string): Promise<WeddingRow | undefined>;
  byId(id: string): Promise<WeddingRow | undefined>;
  /**
   * One conditional UPDATE: writes only while the row still has `expectedVersion`, and bumps the
   * version and updatedAt in the same statement (and the public page's generation in the same
   * transaction). Undefined when someone else wrote first.
   */
  updateAtVersion(id: string, expectedVersion: number, write: WeddingWrite): Promise<WeddingRow | undefined>;
}

export function weddingsRepository(store: DataStore): WeddingsRepository {
  const { t, sql, transaction } = portable(store);
  const { weddings } = t;
  const one = async (where: ReturnType<typeof eq>) => first(await sql().select().from(weddings).where(where).limit(1));
  return {
    transaction,
    byUrl: (weddingUrl) => one(eq(weddings.weddingUrl, weddingUrl.toLowerCase())),
    byId: (id) => one(eq(weddings.id, id)),
    updateAtVersion: (id, expectedVersion, write) => {
      const values = Object.fromEntries(Object.entries(write).filter(([, value]) => value !== undefined));
      return transaction(async () => {
        const row = first(
          await sql()
            .update(weddings)
            .set({ ...values, version: raw`${weddings.version} + 1`, updatedAt: new Date() })
            .where(and(eq(weddings.id, id), eq(weddings.version, expectedVersion)))
            .returning(),
        );
        if (!row) return undefined;
        return { ...row, pageGeneration: (await publicPageChanged(store, { weddingId: id })) ?? row.pageGeneration };
      });
    },
  };
}
