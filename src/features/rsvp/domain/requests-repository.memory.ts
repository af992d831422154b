// The visitors' notes (requests-repository.ts) in memory (issue 29 item 7), so the notes' rules (one pending note per
// name and e-mail, the pending limit, approve or dismiss once) are unit-tested without a database. A transaction
// restores what it changed when its body throws, as a rolled-back one does.
import type { GuestRequestRow, GuestRequestsRepository } from './requests-repository';
import { memoryTransaction } from '../../../core/db/store/memory-transaction';

export interface MemoryGuestRequests extends GuestRequestsRepository {
  /** What is stored, for a test's assertions and set-up. */
  readonly stored: GuestRequestRow[];
}

/** `clock`: each note's createdAt (a later note is newer unless the test says otherwise). */
export function memoryGuestRequestsRepository(
  clock: () => Date = (() => {
    let tick = 0;
    return () => new Date(Date.UTC(2027, 0, 1) + tick++ * 1000);
  })(),
): MemoryGuestRequests {
  let rows: GuestRequestRow[] = [];
  let nextId = 1;
  const change = (id: string, changes: Partial<GuestRequestRow>) => {
    rows = rows.map((row) => (row.id === id ? { ...row, ...changes } : row));
    return rows.find((row) => row.id === id);
  };
  return {
    get stored() {
      return rows;
    },
    transaction: memoryTransaction(
      () => rows.map((row) => ({ ...row })),
      (saved) => {
        rows = saved;
      },
    ),
    pending: async (weddingId) =>
      rows
        .filter((row) => row.weddingId === weddingId && row.status === 'pending')
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)),
    insert: async (weddingId, values) => {
      const row: GuestRequestRow = { id: `r${nextId++}`, weddingId, status: 'pending', createdAt: clock(), ...values };
      rows = [...rows, row];
      return row;
    },
    setMessage: async (id, message) => change(id, { message })!,
    claim: async (weddingId, id, to) => {
      const row = rows.find((r) => r.weddingId === weddingId && r.id === id && r.status === 'pending');
      return row && change(id, { status: to });
    },
  };
}
