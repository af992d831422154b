// The special requests' repository in memory (issue 29 item 7): the same interface as ./repository.ts, so the
// settings' and responses' rules are unit-tested without a database. A transaction that throws puts back
// what it changed, as a rolled-back one does.
import type { Role } from '../../../core/db/schema';
import type { ResponseRow, SpecialRequestsRepository, StoredSpecialSettings } from './repository';
import { memoryTransaction } from '../../../core/db/store/memory-transaction';

export interface MemorySpecialRequests extends SpecialRequestsRepository {
  readonly stored: { settings: Map<string, StoredSpecialSettings>; responses: Map<string, ResponseRow> };
}

/** `weddings`: wedding id → whether it is Pro (the owner's plan the guest limit reads). */
export function memorySpecialRequestsRepository(weddings: Record<string, boolean> = {}): MemorySpecialRequests {
  const stored = { settings: new Map<string, StoredSpecialSettings>(), responses: new Map<string, ResponseRow>() };
  return {
    stored,
    transaction: memoryTransaction(
      () => ({ settings: new Map(stored.settings), responses: new Map(stored.responses) }),
      (saved) => {
        stored.settings = saved.settings;
        stored.responses = saved.responses;
      },
    ),
    settings: async (weddingId) => {
      const row = stored.settings.get(weddingId);
      return row && { ...row };
    },
    saveSettings: async (weddingId, values) => {
      stored.settings.set(weddingId, { ...values });
    },
    response: async (guestId) => stored.responses.get(guestId),
    responses: async (weddingId) => [...stored.responses.values()].filter((row) => row.weddingId === weddingId),
    saveResponse: async (row, now) => {
      const before = stored.responses.get(row.guestId);
      const saved: ResponseRow = before ? { ...before, updatedAt: now } : { ...row, submittedAt: now, updatedAt: now };
      stored.responses.set(row.guestId, saved);
      return saved;
    },
    ownerRole: async (weddingId): Promise<Role | undefined> => {
      if (!(weddingId in weddings)) return undefined;
      return weddings[weddingId] ? 'userPaid' : 'userFree';
    },
  };
}
