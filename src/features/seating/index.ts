// The seating feature's public API: what other features may import (createApp takes the routers from
// routers.ts; its views are in web.ts). The RSVP page shows a household's own tables once the couple lets guests find them.
import type { DataStore } from '../../core/db/store/store';
import type { SeatingWedding } from './domain/chart';
import { householdTables as readHouseholdTables } from './domain/guest-tables';
import { seatingRepository } from './domain/repository';

/** The seats of a guest's household at the events whose chart the couple shows to guests (empty otherwise). */
export function householdTables(store: DataStore, wedding: SeatingWedding, guestId: string) {
  return readHouseholdTables(seatingRepository(store), wedding, guestId);
}
