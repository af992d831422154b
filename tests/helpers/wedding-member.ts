import { eq } from 'drizzle-orm';
import type { MemberRole } from '../../src/core/db/schema';
import { portable } from '../../src/core/db/store/portable';
import type { DataStore } from '../../src/core/db/store/store';
import { createTestUser } from './auth';

/**
 * A signed-in person who is a member of `weddingId` with `role` (issue 23), as an accepted invitation
 * leaves them: a wedding_members row, and no wedding of their own.
 */
export async function addWeddingMember(store: DataStore, weddingId: string, role: MemberRole, name = `The ${role}`) {
  const member = await createTestUser(store, { name, email: `${role}-${Math.random().toString(36).slice(2)}@example.com` });
  const { t, sql, transaction } = portable(store);
  await transaction(async () => {
    await sql().insert(t.weddingMembers).values({ weddingId, userId: member.user.id, role });
    await sql().delete(t.weddings).where(eq(t.weddings.id, member.wedding.id));
  });
  return { user: member.user, cookie: member.cookie };
}
