// Synchronous SQLite reads and writes of events for the features not converted yet (issue 29 item 4):
// the RSVP page, the cards' details, the public schedule and quick settings call these with the SQLite
// connection. The events feature itself uses the async repository (./repository/events.ts);
// these go when their callers are converted.
import { asc, eq } from 'drizzle-orm';
import { weddingEvents } from '../../../core/db/schema';
import type { DbOrTx } from '../../guests';
import { eventsOf, type WeddingEvent, type WeddingForEvents } from './events';

/** @deprecated legacy synchronous read for features not converted yet (issue 29 item 4); use listEvents. */
export function listEventsSync(db: DbOrTx, wedding: WeddingForEvents): WeddingEvent[] {
  const rows = db
    .select()
    .from(weddingEvents)
    .where(eq(weddingEvents.weddingId, wedding.id))
    .orderBy(asc(weddingEvents.startsAt), asc(weddingEvents.createdAt))
    .all();
  return eventsOf(rows, wedding);
}

/** @deprecated legacy synchronous read for features not converted yet (issue 29 item 4); use publicEvents. */
export function publicEventsSync(db: DbOrTx, wedding: WeddingForEvents): WeddingEvent[] {
  return listEventsSync(db, wedding).filter((event) => event.audience.everyone);
}
