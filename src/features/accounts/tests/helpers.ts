import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { EmailKind } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

/** The e-mails the app wrote, to one address and/or of one kind, oldest first (either engine). */
export async function mailsTo(store: DataStore, which: { to?: string; kind?: EmailKind }) {
  const { t, sql } = portable(store);
  const where: SQL[] = [];
  if (which.to !== undefined) where.push(eq(t.emails.to, which.to));
  if (which.kind !== undefined) where.push(eq(t.emails.kind, which.kind));
  return sql()
    .select()
    .from(t.emails)
    .where(and(...where))
    .orderBy(asc(t.emails.createdAt));
}

/** The account's row as stored now (either engine). */
export async function userRow(store: DataStore, id: string) {
  const { t, sql } = portable(store);
  const row = first(await sql().select().from(t.users).where(eq(t.users.id, id)));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}
