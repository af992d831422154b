// The operator CLI's SQL (npm run admin, issue 29 item 4): accounts found by e-mail, made admin or Pro,
// given a password, or created as an admin with their wedding. One portable implementation for both
// engines; a role change bumps the owner's public page in the same transaction (the plan shows there).
import { and, asc, eq } from 'drizzle-orm';
import type { Role, UserRow } from '../../../core/db/schema';
import { publicPageChanged } from '../../../core/db/queries/page-generation';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { newWeddingValues, weddingRepository } from '../../weddings';
import { isPro } from '../../../core/auth/roles';

export interface OperatorAccountsRepository {
  userByEmail(email: string): Promise<UserRow | undefined>;
  /** Sets the role (and the password hash and verification when given), and bumps their public page. */
  setRole(userId: string, role: Role, also?: { passwordHash: string; emailVerifiedAt: Date }): Promise<void>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  /** A verified admin with the one wedding record every account owns. */
  createAdmin(email: string, passwordHash: string): Promise<UserRow>;
  /**
   * Deletes the account in one transaction. Each wedding it owns passes to its longest-standing partner (whose
   * member row goes) or, with no partner, is deleted with it (its other members' rows go by the cascade).
   */
  deleteUser(userId: string): Promise<{ handedOver: number; deleted: number }>;
}

export function operatorAccountsRepository(store: DataStore): OperatorAccountsRepository {
  const { t, sql, transaction } = portable(store);
  const { users, weddings, weddingMembers } = t;
  return {
    userByEmail: async (email) => first(await sql().select().from(users).where(eq(users.email, email))),
    setRole: (userId, role, also) =>
      transaction(async () => {
        await sql()
          .update(users)
          .set({ role, ...also })
          .where(eq(users.id, userId));
        // Pro belongs to the wedding (issue 23): Pro and admin accounts' weddings have it.
        if (isPro(role)) await sql().update(weddings).set({ pro: true }).where(eq(weddings.ownerId, userId));
        await publicPageChanged(store, { ownerId: userId });
      }),
    setPasswordHash: (userId, passwordHash) =>
      transaction(async () => {
        await sql().update(users).set({ passwordHash }).where(eq(users.id, userId));
      }),
    createAdmin: (email, passwordHash) =>
      transaction(async () => {
        const user = first(await sql().insert(users).values({ email, name: 'Admin', role: 'admin', emailVerifiedAt: new Date(), passwordHash }).returning())!;
        await sql()
          .insert(weddings)
          .values({ ...newWeddingValues(user.id), pro: true });
        return user;
      }),
    deleteUser: (userId) =>
      transaction(async () => {
        let handedOver = 0;
        let deleted = 0;
        for (const { id } of await sql().select({ id: weddings.id }).from(weddings).where(eq(weddings.ownerId, userId))) {
          const partner = first(
            await sql()
              .select()
              .from(weddingMembers)
              .where(and(eq(weddingMembers.weddingId, id), eq(weddingMembers.role, 'partner')))
              .orderBy(asc(weddingMembers.createdAt), asc(weddingMembers.id))
              .limit(1),
          );
          if (partner) {
            await sql().delete(weddingMembers).where(eq(weddingMembers.id, partner.id));
            await sql().update(weddings).set({ ownerId: partner.userId, updatedAt: new Date() }).where(eq(weddings.id, id));
            handedOver++;
          } else {
            // The same deletion as the owner's own (its e-mails too), joining this transaction.
            await weddingRepository(store).deleteWedding(id);
            deleted++;
          }
        }
        await sql().delete(users).where(eq(users.id, userId));
        return { handedOver, deleted };
      }),
  };
}
