import { z } from 'zod';
import { ROLES, type Role } from '../../../core/db/schema';
import type { AdminRepository, Keyset, KeysetCursor } from './repository';
import { appText } from '../../../shared/i18n/app';

export const ADMIN_PAGE_SIZE = 50;

/**
 * Where a page starts (keyset paging, issue 29 item 6): after (older than) or before (newer than)
 * the row at this creation time and id. Every page costs the same however many rows there are.
 */
type AdminCursor = KeysetCursor;

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
        ctx.addIssue({ code: 'custom', message: appText('admin.invalidCursor') });
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
 * Loads the page `query` asks for: `load` reads one more row than a page from the position the query
 * names (newest first unless going back), to know whether more follow.
 */
async function keysetPage<T extends { _id: string; createdAt: Date }>(query: AdminListQuery, load: (keyset: Keyset) => Promise<T[]>): Promise<AdminPage<T>> {
  const { cursor } = query;
  const rows = await load({ cursor, before: query.before ? new Date(query.before) : undefined, limit: query.limit + 1 });
  const back = cursor?.d === 'newer';
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

/** Counts under `prefix:` by what follows it (e.g. guests by status), zeros left out. */
function countsUnder(counts: Map<string, number>, prefix: string): Record<string, number> {
  return Object.fromEntries([...counts].filter(([key, n]) => key.startsWith(`${prefix}:`) && n !== 0).map(([key, n]) => [key.slice(prefix.length + 1), n]));
}

export async function appStats(admin: AdminRepository) {
  const counts = await admin.counts();
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
async function listTotal(admin: AdminRepository, query: AdminListQuery, list: 'users' | 'weddings'): Promise<number | null> {
  if (query.search) return null;
  const counts = await admin.counts();
  if (list === 'weddings') return counts.get('weddings') ?? 0;
  const roles: readonly Role[] = query.role ? [query.role] : ROLES;
  return roles.reduce<number>((sum, role) => sum + (counts.get(`users:${role}`) ?? 0), 0);
}

export async function listUsers(admin: AdminRepository, query: AdminListQuery) {
  const page = await keysetPage(query, (keyset) => admin.users({ search: query.search, role: query.role }, keyset));
  return {
    ...page,
    items: page.items.map((row) => ({ ...row, pro: row.role !== 'userFree' })),
    total: await listTotal(admin, query, 'users'),
  };
}

/** Weddings newest first; a search matches the web address, the owner's name (the couple) or e-mail. */
export async function listWeddings(admin: AdminRepository, query: AdminListQuery) {
  const page = await keysetPage(query, (keyset) => admin.weddings({ search: query.search }, keyset));
  return { ...page, total: await listTotal(admin, query, 'weddings') };
}

export const emailLogQuerySchema = adminListQuerySchema.extend({ status: z.enum(['queued', 'sent', 'failed']).optional() });

export function listEmails(admin: AdminRepository, query: z.output<typeof emailLogQuerySchema>) {
  return keysetPage(query, (keyset) => admin.emails({ search: query.search, status: query.status }, keyset));
}

export function findEmail(admin: AdminRepository, id: string) {
  return admin.findEmail(id);
}
