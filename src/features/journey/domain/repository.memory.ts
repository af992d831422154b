// The journey's repository in memory (issue 29 item 7): the same async interface as the SQL one
// (repository.ts), so the funnel's rules are unit-tested without a database. The guests, e-mails and
// rounds other features write are given by the test; the steps and settings are the journey's own.
import type { GuestRow } from '../../../core/db/schema';
import type { JourneyEmail, JourneyMoments, JourneyRepository } from './repository';

export interface JourneyWorld {
  guests: GuestRow[];
  /** The invitation and reminder e-mails (the SQL reads only those kinds). */
  emails: (JourneyEmail & { weddingId: string })[];
  pro?: boolean;
  rounds?: { weddingId: string; requestKey: string; createdAt: Date; recipientCount: number }[];
}

export interface MemoryJourney extends JourneyRepository {
  readonly rows: { moments: (JourneyMoments & { weddingId: string })[]; settings: Map<string, { enabled: boolean; days: number[] }> };
}

export function memoryJourneyRepository(world: JourneyWorld): MemoryJourney {
  const moments: (JourneyMoments & { weddingId: string })[] = [];
  const settings = new Map<string, { enabled: boolean; days: number[] }>();
  const momentOf = (weddingId: string, guestId: string) => {
    let found = moments.find((m) => m.guestId === guestId);
    if (!found) {
      found = { weddingId, guestId, firstVisitedAt: null, rsvpStartedAt: null };
      moments.push(found);
    }
    return found;
  };
  return {
    rows: { moments, settings },
    transaction: (fn) => fn(),
    reminderSettings: async (weddingId) => settings.get(weddingId),
    saveReminderSettings: async (weddingId, saved) => {
      settings.set(weddingId, { ...saved });
    },
    weddingsWithRemindersOn: async () => [...settings].filter(([, s]) => s.enabled).map(([weddingId]) => weddingId),
    weddingPro: async () => world.pro ?? false,
    roundRecorded: async (weddingId, requestKey) => world.rounds?.find((r) => r.weddingId === weddingId && r.requestKey === requestKey),
    guests: async (weddingId) =>
      world.guests.filter((g) => g.weddingId === weddingId).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1)),
    journeyEmails: async (weddingId) => world.emails.filter((e) => e.weddingId === weddingId && e.guestId !== null).map(({ weddingId: _, ...e }) => e),
    moments: async (weddingId) => moments.filter((m) => m.weddingId === weddingId).map(({ weddingId: _, ...m }) => m),
    recordVisit: async (weddingId, guestId, at) => {
      const moment = momentOf(weddingId, guestId);
      moment.firstVisitedAt ??= at;
    },
    recordRsvpStarted: async (weddingId, guestId, at) => {
      const moment = momentOf(weddingId, guestId);
      moment.firstVisitedAt ??= at;
      moment.rsvpStartedAt ??= at;
    },
  };
}
