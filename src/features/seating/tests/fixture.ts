// A wedding's guest list for seating tests, written straight into either engine: the Lee household (Ana
// and Ben attending, Cy declined), Dee Park bringing an unnamed plus-one, Eve Stone bringing Finn Roe,
// and Gus Hall who has not answered. With only the wedding day, each status is the day's answer.
import type { DataStore } from '../../../core/db/store/store';
import { newId } from '../../../shared/ids';
import { insertRows } from '../../../../tests/helpers/engines';

export async function seatingGuests(store: DataStore, weddingId: string) {
  const lees = newId();
  const ids = { ana: newId(), ben: newId(), cy: newId(), dee: newId(), eve: newId(), gus: newId() };
  await insertRows(store, 'households', [{ id: lees, weddingId, name: 'Lee family' }]);
  const guest = (id: string, name: string, n: number, extra: Record<string, unknown> = {}) => ({
    id,
    weddingId,
    name,
    nameKey: name.toLowerCase(),
    createdAt: new Date(n),
    status: 'Accepted',
    ...extra,
  });
  await insertRows(store, 'guests', [
    guest(ids.ana, 'Ana Lee', 1, { householdId: lees }),
    guest(ids.ben, 'Ben Lee', 2, { householdId: lees }),
    guest(ids.cy, 'Cy Lee', 3, { householdId: lees, status: 'Declined' }),
    guest(ids.dee, 'Dee Park', 4, { plusOneAllowed: true }),
    guest(ids.eve, 'Eve Stone', 5, { plusOneAllowed: true, plusOneName: 'Finn Roe', plusOneStatus: 'Accepted' }),
    guest(ids.gus, 'Gus Hall', 6, { status: 'Awaiting' }),
  ]);
  return { lees, ...ids };
}

/** A user and their wedding on 2027-06-19 (the derived main event 'wedding-day'), for the contract suite. */
export async function seatingWedding(store: DataStore) {
  const userId = newId();
  const weddingId = newId();
  const weddingDate = new Date('2027-06-19T15:00:00Z');
  await insertRows(store, 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
  await insertRows(store, 'weddings', [{ id: weddingId, ownerId: userId, content: {}, weddingDate, timeZone: 'UTC' }]);
  const wedding = { id: weddingId, timeZone: 'UTC', weddingDate, content: {} };
  return { wedding, ...(await seatingGuests(store, weddingId)) };
}
