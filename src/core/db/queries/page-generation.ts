/**
 * The public page's version (issue 29 item 8), all of its SQL: one counter per wedding,
 * `weddings.page_generation`. Every write that changes what a wedding's public page shows calls
 * `publicPageChanged` in its own write transaction; the guest-page cache, the rendered-page cache
 * and the page's ETag read the counter, so a write through any web process (or host) is seen by
 * every other one on its next request.
 *
 * One query, two ways to call it: inside a store transaction on either engine (`await
 * publicPageChanged(store, page)`: joins the open transaction) or, for features still on the
 * synchronous SQLite connection, inside their `writeTransaction` (`publicPageChanged(tx, page)`).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import * as sqliteTables from '../schema';
import { first, portable, type Sql, type Tables } from '../store/portable';
import type { DataStore } from '../store/store';

/** The wedding whose page changed: by its id, or every wedding of an owner (the plan shows on their pages). */
export type PageOf = { weddingId: string } | { ownerId: string };

/** The one bump: generation + 1, updated_at kept (the couple's last edit of the record; drizzle would set it otherwise). */
function bump({ weddings }: Tables, executor: Pick<Sql, 'update'>, page: PageOf) {
  const where = 'weddingId' in page ? eq(weddings.id, page.weddingId) : eq(weddings.ownerId, page.ownerId);
  return executor
    .update(weddings)
    .set({ pageGeneration: sql`${weddings.pageGeneration} + 1`, updatedAt: sql`${weddings.updatedAt}` })
    .where(where)
    .returning({ generation: weddings.pageGeneration });
}

/**
 * Bumps the page generation in the write's transaction; resolves to the new generation (undefined: no
 * such wedding). With a store it runs in (or joins) a store transaction on either engine.
 */
export function publicPageChanged(store: DataStore, page: PageOf): Promise<number | undefined>;
/** @deprecated legacy synchronous bump inside a SQLite writeTransaction for features not converted yet (issue 29 item 4) */
export function publicPageChanged(tx: Pick<Db, 'update'>, page: PageOf): number | undefined;
export function publicPageChanged(target: DataStore | Pick<Db, 'update'>, page: PageOf): number | undefined | Promise<number | undefined> {
  if (!('engine' in target)) return bump(sqliteTables, target, page).get()?.generation;
  const { t, sql: executor, transaction } = portable(target);
  return transaction(async () => first(await bump(t, executor(), page))?.generation);
}

/**
 * What decides whether a cached public page is still the page: the generation, whether it is
 * online, and the RSVP deadline (passing it closes RSVP without a write). One indexed read.
 */
export interface GuestPageStateRow {
  weddingId: string;
  generation: number;
  published: number | boolean;
  deadline: number | Date | null;
  /** The site's languages, the default first (issue 27): the page is kept per language. */
  languages: unknown;
}

/** The state of the wedding at `weddingUrl` (lower-case), on either engine. */
export async function guestPageState(store: DataStore, weddingUrl: string): Promise<GuestPageStateRow | undefined> {
  const { t, sql: executor } = portable(store);
  const { weddings, rsvpSettings } = t;
  return first(
    await executor()
      .select({
        weddingId: weddings.id,
        generation: weddings.pageGeneration,
        published: weddings.published,
        deadline: rsvpSettings.deadline,
        languages: weddings.languages,
      })
      .from(weddings)
      .leftJoin(rsvpSettings, eq(rsvpSettings.weddingId, weddings.id))
      .where(eq(weddings.weddingUrl, weddingUrl))
      .limit(1),
  );
}

const SQL = `
  select w.id as weddingId, w.page_generation as generation, w.published as published, r.deadline as deadline,
    w.languages as languages
  from weddings w
  left join rsvp_settings r on r.wedding_id = w.id
  where w.wedding_url = ?`;

function parseJsonList(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** SQLite's hot path for `guestPageState`: the same read as one prepared statement, synchronous. */
export function guestPageStateReader(db: Db): (weddingUrl: string) => GuestPageStateRow | undefined {
  const statement = db.$client.prepare<[string], GuestPageStateRow & { languages: string }>(SQL);
  return (weddingUrl) => {
    const row = statement.get(weddingUrl);
    // The JSON column comes back as its text here (drizzle parses it on the other path).
    return row && { ...row, languages: parseJsonList(row.languages) };
  };
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
