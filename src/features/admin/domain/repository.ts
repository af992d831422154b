// The admin area's SQL (issue 29 item 4): the kept totals (app_counts), the paged and searched lists of
// users, weddings and e-mails, one e-mail, and the e-mail control's counts and retry. One portable
// implementation for both engines; a search matches case-insensitively on both (SQLite's LIKE already
// ignores ASCII case, PostgreSQL's needs ILIKE).
import { and, asc, count, desc, eq, lt, or, type SQL, sql as raw } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type * as sqlite from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataEngine, DataStore } from '../../../core/db/store/store';
import { sumShards } from '../../../core/db/app-count-shards';

type Role = (typeof sqlite.users.$inferSelect)['role'];
type EmailStatus = (typeof sqlite.emails.$inferSelect)['status'];
export type EmailRow = typeof sqlite.emails.$inferSelect;

/** Where a page starts: after (older than) or before (newer than) the row at this creation time (ms) and id. */
export interface KeysetCursor {
  v: number;
  id: string;
  d: 'older' | 'newer';
}

/** Which rows to read: from the cursor (or older than `before`), newest first unless going back (newer). */
export interface Keyset {
  cursor?: KeysetCursor;
  before?: Date;
  limit: number;
}

export interface UserListRow {
  _id: string;
  name: string;
  email: string;
  role: Role;
  verified: boolean;
  createdAt: Date;
  weddingUrl: string | null;
}

export interface WeddingListRow {
  _id: string;
  weddingUrl: string | null;
  weddingTheme: string;
  weddingDate: Date | null;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
  ownerName: string;
  ownerEmail: string;
  ownerRole: Role;
  guests: number;
}

export interface AdminRepository {
  /** The totals the database keeps (app_counts, moved by triggers on every counted write). */
  counts(): Promise<Map<string, number>>;
  /** Users matching the search (e-mail or name) and role, one keyset page (with one row more when more follow). */
  users(filter: { search?: string; role?: Role }, keyset: Keyset): Promise<UserListRow[]>;
  /** Weddings matching the search (web address, the owner's name or e-mail), with each row's guest count. */
  weddings(filter: { search?: string }, keyset: Keyset): Promise<WeddingListRow[]>;
  /** The e-mail log: matching the search (recipient or subject) and status. */
  emails(filter: { search?: string; status?: EmailStatus }, keyset: Keyset): Promise<EmailLogRow[]>;
  findEmail(id: string): Promise<EmailRow | undefined>;
  emailStatusCounts(): Promise<{ status: EmailStatus; n: number }[]>;
  /** Every failed e-mail back to queued (attempts and error cleared); their ids. */
  requeueFailedEmails(): Promise<string[]>;
}

export type EmailLogRow = Pick<
  EmailRow,
  | 'kind'
  | 'to'
  | 'subject'
  | 'status'
  | 'provider'
  | 'error'
  | 'attempts'
  | 'createdAt'
  | 'sentAt'
  | 'deliveredAt'
  | 'delayedAt'
  | 'bouncedAt'
  | 'complainedAt'
  | 'openedAt'
> & { _id: string };

/** `%search%` with LIKE's own characters escaped (by backslash). */
function pattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Case-insensitive containment on either engine. */
function matcher(engine: DataEngine) {
  const like = engine === 'postgres' ? raw.raw('ilike') : raw.raw('like');
  return (column: SQLiteColumn | SQL, value: string) => raw`${column} ${like} ${value} escape '\\'`;
}

/** The position condition and order of a keyset page over (createdAt, id). */
function keyset(columns: { createdAt: SQLiteColumn; id: SQLiteColumn }, { cursor, before }: Keyset) {
  const key = raw`(${columns.createdAt}, ${columns.id})`;
  // The time goes through the column's own encoding (SQLite: milliseconds; PostgreSQL: timestamptz).
  const at = cursor && raw`(${raw.param(new Date(cursor.v), columns.createdAt)}, ${cursor.id})`;
  const position = cursor ? (cursor.d === 'older' ? raw`${key} < ${at}` : raw`${key} > ${at}`) : before ? lt(columns.createdAt, before) : undefined;
  const order = cursor?.d === 'newer' ? [asc(columns.createdAt), asc(columns.id)] : [desc(columns.createdAt), desc(columns.id)];
  return { position, order };
}

export function adminRepository(store: DataStore): AdminRepository {
  const { engine, t, sql, transaction } = portable(store);
  const { users, weddings, guests, emails, appCounts } = t;
  const matches = matcher(engine);
  return {
    // Summed over a key's shards (PostgreSQL keeps one per connection: migration 0003).
    counts: async () => sumShards(await sql().select({ key: appCounts.key, n: appCounts.n }).from(appCounts)),

    users: async (filter, page) => {
      const { position, order } = keyset({ createdAt: users.createdAt, id: users.id }, page);
      const rows = await sql()
        .select({
          _id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          verified: raw<boolean>`${users.emailVerifiedAt} is not null`,
          createdAt: users.createdAt,
          // A person may own several weddings (issue 23 item 5): one row each, with the oldest one's address
          // (read through weddings_owner_idx for the rows of this page only).
          weddingUrl: raw<string | null>`(select w.wedding_url from ${weddings} w where w.owner_id = ${users}.id order by w.created_at, w.id limit 1)`,
        })
        .from(users)
        .where(
          and(
            filter.search ? or(matches(users.email, pattern(filter.search)), matches(users.name, pattern(filter.search))) : undefined,
            filter.role ? eq(users.role, filter.role) : undefined,
            position,
          ),
        )
        .orderBy(...order)
        .limit(page.limit);
      return rows.map((row) => ({ ...row, verified: Boolean(row.verified) }));
    },

    weddings: async (filter, page) => {
      let search: SQL | undefined;
      if (filter.search) {
        const like = pattern(filter.search);
        const owners = raw`(select s.id from ${users} s where ${matches(raw`s.name`, like)} or ${matches(raw`s.email`, like)})`;
        search =
          engine === 'sqlite'
            ? // Walked newest first through weddings_created_idx, which holds the owner: the matching owners
              // (one pass over the narrow users table) and web addresses (one pass over weddings_url_unique)
              // are listed once, so no wedding row is read unless it matches. `+` keeps SQLite walking the
              // date index instead of sorting every match.
              or(
                raw`+${weddings.ownerId} in ${owners}`,
                raw`+${weddings}.rowid in (select s.rowid from ${weddings} s where ${matches(raw`s.wedding_url`, like)})`,
              )
            : // The matching web addresses (weddings_url_trgm_idx) and the matching owners' weddings (users' trigram
              // indexes, then weddings_owner_idx) as one list of ids: an OR of the two would read every wedding.
              raw`${weddings.id} in (select s.id from ${weddings} s where ${matches(raw`s.wedding_url`, like)} union select s.id from ${weddings} s where s.owner_id in ${owners})`;
      }
      const { position, order } = keyset({ createdAt: weddings.createdAt, id: weddings.id }, page);
      return sql()
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
          guests: raw<number>`(select count(*) from ${guests} where ${guests.weddingId} = ${weddings.id})`.mapWith(Number),
        })
        .from(weddings)
        .innerJoin(users, eq(users.id, weddings.ownerId))
        .where(and(search, position))
        .orderBy(...order)
        .limit(page.limit);
    },

    emails: (filter, page) => {
      const { position, order } = keyset({ createdAt: emails.createdAt, id: emails.id }, page);
      return sql()
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
        .where(
          and(
            filter.search ? or(matches(emails.to, pattern(filter.search)), matches(emails.subject, pattern(filter.search))) : undefined,
            filter.status ? eq(emails.status, filter.status) : undefined,
            position,
          ),
        )
        .orderBy(...order)
        .limit(page.limit);
    },

    findEmail: async (id) => first(await sql().select().from(emails).where(eq(emails.id, id))),

    emailStatusCounts: () => sql().select({ status: emails.status, n: count() }).from(emails).groupBy(emails.status),

    requeueFailedEmails: () =>
      transaction(async () =>
        (await sql().update(emails).set({ status: 'queued', error: null, attempts: 0 }).where(eq(emails.status, 'failed')).returning({ id: emails.id })).map(
          (row) => row.id,
        ),
      ),
  };
}
