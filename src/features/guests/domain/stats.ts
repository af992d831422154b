import type { Db } from '../../../core/db/connection';
import { countGuests, seatsUsed } from '../queries/guests';
import type { WeddingRow } from '../../../core/db/schema';
import type { Role } from '../../../core/db/schema';
import { daysUntilWedding } from './days-until';
import { guestLimitFor } from './limits';
import { eventTallies } from '../../rsvp';

/** The stats entity of product.md §3 for GET /users/user-stats, plus the seat usage. */
export function userStats(db: Db, user: { name: string; role: Role }, wedding: WeddingRow | undefined, now = new Date()) {
  const counts = wedding ? countGuests(db, wedding.id) : { total: 0, plusOnes: 0, Awaiting: 0, Accepted: 0, Declined: 0 };
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
    seatsUsed: wedding ? seatsUsed(db, wedding.id) : 0,
    guestLimit: guestLimitFor(user.role),
    /** Per event (issue 16 item 3): people invited, accepted, declined, awaiting, plus-ones coming, attending. */
    events: wedding ? eventTallies(db, wedding.id).events : [],
  };
}
