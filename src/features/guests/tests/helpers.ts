import { eq, sql as raw } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { guests } from '../../../core/db/schema';
import { portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { nameKey } from '../../../shared/guests/names';

type SeedOptions = { plusOneAllowed?: boolean; prefix?: string; start?: Date };

function seedRows(weddingId: string, count: number, options: SeedOptions) {
  const start = options.start?.getTime() ?? Date.now() - count * 1000;
  return Array.from({ length: count }, (_, i) => {
    const name = `${options.prefix ?? 'Seeded Guest'} ${i + 1}`;
    return {
      weddingId,
      name,
      nameKey: nameKey(name),
      plusOneAllowed: options.plusOneAllowed ?? false,
      createdAt: new Date(start + i * 1000),
      updatedAt: new Date(start + i * 1000),
    };
  });
}

/** Puts `count` guests straight into the database (fast set-up for limit tests). */
export function seedGuests(db: Db, weddingId: string, count: number, options: SeedOptions = {}) {
  const rows = seedRows(weddingId, count, options);
  for (let i = 0; i < rows.length; i += 100)
    db.insert(guests)
      .values(rows.slice(i, i + 100))
      .run();
}

/** seedGuests on the test app's store, either engine (the route tests of the PostgreSQL pass). */
export async function seedGuestsIn(store: DataStore, weddingId: string, count: number, options: SeedOptions = {}) {
  const { t, sql, transaction } = portable(store);
  const rows = seedRows(weddingId, count, options);
  await transaction(async () => {
    for (let i = 0; i < rows.length; i += 100)
      await sql()
        .insert(t.guests)
        .values(rows.slice(i, i + 100));
  });
}

/**
 * Gives a guest a status the CHECK constraint (migration 0005) refuses, as a row written before it could hold.
 * SQLite writes it with the checks ignored; PostgreSQL has no such switch, so the check is dropped and added back
 * NOT VALID (new rows checked, this one left), on the test app's own database.
 */
export async function forceGuestStatus(t: { db: Db; store: DataStore }, guestId: string, status: string) {
  if (t.store.engine === 'sqlite') {
    t.db.$client.pragma('ignore_check_constraints = ON');
    t.db
      .update(guests)
      .set({ status: status as never })
      .where(eq(guests.id, guestId))
      .run();
    t.db.$client.pragma('ignore_check_constraints = OFF');
    return;
  }
  await t.store.transaction(async (tx) => {
    await tx.execute(raw`alter table guests drop constraint guests_status_check`);
    await tx.execute(raw`update guests set status = ${status} where id = ${guestId}`);
    await tx.execute(raw`alter table guests add constraint guests_status_check check (status in ('Awaiting', 'Accepted', 'Declined')) not valid`);
  });
}

/** A CSV of `count` distinct guests (header row included). */
export function csvOf(count: number, options: { plusOne?: boolean; prefix?: string } = {}) {
  const lines = ['Name,Email,Household,Plus One'];
  for (let i = 1; i <= count; i++) lines.push(`${options.prefix ?? 'Csv Guest'} ${i},,,${options.plusOne ? 'yes' : 'no'}`);
  return `${lines.join('\r\n')}\r\n`;
}
