/**
 * The public page's version (issue 29 item 8), all of its SQL: one counter per wedding,
 * `weddings.page_generation`. Every write that changes what a wedding's public page shows calls
 * `publicPageChanged` in its own write transaction; the guest-page cache, the rendered-page cache
 * and the page's ETag read the counter, so a write through any web process (or host) is seen by
 * every other one on its next request.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { weddings } from '../schema';

/** The wedding whose page changed: by its id, or by its owner's (the plan shows on the page). */
export type PageOf = { weddingId: string } | { ownerId: string };

/** Bumps the page generation; call it inside the write's transaction. The new generation (undefined: no such wedding). */
export function publicPageChanged(tx: Pick<Db, 'update'>, page: PageOf): number | undefined {
  const where = 'weddingId' in page ? eq(weddings.id, page.weddingId) : eq(weddings.ownerId, page.ownerId);
  return (
    tx
      .update(weddings)
      // updated_at is the couple's last edit of the wedding record: kept (drizzle would set it otherwise).
      .set({ pageGeneration: sql`${weddings.pageGeneration} + 1`, updatedAt: sql`${weddings.updatedAt}` })
      .where(where)
      .returning({ generation: weddings.pageGeneration })
      .get()?.generation
  );
}

/**
 * What decides whether a cached public page is still the page: the generation, whether it is
 * online, and the RSVP deadline (passing it closes RSVP without a write). One indexed read.
 */
export interface GuestPageStateRow {
  weddingId: string;
  generation: number;
  published: number;
  deadline: number | null;
}

const SQL = `
  select w.id as weddingId, w.page_generation as generation, w.published as published, r.deadline as deadline
  from weddings w
  left join rsvp_settings r on r.wedding_id = w.id
  where w.wedding_url = ?`;

export function guestPageStateReader(db: Db): (weddingUrl: string) => GuestPageStateRow | undefined {
  const statement = db.$client.prepare<[string], GuestPageStateRow>(SQL);
  return (weddingUrl) => statement.get(weddingUrl);
}

/**
 * Changes whenever anything in this SQLite file changed: another connection's commit (data_version)
 * or one of this connection's writes (total_changes). Lets the cache skip even the state read while
 * nothing changed (SQLite only; the generation is what says the page changed).
 */
export function databaseGenerationReader(db: Db): () => string {
  const statement = db.$client.prepare<[], { dv: number; tc: number }>('select (select data_version from pragma_data_version()) as dv, total_changes() as tc');
  return () => {
    const row = statement.get()!;
    return `${row.dv}.${row.tc}`;
  };
}
