// The uploads' repository in memory (issue 29 item 7): the same async interface as the SQL one
// (repository.ts), so the invite image's and the uploads sweep's rules are unit-tested without a
// database. A transaction restores what it changed when its body throws, as a rolled-back one does.
import type { WeddingRow } from '../../../core/db/schema';
import type { InviteRow, UploadsRepository } from './repository';
import { memoryTransaction } from '../../../core/db/store/memory-transaction';

export interface MemoryUploads extends UploadsRepository {
  /** The invites, for a test's assertions. */
  readonly invites: InviteRow[];
}

/** `weddings`: the wedding rows that exist (the sweep reads their images). */
export function memoryUploadsRepository(weddings: WeddingRow[] = []): MemoryUploads {
  let invites: InviteRow[] = [];
  let nextId = 1;
  const repository: MemoryUploads = {
    get invites() {
      return invites;
    },
    transaction: memoryTransaction(
      () => invites.map((invite) => ({ ...invite })),
      (saved) => {
        invites = saved;
      },
    ),
    findInvite: async (weddingId) => invites.find((invite) => invite.weddingId === weddingId),
    setInviteImage: async (weddingId, imageUrl, now = new Date()) => {
      let invite = invites.find((row) => row.weddingId === weddingId);
      if (!invite) {
        invite = {
          id: `i${nextId++}`,
          weddingId,
          saveTheDateDesign: 'bliss',
          invitationDesign: 'classic',
          fields: {},
          imageUrl: null,
          createdAt: now,
          updatedAt: now,
        };
        invites.push(invite);
      }
      Object.assign(invite, { imageUrl, updatedAt: now });
      return { ...invite };
    },
    findWedding: async (weddingId) => weddings.find((row) => row.id === weddingId),
    existingWeddings: async (ids) => new Set(weddings.map((row) => row.id).filter((id) => ids.includes(id))),
  };
  return repository;
}
