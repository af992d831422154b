import type { WeddingRow } from '../../../core/db/schema';
import type { Role } from '../../../core/db/schema';
import type { DataStore } from '../../../core/db/store/store';
import { eventTalliesOf } from '../../rsvp';
import { daysUntilWedding } from './days-until';
import { guestLimitFor } from './limits';
import { guestsRepository } from './repository';

/**
 * The stats entity of product.md §3 for GET /users/user-stats, plus the seat usage. The counts come
 * from the store, the per-event tallies from the RSVP feature on the same store.
 */
export async function userStats(store: DataStore, user: { name: string; role: Role }, wedding: WeddingRow | undefined, now = new Date()) {
  const guests = guestsRepository(store);
  const counts = wedding ? await guests.counts(wedding.id) : { total: 0, plusOnes: 0, Awaiting: 0, Accepted: 0, Declined: 0 };
  return {
    accountStatus: user.role,
    username: user.name,
    totalGuests: counts.total,
    weddingDate: wedding?.weddingDate ? wedding.weddingDate.toISOString() : null,
    weddingTheme: wedding?.weddingTheme ?? 'light',
    domainName: wedding?.weddingUrl ?? '',
    weddingPublished: wedding?.published ?? false,
    daysUntilWedding: wedding ? daysUntilWedding(wedding.weddingDate, wedding.timeZone, now) : null,
    Accepted: counts.Accepted,
    Awaiting: counts.Awaiting,
    Declined: counts.Declined,
    plusOnes: counts.plusOnes,
    seatsUsed: wedding ? await guests.seatsUsed(wedding.id) : 0,
    guestLimit: guestLimitFor(user.role),
    /** Per event (issue 16 item 3): people invited, accepted, declined, awaiting, plus-ones coming, attending. */
    events: wedding ? (await eventTalliesOf(store, wedding.id, await guests.all(wedding.id))).events : [],
  };
}
