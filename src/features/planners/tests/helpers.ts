// Arranging a wedding with its people for the planners tests, through the store.
import { and, eq } from 'drizzle-orm';
import type { MemberRole } from '../../../core/db/schema';
import { portable } from '../../../core/db/store/portable';
import type { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

type App = ReturnType<typeof createTestApp>;

/** A signed-in person; `withWedding: false` belongs to no wedding (as one registered from an invitation). */
export async function person(t: App, email: string, options: { withWedding?: boolean; name?: string; weddingUrl?: string } = {}) {
  const made = await createTestUser(t.store, { email, name: options.name ?? email.split('@')[0], role: 'userPaid', weddingUrl: options.weddingUrl });
  const { t: tables, sql, transaction } = portable(t.store);
  if (options.withWedding === false) await transaction(() => sql().delete(tables.weddings).where(eq(tables.weddings.id, made.wedding.id)));
  return { ...made, http: client(t.app, made.cookie) };
}

export async function addMember(t: App, weddingId: string, userId: string, role: MemberRole) {
  const { t: tables, sql, transaction } = portable(t.store);
  await transaction(() => sql().insert(tables.weddingMembers).values({ weddingId, userId, role }));
}

/** The last invitation e-mail to `to`, and the token of its link. */
export async function invitationMail(t: App, to: string) {
  const { t: tables, sql } = portable(t.store);
  const rows = await sql()
    .select()
    .from(tables.emails)
    .where(and(eq(tables.emails.to, to), eq(tables.emails.kind, 'member-invitation')));
  const mail = rows.at(-1);
  if (!mail) throw new Error(`no invitation e-mail to ${to}`);
  const token = decodeURIComponent(/\/planners\/accept\?token=([^"&\s]+)/.exec(mail.text)![1]!);
  return { mail, token, count: rows.length };
}

export async function membersOf(t: App, weddingId: string) {
  const { t: tables, sql } = portable(t.store);
  return sql()
    .select({ userId: tables.weddingMembers.userId, role: tables.weddingMembers.role })
    .from(tables.weddingMembers)
    .where(eq(tables.weddingMembers.weddingId, weddingId));
}
