// Recording the guest journey's two steps the e-mail log cannot see: a guest opening their
// personal link (card page or RSVP page with their token) and opening the answer form. One
// statement each, writing only while the moment is unknown; called only on personal (token)
// requests, never on the cached anonymous page path.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../guests';
import { guestJourney } from '../../../core/db/schema';

/**
 * @deprecated legacy synchronous write for the RSVP page (not converted yet: issue 29 item 4); the
 * journey repository's recordRsvpStarted is the same statement. The guest opened their household's
 * answer form (first time only); opening it is also a visit.
 */
export function recordRsvpStarted(db: DbOrTx, weddingId: string, guestId: string, now = new Date()): void {
  db.insert(guestJourney)
    .values({ guestId, weddingId, firstVisitedAt: now, rsvpStartedAt: now })
    .onConflictDoUpdate({
      target: guestJourney.guestId,
      set: { rsvpStartedAt: now, firstVisitedAt: sql`coalesce(${guestJourney.firstVisitedAt}, ${now.getTime()})` },
      setWhere: sql`${guestJourney.rsvpStartedAt} is null`,
    })
    .run();
}
