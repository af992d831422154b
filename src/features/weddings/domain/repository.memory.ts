// The weddings' repository in memory (issue 29 item 7): the same interface as ./repository.ts (the wedding
// rows and the old addresses that still lead to a wedding), so the old-address rules are unit-tested without
// a database. A transaction that throws puts back what it changed, as a rolled-back one does.
import type { WeddingRow } from '../../../core/db/schema';
import type { PreviousUrlRow, WeddingRepository } from './repository';
import { memoryTransaction } from '../../../core/db/store/memory-transaction';

export interface MemoryWeddings extends WeddingRepository {
  readonly stored: { weddings: WeddingRow[]; previous: PreviousUrlRow[] };
}

export function memoryWeddingRepository(weddings: WeddingRow[] = []): MemoryWeddings {
  const stored = { weddings: [...weddings], previous: [] as PreviousUrlRow[] };
  return {
    stored,
    transaction: memoryTransaction(
      () => ({ weddings: stored.weddings.map((row) => ({ ...row })), previous: stored.previous.map((row) => ({ ...row })) }),
      (saved) => {
        Object.assign(stored, saved);
      },
    ),
    byUrl: async (weddingUrl) => stored.weddings.find((row) => row.weddingUrl === weddingUrl),
    byId: async (id) => stored.weddings.find((row) => row.id === id),
    updateAtVersion: async (id, expectedVersion, write) => {
      const index = stored.weddings.findIndex((row) => row.id === id && row.version === expectedVersion);
      if (index < 0) return undefined;
      const before = stored.weddings[index]!;
      const after: WeddingRow = { ...before, ...(write as Partial<WeddingRow>), version: before.version + 1, updatedAt: new Date() };
      stored.weddings[index] = after;
      return after;
    },
    previousUrl: async (weddingUrl) => stored.previous.find((row) => row.weddingUrl === weddingUrl),
    currentUrlOfPrevious: async (weddingUrl) => {
      const row = stored.previous.find((previous) => previous.weddingUrl === weddingUrl);
      return row && stored.weddings.find((wedding) => wedding.id === row.weddingId)?.weddingUrl;
    },
    previousUrlsOf: async (weddingId) =>
      stored.previous.filter((row) => row.weddingId === weddingId).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
    movePreviousUrl: async (weddingId, from, to, at) => {
      stored.previous = stored.previous.filter((row) => row.weddingUrl !== to && row.weddingUrl !== from);
      if (from && from !== to) stored.previous.push({ weddingUrl: from, weddingId, createdAt: at });
    },
    deletePreviousUrl: async (weddingId, weddingUrl) => {
      const before = stored.previous.length;
      stored.previous = stored.previous.filter((row) => !(row.weddingId === weddingId && row.weddingUrl === weddingUrl));
      return stored.previous.length < before;
    },
    // As the cascade does: the wedding and its old addresses (this repository holds nothing else of it).
    deleteWedding: async (weddingId) => {
      const before = stored.weddings.length;
      stored.weddings = stored.weddings.filter((row) => row.id !== weddingId);
      stored.previous = stored.previous.filter((row) => row.weddingId !== weddingId);
      return stored.weddings.length < before;
    },
  };
}
