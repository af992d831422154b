// The couple's cards' SQL (issue 29 item 4): the wedding's one invites row, created on first use with
// the card designs matching the site's design, and a card's change written in one transaction. One
// portable implementation for both engines.
import { eq } from 'drizzle-orm';
import type { invites as invitesTable } from '../../../../core/db/schema';
import { first, portable } from '../../../../core/db/store/portable';
import type { DataStore } from '../../../../core/db/store/store';

type InviteRow = typeof invitesTable.$inferSelect;

export interface InvitesRepository {
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  findByWedding(weddingId: string): Promise<InviteRow | undefined>;
  findById(inviteId: string): Promise<InviteRow | undefined>;
  weddingTheme(weddingId: string): Promise<string | undefined>;
  /** Creates the wedding's row unless it exists (a concurrent creation wins, nothing fails). */
  createIfAbsent(weddingId: string, designs: { saveTheDateDesign?: string; invitationDesign?: string }): Promise<void>;
  update(inviteId: string, columns: Partial<Pick<InviteRow, 'saveTheDateDesign' | 'invitationDesign' | 'fields'>>): Promise<InviteRow>;
}

export function invitesRepository(store: DataStore): InvitesRepository {
  const { t, sql, transaction } = portable(store);
  const { invites, weddings } = t;
  return {
    transaction,
    findByWedding: async (weddingId) => first(await sql().select().from(invites).where(eq(invites.weddingId, weddingId))),
    findById: async (inviteId) => first(await sql().select().from(invites).where(eq(invites.id, inviteId))),
    weddingTheme: async (weddingId) => first(await sql().select({ theme: weddings.weddingTheme }).from(weddings).where(eq(weddings.id, weddingId)))?.theme,
    createIfAbsent: (weddingId, designs) =>
      transaction(async () => {
        await sql()
          .insert(invites)
          .values({ weddingId, ...designs })
          .onConflictDoNothing({ target: invites.weddingId });
      }),
    update: (inviteId, columns) =>
      transaction(async () => {
        const row = first(
          await sql()
            .update(invites)
            .set({ ...columns, updatedAt: new Date() })
            .where(eq(invites.id, inviteId))
            .returning(),
        );
        if (!row) throw new Error('The card could not be saved');
        return row;
      }),
  };
}
