import { and, count, desc, eq, like, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../core/db/connection';
import { emails, guests, payments, ROLES, supportMessages, users, weddings } from '../../../core/db/schema';

export const ADMIN_PAGE_SIZE = 50;

export const adminListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_PAGE_SIZE),
  /** ISO time of the last row seen: rows older than it come next. */
  before: z.iso.datetime().optional(),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

function pattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function appStats(db: Db) {
  const userCounts = db.select({ role: users.role, n: count() }).from(users).groupBy(users.role).all();
  const byRole = Object.fromEntries(ROLES.map((role) => [role, userCounts.find((row) => row.role === role)?.n ?? 0]));
  const weddingCount = db.select({ n: count() }).from(weddings).get()?.n ?? 0;
  const withUrl = db.select({ n: count() }).from(weddings).where(sql`${weddings.weddingUrl} is not null`).get()?.n ?? 0;
  const guestCounts = db.select({ status: guests.status, n: count() }).from(guests).groupBy(guests.status).all();
  const emailCounts = db.select({ status: emails.status, n: count() }).from(emails).groupBy(emails.status).all();
  // Payments made through the labelled test checkout (provider 'test') charge nobody: they are
  // counted apart and never as revenue.
  const paidRows = db
    .select({ provider: payments.provider, n: count(), cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(eq(payments.status, 'paid'))
    .groupBy(payments.provider)
    .all();
  const paid = paidRows.find((row) => row.provider === 'stripe');
  const testPaid = paidRows.find((row) => row.provider === 'test');
  const support = db.select({ n: count() }).from(supportMessages).get()?.n ?? 0;
  return {
    totalUsers: Object.values(byRole).reduce((a, b) => a + b, 0),
    usersByRole: byRole,
    totalWeddings: weddingCount,
    weddingsWithAddress: withUrl,
    totalGuests: guestCounts.reduce((a, row) => a + row.n, 0),
    guestsByStatus: Object.fromEntries(guestCounts.map((row) => [row.status, row.n])),
    emailsByStatus: Object.fromEntries(emailCounts.map((row) => [row.status, row.n])),
    payments: paid?.n ?? 0,
    revenueCents: paid?.cents ?? 0,
    testPayments: testPaid?.n ?? 0,
    supportMessages: support,
  };
}

export function listUsers(db: Db, query: AdminListQuery) {
  const conditions = [];
  if (query.search)
    conditions.push(or(sql`${users.email} like ${pattern(query.search)} escape '\\'`, sql`${users.name} like ${pattern(query.search)} escape '\\'`));
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.before) conditions.push(lt(users.createdAt, new Date(query.before)));
  const rows = db
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
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(users.createdAt))
    .limit(query.limit)
    .all();
  return rows.map((row) => ({ ...row, verified: Boolean(row.verified), pro: row.role !== 'userFree' }));
}

export function listWeddings(db: Db, query: AdminListQuery) {
  const conditions = [];
  if (query.search) conditions.push(or(like(weddings.weddingUrl, pattern(query.search)), sql`${users.email} like ${pattern(query.search)} escape '\\'`));
  if (query.before) conditions.push(lt(weddings.createdAt, new Date(query.before)));
  const guestCount = db
    .select({ weddingId: guests.weddingId, n: count().as('n') })
    .from(guests)
    .groupBy(guests.weddingId)
    .as('guest_count');
  return db
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
      guests: sql<number>`coalesce(${guestCount.n}, 0)`,
    })
    .from(weddings)
    .innerJoin(users, eq(users.id, weddings.ownerId))
    .leftJoin(guestCount, eq(guestCount.weddingId, weddings.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(weddings.createdAt))
    .limit(query.limit)
    .all();
}

export const emailLogQuerySchema = adminListQuerySchema.extend({ status: z.enum(['queued', 'sent', 'failed']).optional() });

export function listEmails(db: Db, query: z.output<typeof emailLogQuerySchema>) {
  const conditions = [];
  if (query.search)
    conditions.push(or(sql`${emails.to} like ${pattern(query.search)} escape '\\'`, sql`${emails.subject} like ${pattern(query.search)} escape '\\'`));
  if (query.status) conditions.push(eq(emails.status, query.status));
  if (query.before) conditions.push(lt(emails.createdAt, new Date(query.before)));
  return db
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
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(emails.createdAt))
    .limit(query.limit)
    .all();
}

export function findEmail(db: Db, id: string) {
  return db.select().from(emails).where(eq(emails.id, id)).get();
}
