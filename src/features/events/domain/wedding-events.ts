// The wedding's events for other features on the async store (issue 29 item 4): the cards' details
// read them once per send.
import type { DataStore } from '../../../core/db/store/store';
import { listEvents, type WeddingEvent, type WeddingForEvents } from './events';
import { eventsRepository } from './repository/events';

/** The wedding's events in time order. */
export function weddingEventsOf(store: DataStore, wedding: WeddingForEvents): Promise<WeddingEvent[]> {
  return listEvents(eventsRepository(store), wedding);
}
