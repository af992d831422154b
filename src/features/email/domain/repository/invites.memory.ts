// The couple's cards' repository in memory (issue 29 item 7): the same interface as the SQL one
// (invites.ts): one invites row per wedding and the weddings' site designs, so the card rules (created
// with the matching designs, a change kept per product) are unit-tested without a database. A
// transaction restores the rows when its body throws.
import type { InviteRow } from '../invite-store';
import type { InvitesRepository } from './invites';
import { memoryTransaction } from '../../../../core/db/store/memory-transaction';

export interface MemoryInvites extends InvitesRepository {
  readonly rows: InviteRow[];
}

/** `themes`: wedding id → its site design (weddings.wedding_theme); a wedding not in it does not exist. */
export function memoryInvitesRepository(themes: Record<string, string>, now: () => Date = () => new Date()): MemoryInvites {
  const rows: InviteRow[] = [];
  let nextId = 1;
  return {
    rows,
    transaction: memoryTransaction(
      () => rows.map((row) => ({ ...row })),
      (saved) => {
        rows.splice(0, rows.length, ...saved);
      },
    ),
    findByWedding: async (weddingId) => rows.find((row) => row.weddingId === weddingId),
    findById: async (inviteId) => rows.find((row) => row.id === inviteId),
    weddingTheme: async (weddingId) => themes[weddingId],
    createIfAbsent: async (weddingId, designs) => {
      if (rows.some((row) => row.weddingId === weddingId)) return;
      const at = now();
      rows.push({
        id: `i${nextId++}`,
        weddingId,
        saveTheDateDesign: designs.saveTheDateDesign ?? 'bliss',
        invitationDesign: designs.invitationDesign ?? 'classic',
        fields: {},
        imageUrl: null,
        createdAt: at,
        updatedAt: at,
      });
    },
    update: async (inviteId, columns) => {
      const row = rows.find((r) => r.id === inviteId);
      if (!row) throw new Error('The card could not be saved');
      Object.assign(row, columns, { updatedAt: now() });
      return { ...row };
    },
  };
}
