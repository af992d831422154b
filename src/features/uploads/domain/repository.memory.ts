// The uploads' repository in memory (issue 29 item 7): the same async interface as the SQL one
// (repository.ts), so the invite image's rules are unit-tested without a database. A transaction
// restores what it changed when its body throws, as a rolled-back one does.
import type { InviteRow, UploadsRepository } from './repository';

export interface MemoryUploads extends UploadsRepository {
  /** The invites, for a test's assertions. */
  readonly invites: InviteRow[];
}

export function memoryUploadsRepository(): MemoryUploads {
  let invites: InviteRow[] = [];
  let nextId = 1;
  let depth = 0;
  const repository: MemoryUploads = {
    get invites() {
      return invites;
    },
    transaction: async (fn) => {
      const saved = invites.map((invite) => ({ ...invite }));
      depth += 1;
      try {
        return await fn();
      } catch (error) {
        if (depth === 1) invites = saved;
        throw error;
      } finally {
        depth -= 1;
      }
    },
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
    findWedding: async () => {
      throw new Error('The wedding row is SQL: tests/contract/uploads runs it on both engines');
    },
    existingWeddings: async () => {
      throw new Error('The wedding rows are SQL: tests/contract/uploads runs them on both engines');
    },
  };
  return repository;
}
