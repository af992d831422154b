import { and, asc, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import type { Db } from '../../../core/db/connection';
import { emails, guests, ROLES, type Role, users, weddings } from '../../../core/db/schema';

export const ADMIN_PAGE_SIZE = 50;

/**
 * Where a page starts (keyset paging, issue 29 item 6): after (older than) or before (newer than)
 * the row at this creation time and id. Every page costs the same however many rows there are.
 */
interface AdminCursor {
  v: number;
  id: string;
  d: 'older' | 'newer';
}

const cursorSchema = z.object({ v: z.number().int(), id: z.string().max(64), d: z.enum(['older', 'newer']) });

export function encodeCursor(cursor: AdminCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export const adminListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_PAGE_SIZE),
  /** An opaque page position from a previous answer's nextCursor or prevCursor. */
  cursor: z
    .string()
    .max(300)
    .transform((value, ctx) => {
      try {
        return cursorSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Invalid cursor' });
        return z.NEVER;
      }
    })
    .optional(),
  /** ISO time of the last row seen: rows older than it come next (kept for older clients; see cursor). */
  before: z.iso.datetime().optional(),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** One page of an admin list, newest first, with the positions of the pages around it. */
export interface AdminPage<T> {
  items: T[];
  /** The next (older) page, or null on the last one. */
  nextCursor: string | null;
  /** The previous (newer) page, or null on the first one. */
  prevCursor: string | null;
}

/**
 * Loads the page `query` asks for: `load` gets the position condition, the order (newest first
 * unless going back) and how many rows to read (one more than a page, to know whether more follow).
 */
function keysetPage<T extends { _id: string; createdAt: Date }>(
  query: AdminListQuery,
  columns: { createdAt: SQLiteColumn; id: SQLiteColumn },
  load: (position: SQL | undefined, order: SQL[], limit: number) => T[],
): AdminPage<T> {
  const { cursor } = query;
  const key = sql`(${columns.createdAt}, ${columns.id})`;
  const position = cursor
    ? cursor.d === 'older'
      ? sql`${key} < (${cursor.v}, ${cursor.id})`
      : sql`${key} > (${cursor.v}, ${cursor.id})`
    : query.before
      ? lt(columns.createdAt, new Date(query.before))
      : undefined;
  const back = cursor?.d === 'newer';
  const order = back ? [asc(columns.createdAt), asc(columns.id)] : [desc(columns.createdAt), desc(columns.id)];
  const rows = load(position, order, query.limit + 1);
  const more = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  if (back) items.reverse();
  const at = (row: T | undefined, d: AdminCursor['d']) => (row ? encodeCursor({ v: row.createdAt.getTime(), id: row._id, d }) : null);
  return {
    items,
    nextCursor: (back ? Boolean(cursor) : more) ? at(items.at(-1), 'older') : null,
    prevCursor: (back ? more : Boolean(cursor || query.before)) ? at(items[0], 'newer') : null,
  };
}

function pattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function matches(column: SQLiteColumn, search: string) {
  return sql`${column} like ${pattern(search)} escape '\\'`;
}

/** The totals the database keeps (migration 0018: app_counts, moved by triggers on every write). */
function appCounts(db: Db): Map<string, number> {
  const rows = db.all<{ key: string; n: number }>(sql`select key, n from app_counts`);
  return new Map(rows.map((row) => [row.key, row.n]));
}

/** Counts under `prefix:` by what follows it (e.g. guests by status), zeros left out. */
function countsUnder(counts: Map<string, number>, prefix: string): Record<string, number> {
  return Object.fromEntries([...counts].filter(([key, n]) => key.startsWith(`${prefix}:`) && n !== 0).map(([key, n]) => [key.slice(prefix.length + 1), n]));
}

export function appStats(db: Db) {
  const counts = appCounts(db);
  const byRole = Object.fromEntries(ROLES.map((role) => [role, counts.get(`users:${role}`) ?? 0]));
  const guestsByStatus = countsUnder(counts, 'guests');
  // Payments made through the labelled test checkout (provider 'test') charge nobody: they are
  // counted apart and never as revenue.
  return {
    totalUsers: Object.values(byRole).reduce((a, b) => a + b, 0),
    usersByRole: byRole,
    totalWeddings: counts.get('weddings') ?? 0,
    weddingsWithAddress: counts.get('weddings:with-url') ?? 0,
    totalGuests: Object.values(guestsByStatus).reduce((a, b) => a + b, 0),
    guestsByStatus,
    emailsByStatus: countsUnder(counts, 'emails'),
    payments: counts.get('payments:paid:stripe') ?? 0,
    revenueCents: counts.get('payments:paid-cents:stripe') ?? 0,
    testPayments: counts.get('payments:paid:test') ?? 0,
    supportMessages: counts.get('support') ?? 0,
  };
}

/** How many rows the list holds, when the kept totals say it (no search); null when searching. */
function listTotal(db: Db, query: AdminListQuery, list: 'users' | 'weddings'): number | null {
  if (query.search) return null;
  const counts = appCounts(db);
  if (list === 'weddings') return counts.get('weddings') ?? 0;
  const roles: readonly Role[] = query.role ? [query.role] : ROLES;
  return roles.reduce<number>((sum, role) => sum + (counts.get(`users:${role}`) ?? 0), 0);
}

export function listUsers(db: Db, query: AdminListQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) conditions.push(or(matches(users.email, query.search), matches(users.name, query.search)));
  if (query.role) conditions.push(eq(users.role, query.role));
  const page = keysetPage(query, { createdAt: users.createdAt, id: users.id }, (position, order, limit) =>
    db
      .select({
        _id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
        createdAt: users.createdAt,
        weddingUrl: weddings.weddingUrl,
      })
      .from(users)
      .leftJoin(weddings, eq(weddings.ownerId, users.id))
      .where(and(...conditions, position))
      .orderBy(...order)
      .limit(limit)
      .all(),
  );
  return {
    ...page,
    items: page.items.map((row) => ({ ...row, verified: Boolean(row.verified), pro: row.role !== 'userFree' })),
    total: listTotal(db, query, 'users'),
  };
}

/** Weddings newest first; a search matches the web address, the owner's name (the couple) or e-mail. */
export function listWeddings(db: Db, query: AdminListQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    // Walked newest first through weddings_created_idx, which holds the owner: the matching owners
    // (one pass over the narrow users table) and web addresses (one pass over weddings_url_unique)
    // are listed once, so no wedding row is read unless it matches. `+` keeps SQLite walking the
    // date index instead of sorting every match.
    const like = pattern(query.search);
    conditions.push(
      or(
        sql`+${weddings.ownerId} in (select s.id from users s where s.name like ${like} escape '\\' or s.email like ${like} escape '\\')`,
        sql`+${weddings}.rowid in (select s.rowid from weddings s where s.wedding_url like ${like} escape '\\')`,
      ),
    );
  }
  const page = keysetPage(query, { createdAt: weddings.createdAt, id: weddings.id }, (position, order, limit) =>
    db
      .select({
        _id: weddings.id,
        weddingUrl: weddings.weddingUrl,
        weddingTheme: weddings.weddingTheme,
        weddingDate: weddings.weddingDate,
        published: weddings.published,
        createdAt: weddings.createdAt,
        updatedAt: weddings.updatedAt,
        ownerName: users.name,
        ownerEmail: users.email,
        ownerRole: users.role,
        // Counted for the rows of this page only, through guests_wedding_idx.
        guests: sql<number>`(select count(*) from ${guests} where ${guests.weddingId} = ${weddings.id})`,
      })
      .from(weddings)
      .innerJoin(users, eq(users.id, weddings.ownerId))
      .where(and(...conditions, position))
      .orderBy(...order)
      .limit(limit)
      .all(),
  );
  return { ...page, total: listTotal(db, query, 'weddings') };
}

export const emailLogQuerySchema = adminListQuerySchema.extend({ status: z.enum(['queued', 'sent', 'failed']).optional() });

export function listEmails(db: Db, query: z.output<typeof emailLogQuerySchema>) {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) conditions.push(or(matches(emails.to, query.search), matches(emails.subject, query.search)));
  if (query.status) conditions.push(eq(emails.status, query.status));
  return keysetPage(query, { createdAt: emails.createdAt, id: emails.id }, (position, order, limit) =>
    db
      .select({
        _id: emails.id,
        kind: emails.kind,
        to: emails.to,
        subject: emails.subject,
        status: emails.status,
        provider: emails.provider,
        error: emails.error,
        attempts: emails.attempts,
        createdAt: emails.createdAt,
        sentAt: emails.sentAt,
        deliveredAt: emails.deliveredAt,
        delayedAt: emails.delayedAt,
        bouncedAt: emails.bouncedAt,
        complainedAt: emails.complainedAt,
        openedAt: emails.openedAt,
      })
      .from(emails)
      .where(and(...conditions, position))
      .orderBy(...order)
      .limit(limit)
      .all(),
  );
}

export function findEmail(db: Db, id: string) {
  return db.select().from(emails).where(eq(emails.id, id)).get();
}
