// The RSVP's repository in memory (issue 29 item 7): the same async interface as the SQL one (repository.ts), so
// the RSVP's rules (settings, deadline, per-event answers) are unit-tested in milliseconds without a database.
// A transaction restores what it changed when its body throws, as a rolled-back one does.
import type { EventAnswerRow, RsvpRepository, StoredSettings } from './repository';
import { memoryTransaction } from '../../../core/db/store/memory-transaction';

type EventSource = NonNullable<Awaited<ReturnType<RsvpRepository['eventSource']>>>;
interface MemoryGuest {
  id: string;
  weddingId: string;
  householdId: string | null;
  email: string | null;
}

export interface MemoryRsvp extends RsvpRepository {
  /** What is stored, for a test's assertions and set-up. */
  readonly rows: {
    settings: Map<string, StoredSettings>;
    eventAnswers: (EventAnswerRow & { weddingId: string; updatedAt: Date })[];
    /** The weddings' events as the answer reads them (wedding id → source). */
    sources: Map<string, EventSource>;
    guests: MemoryGuest[];
    /** Public-page generation bumps per wedding (the page shows whether RSVP is open). */
    pageChanges: Map<string, number>;
  };
}

export function memoryRsvpRepository(): MemoryRsvp {
  const rows: MemoryRsvp['rows'] = { settings: new Map(), eventAnswers: [], sources: new Map(), guests: [], pageChanges: new Map() };
  const transaction = memoryTransaction(
    () => ({
      settings: new Map(rows.settings),
      eventAnswers: rows.eventAnswers.map((row) => ({ ...row })),
      pageChanges: new Map(rows.pageChanges),
    }),
    (saved) => Object.assign(rows, saved),
  );
  return {
    rows,
    transaction,
    settings: async (weddingId) => {
      const stored = rows.settings.get(weddingId);
      return stored && { ...stored };
    },
    saveSettings: (weddingId, settings) =>
      transaction(async () => {
        rows.settings.set(weddingId, { ...settings });
        rows.pageChanges.set(weddingId, (rows.pageChanges.get(weddingId) ?? 0) + 1);
      }),
    eventAnswers: async (guestIds) =>
      rows.eventAnswers.filter((row) => guestIds.includes(row.guestId)).map(({ guestId, eventId, status, plusOne }) => ({ guestId, eventId, status, plusOne })),
    writeEventAnswer: (weddingId, answer, now) =>
      transaction(async () => {
        const stored = rows.eventAnswers.find((row) => row.guestId === answer.guestId && row.eventId === answer.eventId);
        if (stored) Object.assign(stored, { status: answer.status, plusOne: answer.plusOne, updatedAt: now });
        else rows.eventAnswers.push({ ...answer, weddingId, updatedAt: now });
      }),
    eventSource: async (weddingId) => rows.sources.get(weddingId),
    householdHasEmail: async (weddingId, guest, email) =>
      rows.guests.some(
        (other) =>
          other.weddingId === weddingId &&
          (other.id === guest.id || (guest.householdId !== null && other.householdId === guest.householdId)) &&
          (other.email ?? '').trim().toLowerCase() === email,
      ),
  };
}
